import { describe, expect, it } from 'vitest';
import { baseType, isAcceptedType, pickMimeType } from './recorder-mime';

describe('pickMimeType', () => {
  it('prefers WebM and falls back to MP4 (Safari)', () => {
    const chrome = (type: string) => type.startsWith('video/webm') || type.startsWith('audio/webm');
    expect(pickMimeType('video', chrome)).toBe('video/webm;codecs=vp9,opus');
    expect(pickMimeType('audio', chrome)).toBe('audio/webm;codecs=opus');
    const safari = (type: string) => type.startsWith('video/mp4') || type === 'audio/mp4';
    expect(pickMimeType('video', safari)).toBe('video/mp4;codecs=avc1,mp4a');
    expect(pickMimeType('audio', safari)).toBe('audio/mp4');
    expect(pickMimeType('audio', () => false)).toBeUndefined();
  });

  it('picks only types the API accepts', () => {
    for (const kind of ['audio', 'video'] as const) {
      expect(isAcceptedType(pickMimeType(kind, () => true)!)).toBe(true);
    }
  });
});

describe('baseType', () => {
  it('drops the codecs parameter', () => {
    expect(baseType('Video/WebM; codecs="vp8, opus"')).toBe('video/webm');
    expect(isAcceptedType('video/x-matroska;codecs=avc1')).toBe(false);
  });
});
