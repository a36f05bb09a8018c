// The square crop of an avatar: a zoom (1 = the largest square that fits) and the crop's centre
// in the image's own pixels. The crop always stays inside the image.

export const AVATAR_SIZE = 256;
export const AVATAR_MAX_FILE_BYTES = 5 * 1024 * 1024;
// The API takes an avatar data URL of at most 700,000 characters (about 500 KB of image).
export const AVATAR_MAX_DATA_URL = 700_000;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export type Crop = { zoom: number; cx: number; cy: number };
export type ImageSize = { width: number; height: number };
export type SourceRect = { x: number; y: number; size: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const centredCrop = ({ width, height }: ImageSize): Crop => ({
  zoom: 1,
  cx: width / 2,
  cy: height / 2,
});

// The square of the image that the crop shows.
export function sourceRect(image: ImageSize, crop: Crop): SourceRect {
  const size = Math.min(image.width, image.height) / clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  return {
    x: clamp(crop.cx - size / 2, 0, image.width - size),
    y: clamp(crop.cy - size / 2, 0, image.height - size),
    size,
  };
}

// The crop kept inside the image, e.g. after a zoom out or a drag past the edge.
export function clampCrop(image: ImageSize, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const rect = sourceRect(image, { ...crop, zoom });
  return { zoom, cx: rect.x + rect.size / 2, cy: rect.y + rect.size / 2 };
}

// Moves the crop by a drag of (dx, dy) screen pixels on a viewport `viewport` pixels wide:
// dragging the picture right shows more of its left side.
export function panCrop(
  image: ImageSize,
  crop: Crop,
  dx: number,
  dy: number,
  viewport: number,
): Crop {
  const scale = viewport / sourceRect(image, crop).size;
  return clampCrop(image, { ...crop, cx: crop.cx - dx / scale, cy: crop.cy - dy / scale });
}

export type AvatarFileProblem = 'type' | 'size';

// Checked before the file is read: only pictures, at most 5 MB.
export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_FILE_BYTES) return 'size';
  return null;
}
