// Signed addresses for media: <audio>, <video> and <track> cannot send the Bearer header, so the
// player gets a URL that carries its own proof (HMAC-SHA256 over the path and expiry, keyed by
// the app's signing secret), valid for an hour. Used for recordings and walkthrough videos.

export const URL_LIFETIME_SECONDS = 3600;

const encoder = new TextEncoder();

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(`media:${text}`));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function signMediaPath(secret: string, path: string, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + URL_LIFETIME_SECONDS;
  const signature = await hmac(secret, `${path}:${expires}`);
  return `${path}?expires=${expires}&signature=${signature}`;
}

export async function isValidSignature(
  secret: string,
  path: string,
  expires: number,
  signature: string,
  now: Date,
): Promise<boolean> {
  if (expires * 1000 < now.getTime()) return false;
  const expected = await hmac(secret, `${path}:${expires}`);
  // Constant-time comparison: the length is public, the content is not.
  if (expected.length !== signature.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++)
    diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return diff === 0;
}

export const recordingFilePath = (id: string) => `/api/recordings/${id}/file`;
