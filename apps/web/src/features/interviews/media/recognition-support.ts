// Feature detection for the Web Speech API's recognition, which TypeScript's DOM library does
// not describe. Everything takes the constructor (or the global scope) as an argument so tests
// can hand in a stub.

type RecognitionResult = { isFinal: boolean; 0: { transcript: string } };
export type RecognitionEvent = {
  resultIndex: number;
  results: { length: number; [index: number]: RecognitionResult };
};
export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  // Newer browsers only: true makes recognition on-device or not at all.
  processLocally?: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionOptions = { langs: string[]; processLocally?: boolean };
export type RecognitionConstructor = {
  new (): Recognition;
  prototype: object;
  available?: (options: RecognitionOptions) => Promise<unknown>;
  install?: (options: RecognitionOptions) => Promise<unknown>;
};

// The analysis reads English, so recognition listens for English.
export const RECOGNITION_LANG = 'en-US';

export const ON_DEVICE_STATUSES = [
  'available',
  'downloadable',
  'downloading',
  'unavailable',
] as const;
export type OnDeviceStatus = (typeof ON_DEVICE_STATUSES)[number];

export function recognitionConstructor(
  scope: object = globalThis,
): RecognitionConstructor | undefined {
  const s = scope as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return s.SpeechRecognition ?? s.webkitSpeechRecognition;
}

// Whether the browser can recognise English on this device: asks available() with
// processLocally, which only reports (it never downloads anything). A browser without
// available() or without the processLocally switch cannot promise to keep audio local, so it
// counts as unavailable, as does a check that throws (a Permissions-Policy can forbid it).
export async function checkOnDevice(Recognition: RecognitionConstructor): Promise<OnDeviceStatus> {
  if (typeof Recognition.available !== 'function' || !('processLocally' in Recognition.prototype)) {
    return 'unavailable';
  }
  try {
    const status = await Recognition.available({
      langs: [RECOGNITION_LANG],
      processLocally: true,
    });
    return (ON_DEVICE_STATUSES as readonly unknown[]).includes(status)
      ? (status as OnDeviceStatus)
      : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

// Asks the browser to download the English on-device model. Only ever called from the
// candidate's click: the download is theirs to choose.
export async function installOnDevice(Recognition: RecognitionConstructor): Promise<boolean> {
  if (typeof Recognition.install !== 'function') return false;
  try {
    return (
      (await Recognition.install({ langs: [RECOGNITION_LANG], processLocally: true })) === true
    );
  } catch {
    return false;
  }
}
