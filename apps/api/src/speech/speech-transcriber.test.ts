import { cpSync, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordErrorRate } from '@rehearse/feedback/word-error-rate';
import { afterEach, describe, expect, it } from 'vitest';
import { spokenWebm } from '../../test/spoken-audio';
import { DEBIAN_MODEL_DIR, findModel } from './pocketsphinx';
import { createSpeechTranscriber } from './speech-transcriber';

const PATH = process.env.PATH;
afterEach(() => {
  process.env.PATH = PATH;
});

describe('the speech transcriber', () => {
  it('says what is missing, and the command that installs it, instead of failing', () => {
    // No ffmpeg on the PATH: the engine is there, the decoder is not.
    process.env.PATH = '/nonexistent';
    const transcriber = createSpeechTranscriber();
    expect(transcriber.status).toEqual({
      available: false,
      engine: 'pocketsphinx',
      missing: ['ffmpeg'],
      installCommand: 'apt-get install -y --no-install-recommends ffmpeg',
    });
  });

  it('refuses a SPEECH_MODEL folder that holds no PocketSphinx model', () => {
    const empty = mkdtempSync(join(tmpdir(), 'rehearse-model-'));
    try {
      expect(() => createSpeechTranscriber({ modelDir: empty })).toThrow(
        /not a PocketSphinx model/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('transcribes with a model folder given by SPEECH_MODEL, reporting progress', async () => {
    // A copy of Debian's model in another folder stands for a model set up by hand.
    const dir = mkdtempSync(join(tmpdir(), 'rehearse-model-'));
    cpSync(DEBIAN_MODEL_DIR, dir, { recursive: true });
    expect(findModel(dir)).toMatchObject({ lm: join(dir, 'en-us.lm.bin') });
    const transcriber = createSpeechTranscriber({ modelDir: dir });
    try {
      expect(transcriber.status).toEqual({ available: true, engine: `pocketsphinx (${dir})` });
      const text = 'I wrote a script to reproduce the memory leak and fixed it in a day.';
      const file = join(dir, 'answer.webm');
      writeFileSync(file, spokenWebm([text]));
      const stages: string[] = [];
      const fractions: number[] = [];
      const result = await transcriber.transcribe((await openAsBlob(file)).stream(), (s, f) => {
        stages.push(s);
        if (s === 'recognising') fractions.push(f);
      });
      expect(wordErrorRate(text, result.text)).toBeLessThan(0.4);
      expect(stages[0]).toBe('decoding');
      expect(fractions.at(-1)).toBe(1);
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    } finally {
      await transcriber.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails a recording that is not audio with ffmpeg’s word for it', async () => {
    const transcriber = createSpeechTranscriber();
    try {
      const junk = new Blob([new Uint8Array(2000).fill(7)]).stream();
      await expect(transcriber.transcribe(junk, () => undefined)).rejects.toThrow(
        /ffmpeg could not decode/,
      );
    } finally {
      await transcriber.close();
    }
  });
});
