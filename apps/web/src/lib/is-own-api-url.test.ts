import { describe, expect, it } from 'vitest';
import { isOwnApiUrl } from './is-own-api-url';

describe('isOwnApiUrl', () => {
  const origin = 'https://app.rehearse.dev';
  it('accepts same-origin /api paths only', () => {
    expect(isOwnApiUrl(new URL('/api/common/user', origin), origin)).toBe(true);
    expect(isOwnApiUrl(new URL('/api', origin), origin)).toBe(true);
    expect(isOwnApiUrl(new URL('/apis/other', origin), origin)).toBe(false);
    expect(isOwnApiUrl(new URL('/i18n/en.json', origin), origin)).toBe(false);
    expect(isOwnApiUrl(new URL('https://billing.example/api/x'), origin)).toBe(false);
  });
});
