import { AppError } from './errors';

// Inline images (avatars) are stored as data URLs. The bytes decide the type: a declared
// type is never trusted, and only raster formats browsers show safely are accepted (no SVG).
// Runtime-agnostic (atob/btoa, no Buffer) because the app also runs in the browser.

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
export const IMAGE_TYPES: readonly ImageType[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

// Magic numbers: PNG signature, JPEG SOI marker, GIF87a/GIF89a, RIFF....WEBP.
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return undefined;
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

const megabytes = (maxBytes: number) => Math.round(maxBytes / (1024 * 1024));

export const imageTooLarge = (field: string, maxBytes: number) =>
  new AppError('image.too_large', `Image is larger than the ${megabytes(maxBytes)} MB limit`, {
    field,
    params: { maxMb: megabytes(maxBytes) },
  });

// Checks an uploaded image and answers it as a data URL; 400 naming `field` otherwise.
// `declaredType` may be empty or generic (some clients send no type); if it names something
// other than one of IMAGE_TYPES it is refused even when the bytes would pass.
export function imageBytesToDataUrl(
  bytes: Uint8Array,
  declaredType: string,
  field: string,
  maxBytes: number,
): string {
  const declared = declaredType.split(';')[0].trim().toLowerCase();
  const generic = declared === '' || declared === 'application/octet-stream';
  if (!generic && !(IMAGE_TYPES as readonly string[]).includes(declared)) {
    throw new AppError(
      'image.unsupported_type',
      'Only PNG, JPEG, GIF or WebP images are accepted',
      {
        field,
      },
    );
  }
  if (bytes.length === 0) throw new AppError('image.empty', 'The image is empty', { field });
  if (bytes.length > maxBytes) {
    throw imageTooLarge(field, maxBytes);
  }
  const type = detectImageType(bytes);
  if (!type) {
    throw new AppError(
      'image.content_mismatch',
      'The file is not a PNG, JPEG, GIF or WebP image (its content does not match)',
      { field },
    );
  }
  return `data:${type};base64,${bytesToBase64(bytes)}`;
}

// Checks a `data:<type>;base64,<data>` URL the same way and answers it normalised (the type
// the bytes show).
export function normaliseImageDataUrl(dataUrl: string, field: string, maxBytes: number): string {
  const match = /^data:([^;,]*)((?:;[^;,]*)*);base64,(.*)$/s.exec(dataUrl);
  if (!match) {
    throw new AppError('validation.invalid_format', 'Must be a base64 image data URL', {
      field,
      params: { format: 'data URL' },
    });
  }
  const payload = match[3];
  // Refuse before decoding when the text alone shows the image is too large.
  if (Math.floor((payload.length * 3) / 4) - 2 > maxBytes) {
    throw imageTooLarge(field, maxBytes);
  }
  const bytes = base64ToBytes(payload);
  if (!bytes)
    throw new AppError('validation.invalid_format', 'The data URL is not valid base64', {
      field,
      params: { format: 'base64' },
    });
  return imageBytesToDataUrl(bytes, match[1], field, maxBytes);
}
