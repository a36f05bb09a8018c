import { CONTACT_AVATAR_TYPES } from '@rehearse/contracts/contacts';

// The picture the user picks may be larger than the 2 MB the server keeps: it is cropped and
// scaled down here first, and what is sent is a small square (decision 062).
export const AVATAR_SOURCE_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_SIZE = 256;

export type AvatarProblem = 'type' | 'size';

export function avatarProblem(file: File): AvatarProblem | null {
  if (!(CONTACT_AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_SOURCE_MAX_BYTES) return 'size';
  return null;
}

// The square to cut from the picture: `zoom` 1 is the largest square that fits, larger zooms
// a smaller square; `x` and `y` (0..1) place it from left to right and top to bottom.
export type Crop = { zoom: number; x: number; y: number };

export function cropSquare(width: number, height: number, { zoom, x, y }: Crop) {
  const side = Math.min(width, height) / zoom;
  return { sx: (width - side) * x, sy: (height - side) * y, side };
}

// Draws the crop onto a canvas of `size` pixels a side.
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  crop: Crop,
  size: number,
): void {
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  const { sx, sy, side } = cropSquare(image.naturalWidth, image.naturalHeight, crop);
  // A transparent PNG becomes JPEG: give it a white ground rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, sx, sy, side, side, 0, 0, size, size);
}

// The cropped avatar as a JPEG data URL, for POST avatar's JSON form.
export function croppedAvatar(image: HTMLImageElement, crop: Crop): string {
  const canvas = document.createElement('canvas');
  drawCrop(canvas, image, crop, AVATAR_SIZE);
  return canvas.toDataURL('image/jpeg', 0.9);
}
