import { describe, expect, it, vi } from 'vitest';
import {
  checkOnDevice,
  installOnDevice,
  recognitionConstructor,
  type Recognition,
  type RecognitionConstructor,
} from './recognition-support';

// A stand-in for the browser's SpeechRecognition: statics and the processLocally switch are
// given per test, as each browser generation has a different set.
function stub(
  statics: Partial<Pick<RecognitionConstructor, 'available' | 'install'>> = {},
  processLocally = true,
): RecognitionConstructor {
  class Stub {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult = null;
    onerror = null;
    onend = null;
    start() {}
    stop() {}
    abort() {}
  }
  if (processLocally)
    Object.defineProperty(Stub.prototype, 'processLocally', { value: false, writable: true });
  return Object.assign(Stub as unknown as new () => Recognition, statics) as RecognitionConstructor;
}

describe('recognitionConstructor', () => {
  it('finds the standard or the webkit-prefixed constructor, or none', () => {
    const standard = stub();
    const prefixed = stub();
    expect(recognitionConstructor({ SpeechRecognition: standard })).toBe(standard);
    expect(recognitionConstructor({ webkitSpeechRecognition: prefixed })).toBe(prefixed);
    expect(recognitionConstructor({})).toBeUndefined();
  });
});

describe('checkOnDevice', () => {
  it('asks for English processed locally and passes the answer on', async () => {
    for (const answer of ['available', 'downloadable', 'downloading', 'unavailable']) {
      const available = vi.fn(() => Promise.resolve(answer));
      expect(await checkOnDevice(stub({ available }))).toBe(answer);
      expect(available).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
    }
  });

  it('counts older browsers, strange answers and refusals as unavailable', async () => {
    // Chrome before on-device recognition: no available().
    expect(await checkOnDevice(stub())).toBe('unavailable');
    // available() but no processLocally switch: cannot promise local processing.
    const available = vi.fn(() => Promise.resolve('available'));
    expect(await checkOnDevice(stub({ available }, false))).toBe('unavailable');
    expect(available).not.toHaveBeenCalled();
    expect(await checkOnDevice(stub({ available: () => Promise.resolve(true) }))).toBe(
      'unavailable',
    );
    // Blocked by a Permissions-Policy.
    expect(
      await checkOnDevice(stub({ available: () => Promise.reject(new Error('NotAllowedError')) })),
    ).toBe('unavailable');
  });

  it('never installs anything while checking', async () => {
    const install = vi.fn(() => Promise.resolve(true));
    await checkOnDevice(stub({ available: () => Promise.resolve('downloadable'), install }));
    expect(install).not.toHaveBeenCalled();
  });
});

describe('installOnDevice', () => {
  it('asks for the English model and reports whether it came', async () => {
    const install = vi.fn(() => Promise.resolve(true));
    expect(await installOnDevice(stub({ install }))).toBe(true);
    expect(install).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
    expect(await installOnDevice(stub({ install: () => Promise.resolve(false) }))).toBe(false);
    expect(await installOnDevice(stub({ install: () => Promise.reject(new Error('x')) }))).toBe(
      false,
    );
    expect(await installOnDevice(stub())).toBe(false);
  });
});
