import { describe, expect, it } from 'vitest';
import { mediaErrorKind, mediaSupport } from './media-error';

describe('mediaErrorKind', () => {
  it('tells a refused permission from a missing or busy device', () => {
    expect(mediaErrorKind({ name: 'NotAllowedError' })).toBe('denied');
    expect(mediaErrorKind({ name: 'SecurityError' })).toBe('denied');
    expect(mediaErrorKind({ name: 'NotFoundError' })).toBe('no-device');
    expect(mediaErrorKind({ name: 'OverconstrainedError' })).toBe('no-device');
    expect(mediaErrorKind({ name: 'NotReadableError' })).toBe('in-use');
  });

  it('answers unknown for anything else', () => {
    expect(mediaErrorKind(new Error('boom'))).toBe('unknown');
    expect(mediaErrorKind(undefined)).toBe('unknown');
    expect(mediaErrorKind({ name: 'toString' })).toBe('unknown');
  });
});

describe('mediaSupport', () => {
  const all = { isSecureContext: true, hasGetUserMedia: true, hasMediaRecorder: true };
  it('needs a secure context, getUserMedia and MediaRecorder', () => {
    expect(mediaSupport(all)).toBeNull();
    expect(mediaSupport({ ...all, isSecureContext: false })).toBe('insecure');
    expect(mediaSupport({ ...all, hasMediaRecorder: false })).toBe('unsupported');
    expect(mediaSupport({ ...all, hasGetUserMedia: false })).toBe('unsupported');
  });
});
