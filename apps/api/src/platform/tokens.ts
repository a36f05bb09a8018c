import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'Rehearse';
// Seconds; the page-session cookie (platform/page-session.ts) lives as long as the token.
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = { userId: string; version: number };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(keyOf(secret));
}

// Checks signature, algorithm (HS256 only, so `alg: none` is refused), issuer and expiry.
// Returns null for any token that fails; callers answer 401 "Invalid token".
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, version: payload.ver };
  } catch {
    return null;
  }
}

// 256 random bits, base64url: for generated secrets and reset tokens.
export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
