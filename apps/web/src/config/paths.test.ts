import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../lib/safe-redirect-target';
import { paths, signedOutPaths } from './paths';

describe('paths', () => {
  it('builds the sign-in href with the requested path and query string encoded', () => {
    const requested = '/apps/quiz/practice?topic=react&level=2';
    const href = paths.auth.signIn.getHref(requested);
    expect(href).toBe('/sign-in?redirectURL=%2Fapps%2Fquiz%2Fpractice%3Ftopic%3Dreact%26level%3D2');
    // The round trip: the sign-in page reads redirectURL back unchanged.
    const redirectURL = new URL(href, 'http://localhost').searchParams.get('redirectURL');
    expect(redirectURL).toBe(requested);
    expect(safeRedirectTarget(redirectURL, signedOutPaths)).toBe(requested);
  });

  it('sends someone who signs in from a one-way interview back to it', () => {
    const interview = paths.interview.getHref('tok_123-abc');
    const href = paths.auth.signIn.getHref(interview);
    const redirectURL = new URL(href, 'http://localhost').searchParams.get('redirectURL');
    expect(safeRedirectTarget(redirectURL, signedOutPaths)).toBe('/interview/tok_123-abc');
  });

  it('builds a plain sign-in href without a target', () => {
    expect(paths.auth.signIn.getHref()).toBe('/sign-in');
  });

  it('encodes ids and reset tokens', () => {
    expect(paths.admin.editPosting.getHref('a/b c')).toBe('/admin/jobs/edit-posting/a%2Fb%20c');
    expect(paths.recruiter.viewPosting.path).toBe('/recruiter/jobs/view-posting/:id');
    expect(paths.auth.resetPassword.getHref('t+k=n')).toBe('/reset-password?token=t%2Bk%3Dn');
  });

  it('never sends a signed-in user back to a signed-out page', () => {
    expect(safeRedirectTarget(paths.auth.signOut.getHref(), signedOutPaths)).toBeNull();
    expect(safeRedirectTarget(paths.auth.signIn.getHref(), signedOutPaths)).toBeNull();
  });
});
