// Precision and recall of job-description term recognition (decision 034) on the twenty
// labelled descriptions in packages/feedback/src/fixture-job-descriptions.ts, and how long it
// takes. Runs alone with `node --import tsx bench/src/job-terms.bench.ts`; `npm run bench`
// includes it. Figures are printed, never asserted.
import { pathToFileURL } from 'node:url';
import {
  HELD_OUT_JOB_DESCRIPTIONS,
  JOB_DESCRIPTIONS,
  overallScore,
  scoreRecognition,
  type LabelledJobDescription,
} from '@rehearse/feedback/fixture-job-descriptions';
import { JOB_VOCABULARY_SIZE, recogniseJobTerms } from '@rehearse/feedback/job-vocabulary';
import { median } from './stats';
import { printTable } from './table';

export type JobTermsBenchResult = {
  precision: number;
  recall: number;
  heldOutPrecision: number;
  heldOutRecall: number;
  descriptions: number;
  vocabulary: number;
  firstMs: number;
  medianMs: number;
};

const percent = (x: number) => Math.round(1000 * x) / 10;

function printScores(title: string, descriptions: readonly LabelledJobDescription[]) {
  const scores = descriptions.map(scoreRecognition);
  const overall = overallScore(scores);
  printTable({
    title,
    columns: [
      'Description',
      'Found',
      'Expected',
      'Correct',
      'Precision %',
      'Recall %',
      'Missed',
      'Extra',
    ],
    rows: [
      ...scores.map((s) => [
        s.id,
        s.found.length,
        s.expected.length,
        s.correct.length,
        percent(s.precision),
        percent(s.recall),
        s.missed.join(', ') || '-',
        s.extra.join(', ') || '-',
      ]),
      [
        'All (micro-average)',
        overall.found,
        overall.expected,
        overall.correct,
        percent(overall.precision),
        percent(overall.recall),
        '',
        '',
      ],
    ],
  });
  return overall;
}

export function runJobTermsBench(): JobTermsBenchResult {
  // The first call builds the matcher over the whole vocabulary.
  let started = performance.now();
  recogniseJobTerms(JOB_DESCRIPTIONS[0]!.text);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const jd of JOB_DESCRIPTIONS) {
      started = performance.now();
      recogniseJobTerms(jd.text);
      times.push(performance.now() - started);
    }
  }
  const overall = printScores(
    `Job-description terms: ${JOB_DESCRIPTIONS.length} labelled descriptions, vocabulary of ${JOB_VOCABULARY_SIZE} terms`,
    JOB_DESCRIPTIONS,
  );
  const heldOut = printScores(
    `Job-description terms: ${HELD_OUT_JOB_DESCRIPTIONS.length} held-out descriptions (never used for tuning)`,
    HELD_OUT_JOB_DESCRIPTIONS,
  );
  return {
    precision: overall.precision,
    recall: overall.recall,
    heldOutPrecision: heldOut.precision,
    heldOutRecall: heldOut.recall,
    descriptions: JOB_DESCRIPTIONS.length,
    vocabulary: JOB_VOCABULARY_SIZE,
    firstMs,
    medianMs: median(times),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = runJobTermsBench();
  console.log(
    `precision ${percent(r.precision)} %, recall ${percent(r.recall)} % (held out: ${percent(r.heldOutPrecision)} %, ${percent(r.heldOutRecall)} %); first call ${r.firstMs.toFixed(1)} ms (builds the matcher), then median ${r.medianMs.toFixed(2)} ms a description`,
  );
}
