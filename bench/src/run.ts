// Benchmark entry: `npm run bench` from the repository root (builds first), or
// `node --import tsx bench/src/run.ts` after `npm run build -w @rehearse/api`.
// Figures are printed, never asserted: they depend on the machine.
import os from 'node:os';
import { killEverythingNow } from './servers';
import { runSignInBench } from './sign-in.bench';
import { FRESH_TARGET_MS, RESTART_TARGET_MS, runStartupBench } from './startup.bench';
import { max, median, p99, round1 } from './stats';
import { printTable } from './table';
import { runThroughputBench } from './throughput.bench';
import { runDataScaleBench } from './data-scale.bench';
import { runHiringScaleBench } from './hiring-scale.bench';
import { runPipelineScaleBench } from './pipeline-scale.bench';
import { runReviewScaleBench } from './review-scale.bench';
import { SIGN_IN_TARGET_KB, runBundleBench } from './bundle.bench';
import { runFeedbackBench } from './feedback.bench';
import { runJobTermsBench } from './job-terms.bench';
import { CLEAR_GAP, runContentFeedbackBench } from './content-feedback.bench';
import { runQuestionPoolBench } from './question-pool.bench';
import { runRecordingUploadBench } from './recording-upload.bench';
import { runFileUploadBench } from './file-upload.bench';
import { liveEventsRows, runLiveEventsBench } from './live-events.bench';
import { runProgressBench } from './progress.bench';
import { runScreenScaleBench } from './screen-scale.bench';
import { runWriteContentionBench } from './write-contention.bench';
import { runTranscriptionBench } from './transcription.bench';
import {
  LANDING_TARGET_MS,
  SIGNED_IN_TARGET_MS,
  runDemoColdStartBench,
} from './demo-cold-start.bench';
import { HOME_TARGET_SCORE, SIGN_IN_TARGET_SCORE, runLighthouseBench } from './lighthouse.bench';

// Ctrl-C or a crash must not leave servers running or data folders behind.
process.on('exit', killEverythingNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\nbench interrupted by ${signal}`);
    process.exit(130);
  });
}

async function main() {
  const started = performance.now();
  console.log(
    `Rehearse benchmarks: node ${process.version}, ${os.cpus().length} CPU(s), ${os.platform()} ${os.arch()}`,
  );

  const startup = await runStartupBench();
  // Sign-in runs on the folder the last start-up run created; runSignInBench removes it.
  const signIn = await runSignInBench(startup.keptDataDir);
  const throughput = await runThroughputBench();
  const contention = await runWriteContentionBench();
  const scale = await runDataScaleBench();
  const hiring = await runHiringScaleBench();
  const pipeline = await runPipelineScaleBench();
  const review = await runReviewScaleBench();
  const pool = await runQuestionPoolBench();
  const upload = await runRecordingUploadBench();
  const fileUpload = await runFileUploadBench();
  const liveEvents = await runLiveEventsBench();
  const progress = await runProgressBench();
  const screens = await runScreenScaleBench();
  const bundle = await runBundleBench();
  const feedback = runFeedbackBench();
  const jobTerms = runJobTermsBench();
  const content = runContentFeedbackBench();
  const lighthouse = await runLighthouseBench();
  const speech = await runTranscriptionBench();
  const demo = await runDemoColdStartBench();
  const product = (voice: string) =>
    speech.rows.find((r) => r.voice === voice && r.engine.includes('product path'));

  printTable({
    title: 'Summary',
    columns: ['Figure', 'Value', 'Unit', 'Target'],
    rows: [
      ['Fresh start-up, median', round1(median(startup.freshMs)), 'ms', `< ${FRESH_TARGET_MS}`],
      ['Fresh start-up, max', round1(max(startup.freshMs)), 'ms', `< ${FRESH_TARGET_MS}`],
      ['Restart, median', round1(median(startup.restartMs)), 'ms', `< ${RESTART_TARGET_MS}`],
      ['Restart, max', round1(max(startup.restartMs)), 'ms', `< ${RESTART_TARGET_MS}`],
      ['Shutdown, median', round1(median(startup.shutdownMs)), 'ms', '-'],
      ['Sign-in, median', round1(signIn.medianMs), 'ms', '-'],
      ['Sign-in, p99', round1(signIn.p99Ms), 'ms', '-'],
      ['GET /bench/hello', round1(throughput.hello.requestsPerSecond), 'req/s', '-'],
      ['GET /bench/hello, p99', round1(throughput.hello.latencyP99Ms), 'ms', '-'],
      ['GET /api/common/user', round1(throughput.user.requestsPerSecond), 'req/s', '-'],
      ['GET /api/common/user, p99', round1(throughput.user.latencyP99Ms), 'ms', '-'],
      // A string keeps three decimals without widening every other figure in the column.
      ['user / hello requests/s ratio', throughput.ratio.toFixed(3), 'x', '-'],
      ...(['notes', 'signUps'] as const).flatMap((kind) => {
        const { writes, userReads, healthReads } = contention[kind];
        const label = kind === 'notes' ? 'note writers' : 'sign-up writers';
        const p99OrDash = (ms: number[]) => (ms.length > 0 ? round1(p99(ms)) : '-');
        return [
          [`50 ${label}: write p99`, p99OrDash(writes.ms), 'ms', '-'],
          [`50 ${label}: write time-outs`, writes.timedOut, '', '-'],
          [`50 ${label}: read p99 (user)`, p99OrDash(userReads.ms), 'ms', '-'],
          [`50 ${label}: read p99 (health)`, p99OrDash(healthReads.ms), 'ms', '-'],
        ];
      }),
      ['Mail page 100k/1k median ratio', scale.mailRatio.toFixed(2), 'x', '< 2'],
      ['Product page 100k/1k median ratio', scale.productRatio.toFixed(2), 'x', '< 2'],
      ...hiring.ratios.map(({ label, ratio }) => [
        `Hiring ${label}, 10k/100 median ratio`,
        ratio.toFixed(2),
        'x',
        '< 2',
      ]),
      ...pipeline.ratios.map(({ label, ratio }) => [
        `Pipeline ${label}, 10k/100 median ratio`,
        ratio.toFixed(2),
        'x',
        '< 2',
      ]),
      ['Ranking of 1,000 scored candidates, median', round1(review.rankingMs), 'ms', '-'],
      ['Question pool listing, cold, median', round1(median(pool.cold)), 'ms', '-'],
      ['Question pool listing, cold, p99', round1(p99(pool.cold)), 'ms', '-'],
      ['Question pool listing, warm, median', round1(median(pool.warm)), 'ms', '-'],
      ['Question pool listing, warm, p99', round1(p99(pool.warm)), 'ms', '-'],
      ['Recording upload 50 MB, median', round1(median(upload.uploadMBps)), 'MB/s', '-'],
      ['File manager upload 20 x 5 MB', round1(fileUpload.sequentialMBps), 'MB/s', '-'],
      ['File manager upload, 4 at a time', round1(fileUpload.parallelMBps), 'MB/s', '-'],
      ...liveEventsRows(liveEvents),
      ['Progress, 10,000 attempts, median', round1(median(progress.samples)), 'ms', '-'],
      ['Progress, 10,000 attempts, p99', round1(p99(progress.samples)), 'ms', '-'],
      ...screens.ratios.map(({ label, ratio }) => [
        `Screen ${label}, 100k/1k median ratio`,
        ratio.toFixed(2),
        'x',
        '< 2',
      ]),
      ['Sign-in initial JS, gzipped', bundle.gzipKb, 'kB', `< ${SIGN_IN_TARGET_KB}`],
      ['Answer analysis, 2,000 words, median', feedback.medianMs, 'ms', '-'],
      ['Answer analysis, 2,000 words, p99', feedback.p99Ms, 'ms', '-'],
      [
        'Job terms, 20 labelled descriptions, precision',
        round1(100 * jobTerms.precision),
        '%',
        '-',
      ],
      ['Job terms, 20 labelled descriptions, recall', round1(100 * jobTerms.recall), '%', '-'],
      ['Job terms, 6 held-out, precision', round1(100 * jobTerms.heldOutPrecision), '%', '-'],
      ['Job terms, 6 held-out, recall', round1(100 * jobTerms.heldOutRecall), '%', '-'],
      ['Job terms, one description, median', round1(jobTerms.medianMs), 'ms', '-'],
      ...content.flatMap((c) => [
        [`Content ranking within a question (${c.half})`, c.rankingRight, '% of pairs', '-'],
        [`Off topic clearly below (${c.half})`, c.clearlyBelow, 'answers', '-'],
        [
          `Strong minus off-topic score, min / median (${c.half})`,
          `${c.gapMin} / ${c.gapMedian}`,
          'points',
          `>= ${CLEAR_GAP}`,
        ],
      ]),
      ['Lighthouse mobile, /sign-in', lighthouse.signIn.score, '', `>= ${SIGN_IN_TARGET_SCORE}`],
      ['Lighthouse mobile, /workspace/home', lighthouse.home.score, '', `>= ${HOME_TARGET_SCORE}`],
      [
        'Demo landing interactive (desktop network)',
        demo.landingMs,
        'ms',
        `< ${LANDING_TARGET_MS}`,
      ],
      [
        'Demo first signed-in screen, clicked at once',
        demo.signedInAtOnceMs,
        'ms',
        `< ${SIGNED_IN_TARGET_MS}`,
      ],
      ...['flite slt', 'espeak-ng en-us', 'flite slt via Chromium fake mic'].flatMap((voice) => {
        const r = product(voice);
        return r
          ? [
              [`Transcription WER, ${voice}`, r.wer, '%', '-'],
              [`Transcription RTF, ${voice}`, r.rtf.toFixed(3), 'x', '-'],
            ]
          : [];
      }),
    ],
    notes: [`Total bench time ${round1((performance.now() - started) / 1000)} s.`],
  });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
