import { describe, expect, it } from 'vitest';
import {
  heardAfterRecording,
  heardMessageKey,
  planRecognition,
  RECOGNITION_PREFS,
  transcriptHelperKey,
  type RecognitionSupport,
} from './recognition-plan';
import { ON_DEVICE_STATUSES } from './recognition-support';

const chrome = (onDevice: RecognitionSupport['onDevice']): RecognitionSupport => ({
  api: true,
  onDevice,
});
const every: RecognitionSupport[] = [
  { api: false, onDevice: 'checking' },
  { api: false, onDevice: 'unavailable' },
  chrome('checking'),
  ...ON_DEVICE_STATUSES.map(chrome),
];

describe('planRecognition', () => {
  it('on-device listens locally only when the browser reports the model installed', () => {
    expect(planRecognition('on-device', chrome('available'))).toEqual({
      listen: true,
      processLocally: true,
    });
    expect(planRecognition('on-device', chrome('downloadable'))).toEqual({
      listen: false,
      reason: 'on-device-downloadable',
    });
    expect(planRecognition('on-device', chrome('downloading'))).toEqual({
      listen: false,
      reason: 'on-device-downloading',
    });
    expect(planRecognition('on-device', chrome('unavailable'))).toEqual({
      listen: false,
      reason: 'on-device-unavailable',
    });
    // Not yet known: wait rather than risk the service.
    expect(planRecognition('on-device', chrome('checking'))).toEqual({
      listen: false,
      reason: 'checking',
    });
  });

  it('never lets on-device fall back to a service that may send audio away', () => {
    for (const support of every) {
      const plan = planRecognition('on-device', support);
      expect(!plan.listen || plan.processLocally, JSON.stringify(support)).toBe(true);
    }
  });

  it("browser-service is today's recognition, whatever the on-device check said", () => {
    for (const status of ['checking', ...ON_DEVICE_STATUSES] as const) {
      expect(planRecognition('browser-service', chrome(status))).toEqual({
        listen: true,
        processLocally: false,
      });
    }
  });

  it('off never listens, and nothing listens without speech recognition', () => {
    for (const support of every) {
      expect(planRecognition('off', support)).toEqual({ listen: false, reason: 'off' });
    }
    for (const pref of ['on-device', 'browser-service'] as const) {
      expect(planRecognition(pref, { api: false, onDevice: 'available' })).toEqual({
        listen: false,
        reason: 'no-api',
      });
    }
  });

  it('has a plan for every preference', () => {
    expect(RECOGNITION_PREFS).toEqual(['on-device', 'browser-service', 'off']);
  });
});

describe('what was heard after a recording', () => {
  const local = { listen: true, processLocally: true } as const;
  const missing = { listen: false, reason: 'on-device-unavailable' } as const;

  it('words win; then a failure; then silence while listening, or why it never listened', () => {
    expect(heardAfterRecording(' I led the migration ', missing, null)).toBe('words');
    expect(heardAfterRecording('', local, 'network')).toBe('failed');
    expect(heardAfterRecording('  ', local, null)).toBe('nothing');
    expect(heardAfterRecording('', missing, null)).toBe('on-device-unavailable');
    expect(heardAfterRecording('', { listen: false, reason: 'off' }, null)).toBe('off');
  });

  it('says each outcome with its own text', () => {
    expect(heardMessageKey('nothing')).toBe('interviews.transcript.heardNothing');
    expect(heardMessageKey('failed')).toBe('interviews.transcript.recognitionFailed');
    expect(heardMessageKey('no-api')).toBe('interviews.transcript.noRecognition');
    expect(heardMessageKey('on-device-downloadable')).toBe(
      'interviews.liveTranscript.notes.on-device-downloadable',
    );
  });

  it('helps under the transcript box as recognition allows', () => {
    expect(transcriptHelperKey({ listen: true, processLocally: true }, null)).toBe(
      'interviews.liveTranscript.listeningOnDevice',
    );
    expect(transcriptHelperKey({ listen: true, processLocally: false }, null)).toBe(
      'interviews.transcript.recognitionHelp',
    );
    expect(transcriptHelperKey({ listen: true, processLocally: true }, 'network')).toBe(
      'interviews.transcript.recognitionFailed',
    );
    expect(transcriptHelperKey({ listen: false, reason: 'off' }, null)).toBe(
      'interviews.liveTranscript.typeHelp',
    );
  });
});
