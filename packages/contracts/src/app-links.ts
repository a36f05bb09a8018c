// The one rule for "an in-app path": a link, image or redirect target that must stay on this
// site. Used by every contract that accepts one and by the web app's sign-in redirect.
// Without zod on purpose: the sign-in page reads it before zod is loaded.

// URL exists in browsers and in Node; the contracts compile without DOM or Node types.
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

const BASE = 'http://app.invalid';

// Parses a value that passes isInAppPath into its normalised path, query and hash.
export function parseInAppPath(value: string): { pathname: string; search: string; hash: string } {
  const url = new URL(value, BASE);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

// True for "/x", "/x?y#z"; false for "//host", "/\host", "https://...", "javascript:...",
// anything with a control character or a backslash (browsers turn "/\t/host" and "/\host"
// into "//host"), and anything whose dot segments normalise to "//host" ("/.//host").
export function isInAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return false;
  }
  let url: { origin: string; pathname: string };
  try {
    url = new URL(value, BASE);
  } catch {
    return false;
  }
  return url.origin === BASE && !url.pathname.startsWith('//');
}
