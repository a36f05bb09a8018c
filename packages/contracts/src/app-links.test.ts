import { describe, expect, it } from 'vitest';
import { isInAppPath, parseInAppPath } from './app-links';
import { appLinkSchema } from './navigation';

const offSite = [
  '//evil.example/landing',
  '/\\evil.example/landing',
  '/\\/evil.example',
  '/x\\y',
  '/\tevil.example',
  '/\n/evil.example',
  '/\u0000x',
  '/\u007fx',
  '/.//evil.example',
  '/..//evil.example/x',
  '/%2e%2e//evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'apps/quiz',
  '',
];

describe('isInAppPath', () => {
  it('accepts paths of this site with a query and a hash', () => {
    for (const value of [
      '/',
      '/apps/quiz',
      '/apps/quiz?level=2&tab=a%20b#top',
      '/a/../b',
      '/images/a b.png',
    ]) {
      expect(isInAppPath(value), value).toBe(true);
    }
  });

  it('refuses anything a browser could resolve to another site', () => {
    for (const value of offSite) expect(isInAppPath(value), JSON.stringify(value)).toBe(false);
  });

  it('parses an accepted path into its normalised parts', () => {
    expect(parseInAppPath('/a/../b?x=1#y')).toEqual({ pathname: '/b', search: '?x=1', hash: '#y' });
  });
});

describe('appLinkSchema', () => {
  it('takes in-app paths and http(s) URLs, and refuses off-site paths', () => {
    expect(appLinkSchema.safeParse('/apps/quiz').success).toBe(true);
    expect(appLinkSchema.safeParse('https://example.com/x').success).toBe(true);
    for (const value of offSite) {
      if (value.startsWith('https://')) continue;
      expect(appLinkSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
