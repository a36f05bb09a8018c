import type { OnDeviceStatus } from './recognition-support';

// The "Live transcript" preference: recognise speech on this device only (the default, so
// audio never leaves the computer), with the browser's own service (Chrome's sends audio to
// Google), or not at all.
export const RECOGNITION_PREFS = ['on-device', 'browser-service', 'off'] as const;
export type RecognitionPref = (typeof RECOGNITION_PREFS)[number];
export const DEFAULT_RECOGNITION_PREF: RecognitionPref = 'on-device';

// What feature detection found: whether the browser has speech recognition at all, and what
// its on-device check answered ('checking' until it has).
export type RecognitionSupport = { api: boolean; onDevice: OnDeviceStatus | 'checking' };

export type NotListeningReason =
  | 'off'
  | 'no-api'
  | 'checking'
  | 'on-device-unavailable'
  | 'on-device-downloadable'
  | 'on-device-downloading';

export type RecognitionPlan =
  { listen: true; processLocally: boolean } | { listen: false; reason: NotListeningReason };

// Whether to recognise speech, and how. 'on-device' listens only when the browser reports the
// English model installed, and then always with processLocally; a model that could be
// downloaded is never fetched here (the candidate may ask for it).
export function planRecognition(
  pref: RecognitionPref,
  support: RecognitionSupport,
): RecognitionPlan {
  if (pref === 'off') return { listen: false, reason: 'off' };
  if (!support.api) return { listen: false, reason: 'no-api' };
  if (pref === 'browser-service') return { listen: true, processLocally: false };
  switch (support.onDevice) {
    case 'available':
      return { listen: true, processLocally: true };
    case 'checking':
      return { listen: false, reason: 'checking' };
    case 'downloadable':
      return { listen: false, reason: 'on-device-downloadable' };
    case 'downloading':
      return { listen: false, reason: 'on-device-downloading' };
    case 'unavailable':
      return { listen: false, reason: 'on-device-unavailable' };
  }
}

// What recognition did for a recorded answer, once it stopped: heard words, heard nothing
// while listening, failed, or never listened (and why).
export type Heard = 'words' | 'nothing' | 'failed' | NotListeningReason;

export function heardAfterRecording(
  transcript: string,
  plan: RecognitionPlan,
  failed: string | null,
): Heard {
  if (transcript.trim()) return 'words';
  if (failed) return 'failed';
  return plan.listen ? 'nothing' : plan.reason;
}

// The i18n key that says what happened, shown where the candidate checks or types the text.
export function heardMessageKey(heard: Exclude<Heard, 'words'>) {
  switch (heard) {
    case 'nothing':
      return 'interviews.transcript.heardNothing';
    case 'failed':
      return 'interviews.transcript.recognitionFailed';
    case 'no-api':
      return 'interviews.transcript.noRecognition';
    default:
      return `interviews.liveTranscript.notes.${heard}` as const;
  }
}

// The helper line under a transcript box while it may be filled by recognition.
export function transcriptHelperKey(plan: RecognitionPlan, failed: string | null) {
  if (failed) return 'interviews.transcript.recognitionFailed';
  if (!plan.listen) return 'interviews.liveTranscript.typeHelp';
  return plan.processLocally
    ? 'interviews.liveTranscript.listeningOnDevice'
    : 'interviews.transcript.recognitionHelp';
}
