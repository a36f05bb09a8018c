import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, hasAnyRole, isRecruiter } from './is-recruiter';

describe('isRecruiter', () => {
  it('is true for the recruiter role whatever the organization', () => {
    expect(isRecruiter(['recruiter'], null)).toBe(true);
    expect(isRecruiter(['admin', 'recruiter'], 'individual')).toBe(true);
  });

  it('is true for a member of a recruiting organization', () => {
    expect(isRecruiter([], 'recruiting')).toBe(true);
  });

  it('is false otherwise, including when the organization is unknown', () => {
    expect(isRecruiter([], 'individual')).toBe(false);
    expect(isRecruiter(['admin'], null)).toBe(false);
    expect(isRecruiter([], undefined)).toBe(false);
  });
});

describe('hasAnyRole', () => {
  it('matches admin or root, and nothing for a user without roles', () => {
    expect(hasAnyRole(['root'], ADMIN_ROLES)).toBe(true);
    expect(hasAnyRole(['admin', 'recruiter'], ADMIN_ROLES)).toBe(true);
    expect(hasAnyRole(['recruiter'], ADMIN_ROLES)).toBe(false);
    expect(hasAnyRole([], ADMIN_ROLES)).toBe(false);
  });
});
