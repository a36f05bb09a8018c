// Encrypts short secrets the server must give back later (an interview link's token kept in a
// workspace, docs/decisions/048-candidate-one-way-interview.md) with AES-GCM. The key is derived
// from the app's signing secret by HKDF, one key per purpose, through Web Crypto, so this runs
// in Node and in the demo's browser worker alike (no Buffer, no node: imports).

const encoder = new TextEncoder();
const IV_BYTES = 12;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function keyFor(secret: string, purpose: string) {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    // A fixed salt: the secret is already random; `info` keeps each purpose's key apart.
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('rehearse'),
      info: encoder.encode(purpose),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

// `iv.ciphertext`, both base64url; a fresh random IV every time.
export async function sealText(secret: string, purpose: string, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyFor(secret, purpose),
    encoder.encode(text),
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

// Null when the box was sealed under another secret or purpose, or was altered: GCM
// authenticates it, so a changed secret never yields garbage.
export async function openText(
  secret: string,
  purpose: string,
  box: string,
): Promise<string | null> {
  const [iv, sealed] = box.split('.');
  if (!iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(iv) },
      await keyFor(secret, purpose),
      fromBase64Url(sealed),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
