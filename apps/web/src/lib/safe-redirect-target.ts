// Only an in-app path may be a redirect target: a value like "//evil.example" or
// "https://evil.example" would turn the sign-in page into an open redirect.
export function safeRedirectTarget(
  raw: string | null | undefined,
  disallowedPaths: readonly string[] = [],
): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes can be normalised by browsers into another origin.
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  const url = new URL(raw, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return null;
  if (disallowedPaths.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
