import { RECORDING_TYPES } from '@rehearse/contracts/recordings';

export type CaptureKind = 'audio' | 'video';

// Formats in order of preference: WebM (Chromium, Firefox) first, MP4 (Safari) after. Each is
// one the API accepts (RECORDING_TYPES); the codecs parameter is kept in the Content-Type.
const PREFERRED: Record<CaptureKind, readonly string[]> = {
  video: [
    'video/webm;codecs=vp9,opus',
    'video/webm;codecs=vp8,opus',
    'video/webm',
    'video/mp4;codecs=avc1,mp4a',
    'video/mp4',
  ],
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'],
};

export const baseType = (mimeType: string) => mimeType.split(';')[0]!.trim().toLowerCase();

export const isAcceptedType = (mimeType: string) =>
  (RECORDING_TYPES as readonly string[]).includes(baseType(mimeType));

// The first preferred format the browser can record, or undefined to let it choose.
export function pickMimeType(
  kind: CaptureKind,
  isTypeSupported: (type: string) => boolean,
): string | undefined {
  return PREFERRED[kind].find((type) => isTypeSupported(type));
}
