import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordsOf } from '@rehearse/feedback/word-error-rate';

// A known spoken answer for the fake microphone: two sentences said by flite's "slt" voice,
// each followed by 3.5 s of silence (a long pause, over the 2.5 s the feedback counts).
// Chromium plays the file in a loop from when the microphone opens, so a recording starts
// anywhere in it: 16 s of recording always hold one whole pause between words.
export const SPOKEN_SENTENCES = [
  'In my last role our checkout page was slow, so I was asked to make it faster before the holiday sale.',
  'I profiled the page, cached the product data, and cut the load time from four seconds to one second.',
];
export const PAUSE_SECONDS = 3.5;

// Makes the WAV (16 kHz mono) in a temporary folder with Debian's flite and sox.
export function spokenAnswerWav(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rehearse-spoken-'));
  const parts = SPOKEN_SENTENCES.map((text, i) => {
    const said = join(dir, `said-${i}.wav`);
    const padded = join(dir, `padded-${i}.wav`);
    execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', said]);
    execFileSync('sox', [said, padded, 'pad', '0', String(PAUSE_SECONDS)]);
    return padded;
  });
  const wav = join(dir, 'answer.wav');
  execFileSync('sox', [...parts, wav]);
  return wav;
}

// Word error rate of a transcript of some stretch of the looped answer: the edit distance to
// the closest stretch of the looped words (starting and ending anywhere), over that stretch's
// length. A transcript of words the answer never had scores high whatever its offset.
export function loopedWordErrorRate(hypothesis: string): number {
  const loop = wordsOf(SPOKEN_SENTENCES.join(' '));
  const ref = [...loop, ...loop, ...loop];
  const hyp = wordsOf(hypothesis);
  if (hyp.length === 0) return 1;
  // Semi-global alignment: any reference start is free (row 0 all zeros), any end is free.
  // cost[j] and span[j]: best edits aligning the hypothesis so far against a stretch ending at j.
  let cost = new Array<number>(ref.length + 1).fill(0);
  let span = new Array<number>(ref.length + 1).fill(0);
  for (let i = 1; i <= hyp.length; i++) {
    const nextCost = [i];
    const nextSpan = [0];
    for (let j = 1; j <= ref.length; j++) {
      const options: [number, number][] = [
        [cost[j - 1]! + (hyp[i - 1] === ref[j - 1] ? 0 : 1), span[j - 1]! + 1],
        [cost[j]! + 1, span[j]!], // an inserted word
        [nextCost[j - 1]! + 1, nextSpan[j - 1]! + 1], // a skipped reference word
      ];
      const [best, length] = options.reduce((a, b) => (b[0] < a[0] ? b : a));
      nextCost.push(best);
      nextSpan.push(length);
    }
    cost = nextCost;
    span = nextSpan;
  }
  let best = 1;
  for (let j = 1; j <= ref.length; j++) best = Math.min(best, cost[j]! / Math.max(1, span[j]!));
  return best;
}
