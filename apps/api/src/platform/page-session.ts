import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';
import { TOKEN_LIFETIME_SECONDS } from './tokens';

// A copy of the session's access token in an HttpOnly cookie, read by one reader only: the
// server that draws a signed-in page's first screen (static/signed-in-pages.ts), which then
// asks the API for the page's data with it as a bearer token, as the browser would. The API
// itself never accepts the cookie: every call still needs the Authorization header, so no other
// site can make a signed-in call through it
// (docs/decisions/039-server-drawn-signed-in-page.md).
export const PAGE_SESSION_COOKIE = 'rehearse_page_session';

// Over HTTPS, or behind a proxy that ends TLS for a public HTTPS address (PUBLIC_URL).
const secure = (c: Context<AppEnv>) =>
  new URL(c.req.url).protocol === 'https:' || c.var.config.publicUrl.startsWith('https:');

// Answers that issue a token set it; signing out removes it.
export function setPageSession(c: Context<AppEnv>, accessToken: string): void {
  setCookie(c, PAGE_SESSION_COOKIE, accessToken, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: TOKEN_LIFETIME_SECONDS,
    secure: secure(c),
  });
}

export function clearPageSession(c: Context<AppEnv>): void {
  deleteCookie(c, PAGE_SESSION_COOKIE, { path: '/', secure: secure(c) });
}

export const readPageSession = (c: Context): string | undefined =>
  getCookie(c, PAGE_SESSION_COOKIE) || undefined;
