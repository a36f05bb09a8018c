// Why the camera or microphone could not be used, in the terms the candidate can act on.
// Each kind has its own message under interviews.media.errors.<kind>.
export type MediaErrorKind =
  'denied' | 'no-device' | 'in-use' | 'unsupported' | 'insecure' | 'recorder' | 'unknown';

const byName = new Map<string, MediaErrorKind>(
  Object.entries({
    // The user (or a policy) refused the permission.
    NotAllowedError: 'denied',
    PermissionDeniedError: 'denied',
    SecurityError: 'denied',
    // No camera or microphone (or none matching the constraints).
    NotFoundError: 'no-device',
    DevicesNotFoundError: 'no-device',
    OverconstrainedError: 'no-device',
    // The device exists but another application holds it, or the hardware failed.
    NotReadableError: 'in-use',
    TrackStartError: 'in-use',
    AbortError: 'in-use',
    NotSupportedError: 'unsupported',
  } satisfies Record<string, MediaErrorKind>),
);

export function mediaErrorKind(error: unknown): MediaErrorKind {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const name = (error as { name: unknown }).name;
    if (typeof name === 'string') return byName.get(name) ?? 'unknown';
  }
  return 'unknown';
}

// What the browser offers before anything is asked: getUserMedia needs a secure context
// (https or localhost) and MediaRecorder a recent browser.
export function mediaSupport(env: {
  isSecureContext: boolean;
  hasGetUserMedia: boolean;
  hasMediaRecorder: boolean;
}): MediaErrorKind | null {
  if (!env.isSecureContext) return 'insecure';
  if (!env.hasGetUserMedia || !env.hasMediaRecorder) return 'unsupported';
  return null;
}

export function browserMediaSupport(): MediaErrorKind | null {
  return mediaSupport({
    isSecureContext: window.isSecureContext,
    hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    hasMediaRecorder: typeof window.MediaRecorder === 'function',
  });
}
