// Content feedback quality (decision 033): on the labelled set (content-feedback.data.ts,
// 150 answers to 30 bank questions), how often the analysis ranks answers to one question
// right (strong > weak > off topic), how far below an on-topic answer an off-topic one
// scores, and how the relevance status splits the labels. The tuning half chose the
// thresholds; the held-out half was only measured. Answers are typed (no timing), so the
// score is over the metrics that apply to a typed answer.
import { fileURLToPath } from 'node:url';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import type { AnswerFeedback, MetricId } from '@rehearse/feedback/types';
import { analyzeAnswerWithContent, buildContentBank } from '@rehearse/feedback/content';
import { behaviouralQuestions } from '../../apps/api/src/db/seed/data/questions/behavioural.data';
import { situationalAndRoleQuestions } from '../../apps/api/src/db/seed/data/questions/situational-and-role.data';
import type { ContentLabel, LabelledAnswer } from './content-feedback.data';
import { LABELLED_ANSWERS } from './content-feedback.data';
import { median, min, p99, round1 } from './stats';
import { printTable } from './table';

// What "clearly below" means: an off-topic answer scores at least this many points under the
// strong answer to the same question, and its relevance status is needs-work. (Below a weak
// answer it only has to rank lower: the weak>off column.)
export const CLEAR_GAP = 25;

const OPEN_QUESTIONS = [...behaviouralQuestions, ...situationalAndRoleQuestions];
const RANK: Record<ContentLabel, number> = { strong: 2, weak: 1, off: 0 };
const HALVES = ['tuning', 'heldOut'] as const;

type Scored = LabelledAnswer & { feedback: AnswerFeedback; deliveryOnly: number };

const metric = (f: AnswerFeedback, id: MetricId) => f.metrics.find((m) => m.id === id);

// Also times the bank's build (WordNet's index loads then) and each analysis after it.
function scoreAll(): { scored: Scored[]; bankMs: number; analysisMs: number[] } {
  const started = performance.now();
  const bank = buildContentBank(OPEN_QUESTIONS);
  const bankMs = performance.now() - started;
  const analysisMs: number[] = [];
  const byId = new Map(OPEN_QUESTIONS.map((q) => [q.id, q]));
  const scored = LABELLED_ANSWERS.map((answer) => {
    const q = byId.get(answer.questionId);
    if (!q) throw new Error(`No bank question ${answer.questionId}`);
    const input = {
      transcript: answer.transcript,
      questionId: q.id,
      prompt: q.prompt,
      talkingPoints: q.talkingPoints,
      modelAnswer: q.modelAnswer,
      expectsStar: q.category === 'behavioural' || q.category === 'situational',
    };
    const before = performance.now();
    const feedback = analyzeAnswerWithContent(input, bank);
    analysisMs.push(performance.now() - before);
    return { ...answer, feedback, deliveryOnly: analyzeAnswer(input).score };
  });
  return { scored, bankMs, analysisMs };
}

// Pairs of answers to the same question with different labels: the share ordered right by
// `value` (a tie counts as wrong).
function pairwise(
  rows: readonly Scored[],
  value: (s: Scored) => number,
  kinds?: [ContentLabel, ContentLabel],
) {
  let right = 0;
  let total = 0;
  for (const a of rows) {
    for (const b of rows) {
      if (a.questionId !== b.questionId || RANK[a.label] <= RANK[b.label]) continue;
      if (kinds && (a.label !== kinds[0] || b.label !== kinds[1])) continue;
      total += 1;
      if (value(a) > value(b)) right += 1;
    }
  }
  return { right, total, share: total === 0 ? 0 : round1((100 * right) / total) };
}

function gaps(rows: readonly Scored[], on: ContentLabel, value: (s: Scored) => number) {
  const out: number[] = [];
  for (const a of rows.filter((r) => r.label === on))
    for (const b of rows.filter((r) => r.label === 'off' && r.questionId === a.questionId))
      out.push(value(a) - value(b));
  return out;
}

export function runContentFeedbackBench() {
  const { scored, bankMs, analysisMs } = scoreAll();
  const score = (s: Scored) => s.feedback.score;
  const relevance = (s: Scored) => metric(s.feedback, 'relevance')?.value ?? 0;
  const coverage = (s: Scored) => metric(s.feedback, 'talkingPoints')?.value ?? 0;
  const specificity = (s: Scored) => metric(s.feedback, 'specificity')?.value ?? 0;

  const results = HALVES.map((half) => {
    const rows = scored.filter((s) => s.half === half);
    const questions = new Set(rows.map((r) => r.questionId)).size;
    const clear = rows
      .filter((r) => r.label === 'off')
      .filter((off) => {
        const strong = rows.filter((r) => r.questionId === off.questionId && r.label === 'strong');
        return (
          Math.min(...strong.map(score)) - score(off) >= CLEAR_GAP &&
          metric(off.feedback, 'relevance')?.status === 'needs-work'
        );
      }).length;
    return { half, rows, questions, clear };
  });

  printTable({
    title: 'Content feedback: ranking within a question (% of pairs right)',
    columns: [
      'Half',
      'Questions',
      'Answers',
      'Pairs',
      'Score: all',
      'strong>weak',
      'strong>off',
      'weak>off',
      'Relevance: on>off',
      'Delivery only: all',
    ],
    rows: results.map(({ half, rows, questions }) => [
      half,
      questions,
      rows.length,
      pairwise(rows, score).total,
      pairwise(rows, score).share,
      pairwise(rows, score, ['strong', 'weak']).share,
      pairwise(rows, score, ['strong', 'off']).share,
      pairwise(rows, score, ['weak', 'off']).share,
      round1(
        (100 *
          (pairwise(rows, relevance, ['strong', 'off']).right +
            pairwise(rows, relevance, ['weak', 'off']).right)) /
          (pairwise(rows, relevance, ['strong', 'off']).total +
            pairwise(rows, relevance, ['weak', 'off']).total),
      ),
      pairwise(rows, (s) => s.deliveryOnly).share,
    ]),
    notes: [
      'Pairs: two answers to the same question with different labels; a tie counts as wrong.',
      'Delivery only: the score without the content metrics (what the browser preview computes).',
    ],
  });

  printTable({
    title: `Content feedback: on-topic minus off-topic score, same question (points; "clearly" = >= ${CLEAR_GAP} and relevance needs-work)`,
    columns: [
      'Half',
      'strong-off min',
      'strong-off median',
      'weak-off min',
      'weak-off median',
      'Off topic clearly below',
      'Off-topic score max',
      'Delivery-only gap median',
    ],
    rows: results.map(({ half, rows, clear }) => {
      const strong = gaps(rows, 'strong', score);
      const weak = gaps(rows, 'weak', score);
      const offCount = rows.filter((r) => r.label === 'off').length;
      return [
        half,
        min(strong),
        median(strong),
        min(weak),
        median(weak),
        `${clear} / ${offCount}`,
        Math.max(...rows.filter((r) => r.label === 'off').map(score)),
        median([
          ...gaps(rows, 'strong', (s) => s.deliveryOnly),
          ...gaps(rows, 'weak', (s) => s.deliveryOnly),
        ]),
      ];
    }),
  });

  const statuses = ['good', 'fair', 'needs-work'] as const;
  printTable({
    title: 'Content feedback: relevance status by label (answers)',
    columns: [
      'Half',
      'Label',
      ...statuses,
      'Mean relevance',
      'Mean coverage %',
      'Mean specificity',
      'Mean score',
    ],
    rows: results.flatMap(({ half, rows }) =>
      (['strong', 'weak', 'off'] as const).map((label) => {
        const group = rows.filter((r) => r.label === label);
        const mean = (f: (s: Scored) => number) =>
          round1(group.reduce((sum, s) => sum + f(s), 0) / group.length);
        return [
          half,
          label,
          ...statuses.map(
            (st) => group.filter((g) => metric(g.feedback, 'relevance')?.status === st).length,
          ),
          mean(relevance),
          mean(coverage),
          mean(specificity),
          mean(score),
        ];
      }),
    ),
    notes: [
      `Bank background (${OPEN_QUESTIONS.length} questions, WordNet's index loaded then): ${round1(bankMs)} ms.`,
      `One analysis with the content metrics: median ${round1(median(analysisMs))} ms, p99 ${round1(p99(analysisMs))} ms.`,
    ],
  });
  return results.map(({ half, rows, clear }) => {
    const strongGaps = gaps(rows, 'strong', score);
    return {
      half,
      rankingRight: pairwise(rows, score).share,
      clearlyBelow: `${clear} / ${rows.filter((r) => r.label === 'off').length}`,
      gapMin: min(strongGaps),
      gapMedian: median(strongGaps),
    };
  });
}

// Alone: `node --import tsx bench/src/content-feedback.bench.ts` (needs no build).
if (process.argv[1] === fileURLToPath(import.meta.url)) runContentFeedbackBench();
