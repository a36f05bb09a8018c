import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps an in-app path with its query string and hash', () => {
    expect(safeRedirectTarget('/apps/quiz?level=2&tab=a%20b#top')).toBe(
      '/apps/quiz?level=2&tab=a%20b#top',
    );
  });

  it('rejects anything that could leave the app', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'apps/quiz',
      '/\tevil',
      '/.//evil.example',
      '/%2e%2e//evil.example/x',
    ]) {
      expect(safeRedirectTarget(raw), raw).toBeNull();
    }
  });

  it('answers null for a missing value', () => {
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget('')).toBeNull();
  });

  it('rejects disallowed pages such as sign-out', () => {
    expect(safeRedirectTarget('/sign-out', ['/sign-out'])).toBeNull();
    expect(safeRedirectTarget('/sign-out?x=1', ['/sign-out'])).toBeNull();
    expect(safeRedirectTarget('/workspace/home', ['/sign-out'])).toBe('/workspace/home');
  });
});
