import { isInAppPath, parseInAppPath } from '@rehearse/contracts/app-links';

// Only an in-app path may be a redirect target: a value like "//evil.example" or
// "https://evil.example" would turn the sign-in page into an open redirect. The rule itself is
// the contracts' isInAppPath, shared with every stored link.
export function safeRedirectTarget(
  raw: string | null | undefined,
  disallowedPaths: readonly string[] = [],
): string | null {
  if (!raw || !isInAppPath(raw)) return null;
  const { pathname, search, hash } = parseInAppPath(raw);
  if (disallowedPaths.includes(pathname)) return null;
  return `${pathname}${search}${hash}`;
}
