import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation-items';

const hrefs = (groups: ReturnType<typeof navigationFor>) =>
  groups.flatMap((group) => group.items.map((item) => item.href));

describe('navigationFor', () => {
  it('shows candidates every list item except the admin dashboard', () => {
    const links = hrefs(navigationFor(false, []));
    expect(links).toContain('/workspace/home');
    expect(links).toContain('/apps/mock-interview');
    expect(links).toContain('/support/contact');
    expect(links).not.toContain('/admin/dashboard');
  });

  it('shows the admin dashboard to admin and root only', () => {
    expect(hrefs(navigationFor(false, ['admin']))).toContain('/admin/dashboard');
    expect(hrefs(navigationFor(false, ['root']))).toContain('/admin/dashboard');
    expect(hrefs(navigationFor(false, ['editor']))).not.toContain('/admin/dashboard');
  });

  it('shows recruiters only the recruiter list', () => {
    const groups = navigationFor(true, ['recruiter']);
    expect(groups.map((group) => group.titleKey)).toEqual(['myWorkspace', 'adminSettings']);
    expect(hrefs(groups)).toEqual([
      '/recruiter/dashboard',
      '/recruiter/postings',
      '/recruiter/interview-questions',
      '/recruiter/rubric',
      '/recruiter/email',
      '/recruiter/company',
    ]);
  });
});
