import { AVATAR_MAX_DATA_URL, AVATAR_SIZE, sourceRect, type Crop } from './avatar-crop';

// Loads a chosen file as an image element (object URL; the caller revokes it).
export function loadImage(file: Blob): Promise<{ image: HTMLImageElement; url: string }> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ image, url });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file could not be read as a picture'));
    };
    image.src = url;
  });
}

// Draws the crop at 256 x 256 and encodes it as WebP (JPEG where the browser cannot write WebP),
// lowering the quality until the data URL fits the API's limit.
export function renderAvatar(image: HTMLImageElement, crop: Crop): string {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures');
  const rect = sourceRect({ width: image.naturalWidth, height: image.naturalHeight }, crop);
  context.imageSmoothingQuality = 'high';
  // A transparent PNG gets a white background rather than black in JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.drawImage(image, rect.x, rect.y, rect.size, rect.size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  const webp = canvas.toDataURL('image/webp', 0.85).startsWith('data:image/webp');
  const type = webp ? 'image/webp' : 'image/jpeg';
  for (const quality of [0.85, 0.7, 0.5, 0.3]) {
    const url = canvas.toDataURL(type, quality);
    if (url.length <= AVATAR_MAX_DATA_URL) return url;
  }
  throw new Error('The picture is still too large after resizing');
}
