import { describe, expect, it } from 'vitest';
import { baseElementScript, routeFirstSegments } from '../../vite/demo-base';

// The demo's <base> element (vite/demo-base.ts): the folder the build is served from, read from
// the page's own path, for the index and for a deep link answered with 404.html.
function baseFor(pathname: string): string {
  const appended: { href: string }[] = [];
  const document = {
    createElement: () => ({ href: '' }),
    head: { appendChild: (element: { href: string }) => appended.push(element) },
  };
  new Function('location', 'document', baseElementScript(routeFirstSegments()))(
    { pathname },
    document,
  );
  expect(appended).toHaveLength(1);
  return appended[0].href;
}

describe('the demo build served from any folder', () => {
  it("lists the first segment of every app route, not a route's parameters", () => {
    const segments = routeFirstSegments();
    expect(segments).toEqual(expect.arrayContaining(['workspace', 'recruiter', 'sign-in', 'apps']));
    expect(segments.some((segment) => segment.startsWith(':'))).toBe(false);
  });

  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/workspace/home', '/'],
    ['/rehearse/', '/rehearse/'],
    ['/rehearse/index.html', '/rehearse/'],
    ['/rehearse/workspace/home', '/rehearse/'],
    ['/rehearse/apps/contacts/42/edit', '/rehearse/'],
    ['/deep/er/rehearse/user/profile', '/deep/er/rehearse/'],
  ])('names %s a page of the folder %s', (pathname, base) => {
    expect(baseFor(pathname)).toBe(base);
  });
});
