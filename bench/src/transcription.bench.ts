// Speech engine bench (decision 032): word error rate (WER) and real-time factor (RTF) of each
// engine installable here, on a test set made at bench time: 52 short interview answers of
// known text (the question bank's model-answer lines, spoken) said by flite's "slt" voice (the
// more natural one) and espeak-ng's en-us voice (robotic, a poor proxy), plus a few answers
// recorded through Chromium's fake microphone (MediaRecorder, webm/opus, as the web app does).
// Audio goes to a temporary folder and is removed; nothing is downloaded.
//   npm run bench                                   (with the other benches)
//   node --import tsx bench/src/transcription.bench.ts   (alone)
//   BENCH_SPEECH_ANSWERS=10 ...                     (a quicker, smaller set)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wordErrorRate, wordsOf } from '@rehearse/feedback/word-error-rate';
import { behaviouralQuestions } from '../../apps/api/src/db/seed/data/questions/behavioural.data';
import { situationalAndRoleQuestions } from '../../apps/api/src/db/seed/data/questions/situational-and-role.data';
import { decodeToPcm } from '../../apps/api/src/speech/ffmpeg-decode';
import {
  createDecoder,
  DEBIAN_MODEL_DIR,
  findModel,
  SAMPLE_RATE,
} from '../../apps/api/src/speech/pocketsphinx';
import { createSpeechTranscriber } from '../../apps/api/src/speech/speech-transcriber';
import { encodeAsBrowser } from '../../apps/api/test/spoken-audio';
import { round1 } from './stats';
import { printTable } from './table';

const ANSWERS = Number(process.env.BENCH_SPEECH_ANSWERS ?? 52);
const FAKE_MIC_ANSWERS = 4;

export type EngineRow = {
  engine: string;
  voice: string;
  answers: number;
  referenceWords: number;
  wer: number;
  audioSeconds: number;
  rtf: number;
};
export type TranscriptionBenchResult = { rows: EngineRow[]; skipped: string[] };

// Known texts: model-answer lines, without their "Situation:" labels and bracketed asides,
// 12 to 35 words, spread over the bank.
export function knownTexts(count: number): string[] {
  const lines = [...behaviouralQuestions, ...situationalAndRoleQuestions]
    .flatMap((q) => q.modelAnswer)
    .map((line) =>
      line
        .replace(/^[A-Za-z ]+:\s*/, '')
        .replace(/\([^)]*\)/g, '')
        .replace(/[—–]/g, ',')
        .replace(/\s+([,.])/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => {
      const n = wordsOf(line).length;
      return n >= 12 && n <= 35 && !/[/&%+=]/.test(line);
    });
  const step = Math.max(1, Math.floor(lines.length / count));
  return Array.from({ length: Math.min(count, lines.length) }, (_, i) => lines[i * step]!);
}

type Sample = { text: string; wav: string; webm: string; seconds: number };

function synthesise(dir: string, voice: 'flite' | 'espeak', texts: string[]): Sample[] {
  return texts.map((text, i) => {
    const raw = join(dir, `${voice}-${i}.raw.wav`);
    const wav = join(dir, `${voice}-${i}.wav`);
    const webm = join(dir, `${voice}-${i}.webm`);
    if (voice === 'flite') execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', raw]);
    else execFileSync('espeak-ng', ['-v', 'en-us', '-w', raw, text]);
    execFileSync('sox', ['-V1', raw, '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', wav]);
    encodeAsBrowser(wav, webm);
    const seconds = Number(execFileSync('soxi', ['-D', wav]).toString().trim());
    return { text, wav, webm, seconds };
  });
}

function row(
  engine: string,
  voice: string,
  results: { text: string; heard: string; seconds: number; ms: number }[],
): EngineRow {
  const referenceWords = results.reduce((n, r) => n + wordsOf(r.text).length, 0);
  // Corpus WER: every answer's errors over all reference words.
  const errors = results.reduce(
    (n, r) => n + wordErrorRate(r.text, r.heard) * wordsOf(r.text).length,
    0,
  );
  const audioSeconds = results.reduce((n, r) => n + r.seconds, 0);
  const ms = results.reduce((n, r) => n + r.ms, 0);
  return {
    engine,
    voice,
    answers: results.length,
    referenceWords,
    wer: round1((errors / referenceWords) * 100),
    audioSeconds: round1(audioSeconds),
    rtf: Math.round((ms / 1000 / audioSeconds) * 1000) / 1000,
  };
}

// The product's path: the webm file streamed through ffmpeg to the worker thread's decoder.
async function productEngine(samples: Sample[]) {
  const transcriber = createSpeechTranscriber();
  const results = [];
  for (const s of samples) {
    const started = performance.now();
    const r = await transcriber.transcribe((await openAsBlob(s.webm)).stream(), () => undefined);
    results.push({
      text: s.text,
      heard: r.text,
      seconds: s.seconds,
      ms: performance.now() - started,
    });
  }
  await transcriber.close();
  return results;
}

// The decoder alone, in this thread, on the WAV, with other PocketSphinx options.
async function decoderEngine(samples: Sample[], options: Record<string, string>) {
  const decoder = createDecoder(findModel(DEBIAN_MODEL_DIR)!, options);
  const results = [];
  for (const s of samples) {
    const pcm = await decodeToPcm(s.wav);
    const started = performance.now();
    const { words } = decoder.decode(pcm);
    results.push({
      text: s.text,
      heard: words.map((w) => w.text).join(' '),
      seconds: s.seconds,
      ms: performance.now() - started,
    });
  }
  decoder.free();
  return results;
}

// A few answers recorded the way the web app records them: Chromium's fake microphone playing
// a flite WAV, MediaRecorder (webm/opus) in a page served from this process.
async function fakeMicrophoneRecordings(dir: string, samples: Sample[]): Promise<Sample[]> {
  const { chromium } = await import('playwright-core');
  const recorded: Sample[] = [];
  const page = `<!doctype html><script>
    window.record = async (ms) => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream, { mimeType: 'audio/webm;codecs=opus' });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((r) => (recorder.onstop = r));
      recorder.start();
      await new Promise((r) => setTimeout(r, ms));
      recorder.stop();
      await stopped;
      stream.getTracks().forEach((t) => t.stop());
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let s = ''; for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    };
  </script>`;
  const server = createServer((_, res) => res.end(page)).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  try {
    for (const [i, s] of samples.entries()) {
      // Half a second of silence first: the file starts playing when the microphone opens.
      const padded = join(dir, `mic-${i}.wav`);
      execFileSync('sox', ['-V1', s.wav, padded, 'pad', '0.5', '1']);
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-audio-capture=${padded}%noloop`,
        ],
      });
      try {
        const tab = await browser.newPage();
        await tab.goto(`http://127.0.0.1:${port}/`);
        const base64 = await tab.evaluate(
          (ms) => (globalThis as unknown as { record: (ms: number) => Promise<string> }).record(ms),
          Math.round((s.seconds + 1.5) * 1000),
        );
        const webm = join(dir, `mic-${i}.webm`);
        writeFileSync(webm, Buffer.from(base64, 'base64'));
        const wav = join(dir, `mic-${i}.rec.wav`);
        execFileSync('ffmpeg', [
          '-nostdin',
          '-loglevel',
          'error',
          '-y',
          '-i',
          webm,
          '-ac',
          '1',
          '-ar',
          String(SAMPLE_RATE),
          wav,
        ]);
        recorded.push({
          text: s.text,
          wav,
          webm,
          seconds: Number(execFileSync('soxi', ['-D', wav]).toString().trim()),
        });
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }
  return recorded;
}

const installed = (tool: string) => spawnSync('which', [tool], { stdio: 'ignore' }).status === 0;

export async function runTranscriptionBench(): Promise<TranscriptionBenchResult> {
  const skipped: string[] = [];
  const missing = ['flite', 'espeak-ng', 'sox', 'ffmpeg'].filter((t) => !installed(t));
  if (!createSpeechTranscriber().status.available || missing.length) {
    skipped.push(
      `Transcription bench skipped: needs libpocketsphinx3 pocketsphinx-en-us ffmpeg flite espeak-ng sox (missing: ${missing.join(' ') || 'PocketSphinx'})`,
    );
    console.log(skipped[0]);
    return { rows: [], skipped };
  }
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-speech-bench-'));
  const rows: EngineRow[] = [];
  try {
    const texts = knownTexts(ANSWERS);
    const voices = {
      'flite slt': synthesise(dir, 'flite', texts),
      'espeak-ng en-us': synthesise(dir, 'espeak', texts),
    };
    for (const [voice, samples] of Object.entries(voices)) {
      rows.push(
        row(
          'PocketSphinx, product path (webm/opus, ffmpeg, worker)',
          voice,
          await productEngine(samples),
        ),
      );
      rows.push(
        row(
          'PocketSphinx decoder, WAV, -remove_silence no (product)',
          voice,
          await decoderEngine(samples, { '-remove_silence': 'no' }),
        ),
      );
      rows.push(
        row(
          'PocketSphinx decoder, WAV, -remove_silence yes (library default)',
          voice,
          await decoderEngine(samples, { '-remove_silence': 'yes' }),
        ),
      );
      rows.push(
        row(
          'PocketSphinx decoder, WAV, wide beams',
          voice,
          await decoderEngine(samples, {
            '-remove_silence': 'no',
            '-beam': '1e-60',
            '-wbeam': '1e-50',
            '-pbeam': '1e-60',
            '-maxhmmpf': '-1',
          }),
        ),
      );
    }
    if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
      const mic = await fakeMicrophoneRecordings(
        dir,
        voices['flite slt'].slice(0, FAKE_MIC_ANSWERS),
      );
      rows.push(
        row(
          'PocketSphinx, product path (webm/opus, ffmpeg, worker)',
          'flite slt via Chromium fake mic',
          await productEngine(mic),
        ),
      );
    } else {
      skipped.push('Fake-microphone recordings skipped: no Chromium at /usr/bin/chromium');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printTable({
    title: 'Speech engines: WER and RTF (decision 032)',
    columns: ['Engine', 'Voice', 'Answers', 'Words', 'WER %', 'Audio s', 'RTF'],
    rows: rows.map((r) => [
      r.engine,
      r.voice,
      r.answers,
      r.referenceWords,
      r.wer,
      r.audioSeconds,
      r.rtf,
    ]),
    notes: [
      'WER: word-level Levenshtein distance over all answers / reference words (lowercased, punctuation dropped).',
      'RTF: wall time to transcribe / audio length (product path: ffmpeg decode + worker round trip included).',
      'Not measurable here: whisper.cpp, sherpa-onnx, Vosk (no model from Debian or npm; see docs/research/offline-speech-engines.md).',
      ...skipped,
    ],
  });
  return { rows, skipped };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runTranscriptionBench().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
