// Answer analysis time (decision 011): analyzeAnswer on a 2,000-word recorded answer with
// word timings, talking points and a job description, so every metric runs. Pure CPU work, no
// server: the figure is what the API and the browser spend per answer.
import { fileURLToPath } from 'node:url';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import { recogniseJobTerms } from '@rehearse/feedback/job-vocabulary';
import type { AnswerInput } from '@rehearse/feedback/types';
import {
  JOB_DESCRIPTION,
  TEAMMATE_TALKING_POINTS,
  againstJobDescription,
  hedging,
  ramblingFillers,
  strongStar,
  timedWords,
  weOnly,
  withPauses,
} from '@rehearse/feedback/fixture-answers';
import { median, p99, round1 } from './stats';
import { printTable } from './table';

export const FEEDBACK_WORDS = 2000;
const WARM_UP_RUNS = 20;
const TIMED_RUNS = 200;

export type FeedbackBenchResult = { words: number; medianMs: number; p99Ms: number };

// The fixture answers one after another until FEEDBACK_WORDS words, cut at a word boundary.
export function longAnswer(): AnswerInput {
  const parts = [strongStar, ramblingFillers, hedging, weOnly, withPauses, againstJobDescription];
  const words: string[] = [];
  for (let i = 0; words.length < FEEDBACK_WORDS; i++) {
    words.push(...parts[i % parts.length].transcript.split(/\s+/).filter(Boolean));
  }
  const transcript = words.slice(0, FEEDBACK_WORDS).join(' ');
  // 0.4 s a word (150 words a minute) with a 3 s silence every 100 words.
  const pauses = Object.fromEntries(
    Array.from({ length: FEEDBACK_WORDS / 100 }, (_, k) => [k * 100 + 99, 3]),
  );
  return {
    transcript,
    words: timedWords(transcript, 0.4, pauses),
    talkingPoints: TEAMMATE_TALKING_POINTS,
    jobTerms: recogniseJobTerms(JOB_DESCRIPTION),
    expectsStar: true,
  };
}

export function runFeedbackBench(): FeedbackBenchResult {
  const input = longAnswer();
  const words = analyzeAnswer(input).metrics.find((m) => m.id === 'wordCount')?.value ?? 0;
  for (let i = 0; i < WARM_UP_RUNS; i++) analyzeAnswer(input);
  const samples: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    analyzeAnswer(input);
    samples.push(performance.now() - started);
  }
  const result = { words, medianMs: round1(median(samples)), p99Ms: round1(p99(samples)) };
  printTable({
    title: 'Answer analysis (@rehearse/feedback)',
    columns: ['Transcript', 'Runs', 'Median', 'p99', 'Unit'],
    rows: [[`${words} words, timed`, TIMED_RUNS, result.medianMs, result.p99Ms, 'ms']],
    notes: [
      `analyzeAnswer with word timings, talking points and a job description; ${WARM_UP_RUNS} warm-up runs first.`,
    ],
  });
  return result;
}

// Alone: `node --import tsx bench/src/feedback.bench.ts` (needs no build).
if (process.argv[1] === fileURLToPath(import.meta.url)) runFeedbackBench();
