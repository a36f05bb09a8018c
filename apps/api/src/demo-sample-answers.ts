import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import samples from './db/seed/data/sample-answers/answers.json';
import { removeFiles } from './domain/recordings';
import type { RecordingStore } from './platform/recording-store';
import { DEMO_CANDIDATES, type DemoCandidate } from './demo-candidates.data';

// The demo candidates' spoken answers (db/seed/data/sample-answers, made with espeak-ng and
// ffmpeg; README there), read from src/ at run time as the migrations are, and copied into the
// recordings store (DATA_DIR/recordings) for demo-candidates.ts.

const here = dirname(fileURLToPath(import.meta.url));
const SAMPLE_DIR = join(
  here,
  here.endsWith('dist') ? '../src/db/seed/data/sample-answers' : 'db/seed/data/sample-answers',
);
// What the transcript says made it: the text that was synthesised, not a recogniser.
export const SAMPLE_ENGINE = 'espeak-ng sample script';

export type Sample = (typeof samples.answers)[number];
// One answer's recording already in the store, by candidate index and plan position.
export type StoredAnswer = { key: string; size: number; sample: Sample };
export type StoredAnswers = Map<string, StoredAnswer>;

export const answerKey = (candidate: number, position: number) => `${candidate}:${position}`;

function samplesFor(libraryIndex: number): Sample[] {
  return samples.answers.filter((s) => s.question === libraryIndex);
}

// How many plan questions a candidate submitted: every one when they finished.
export function answeredCount(candidate: DemoCandidate, planLength: number): number {
  if (candidate.completedAfterHours !== undefined) return planLength;
  // A withdrawal deleted what they had answered.
  if (candidate.withdrewAfterHours !== undefined) return 0;
  return candidate.answered ?? 0;
}

// Copies one sample file into the store for every answer the candidates gave (each recording row
// owns its own file: a reset or retention sweep deletes one without touching the others). Runs
// before the rows are written; the caller removes the files if writing them fails.
export async function storeDemoAnswers(
  store: RecordingStore,
  plans: readonly (readonly number[])[],
): Promise<StoredAnswers> {
  const stored: StoredAnswers = new Map();
  try {
    for (const [index, candidate] of DEMO_CANDIDATES.entries()) {
      const plan = plans[candidate.posting]!;
      for (let position = 0; position < answeredCount(candidate, plan.length); position++) {
        const choices = samplesFor(plan[position]!);
        const sample = choices[(candidate.variant ?? 0) % choices.length]!;
        const key = randomUUID();
        const body = Readable.toWeb(
          createReadStream(join(SAMPLE_DIR, sample.file)),
        ) as ReadableStream<Uint8Array>;
        const size = await store.save(key, body, 1024 * 1024);
        stored.set(answerKey(index, position), { key, size, sample });
      }
    }
  } catch (error) {
    await discardDemoAnswers(store, stored);
    throw error;
  }
  return stored;
}

export async function discardDemoAnswers(store: RecordingStore, stored: StoredAnswers) {
  await removeFiles(
    store,
    [...stored.values()].map((s) => s.key),
  );
}

// The transcript's words, spread over the audio in proportion to their length (the text is
// known; the timings are an estimate, as close as the review needs).
export function timedWords(text: string, seconds: number) {
  const words = text.split(/\s+/).filter(Boolean);
  const letters = words.reduce((sum, w) => sum + w.length + 1, 0);
  const span = Math.max(seconds - 0.5, 0.1);
  let at = 0.25;
  return words.map((word) => {
    const length = (span * (word.length + 1)) / letters;
    const timed = {
      text: word.replace(/[.,!?;:]+$/, ''),
      start: Math.round(at * 100) / 100,
      end: Math.round((at + length * 0.85) * 100) / 100,
      confidence: 1,
    };
    at += length;
    return timed;
  });
}
