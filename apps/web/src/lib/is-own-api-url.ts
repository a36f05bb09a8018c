// The bearer token goes only to this app's own API: same origin and a path under /api.
export function isOwnApiUrl(url: URL, appOrigin: string): boolean {
  return url.origin === appOrigin && (url.pathname === '/api' || url.pathname.startsWith('/api/'));
}
