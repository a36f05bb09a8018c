import type { AnswerFeedback, AnswerInput, Metric, MetricId, MetricOf } from './types';
import type { Token } from './text';
import { tokenize } from './text';
import { WEIGHTS } from './scoring';
import { improvementsOf, overallScore, strengthsOf } from './overall';
import { wordCountMetric } from './word-count';
import {
  longPausesMetric,
  speakingTimeMetric,
  speakingTimeOf,
  wordsPerMinuteMetric,
} from './timing';
import { fillerWordsMetric } from './fillers';
import { hedgesMetric } from './hedges';
import { starMetric } from './star';
import { iVersusWeMetric } from './pronouns';
import { quantifiedClaimsMetric } from './quantities';
import { specificityMetric } from './specificity';
import { notApplicable } from './scoring';
import { jobTermsMetric } from './job-terms';
import { wordRepetitionMetric } from './word-use';
import { readingGradeMetric } from './reading-grade';

// The content metrics that compare the answer with the question by meaning. They need WordNet
// (tens of MB), so they live behind their own entry, content.ts, which only the API imports;
// without it (the browser's live preview) they are not applicable, "measured after saving".
export type ContentMetrics = {
  relevance: MetricOf<'relevance'>;
  talkingPoints: MetricOf<'talkingPoints'>;
};
export type MeasureContent = (tokens: readonly Token[], input: AnswerInput) => ContentMetrics;

const contentNotMeasured = (reason: 'afterSaving' | 'empty'): ContentMetrics => ({
  relevance: notApplicable('relevance', reason),
  talkingPoints: notApplicable('talkingPoints', reason),
});

// The whole analysis of one answer: every metric (in METRIC_IDS order), the overall score, and
// what to keep and what to work on. Pure and deterministic: the same input gives the same
// output in the API and in the browser. Nothing about emotion or appearance is measured.
// Without the content metrics: the browser's preview (see ContentMetrics).
export function analyzeAnswer(input: AnswerInput): AnswerFeedback {
  return analyzeAnswerWith(input, null);
}

// With content.ts's measure of the content metrics (analyzeAnswerWithContent, the API's).
export function analyzeAnswerWith(
  input: AnswerInput,
  measureContent: MeasureContent | null,
): AnswerFeedback {
  const transcript = input.transcript ?? '';
  const tokenized = tokenize(transcript);
  const { tokens } = tokenized;
  const time = speakingTimeOf(input);
  const expectsStar = input.expectsStar === true;
  const content =
    tokens.length === 0
      ? contentNotMeasured('empty')
      : measureContent
        ? measureContent(tokens, input)
        : contentNotMeasured('afterSaving');
  const metrics: Metric[] = [
    wordCountMetric(tokenized),
    speakingTimeMetric(tokens, time),
    wordsPerMinuteMetric(tokens, time),
    fillerWordsMetric(tokens, time?.seconds ?? null),
    hedgesMetric(tokens),
    longPausesMetric(tokens, input),
    starMetric(tokens, expectsStar),
    iVersusWeMetric(tokens),
    quantifiedClaimsMetric(tokens, transcript, expectsStar),
    content.talkingPoints,
    jobTermsMetric(tokens, transcript, input.jobTerms),
    wordRepetitionMetric(tokens),
    readingGradeMetric(tokenized),
    content.relevance,
    specificityMetric(tokens, transcript),
  ];
  return {
    score: overallScore(metrics),
    weights: { ...WEIGHTS },
    metrics,
    strengths: strengthsOf(metrics),
    improvements: improvementsOf(metrics),
  };
}

// One metric of a feedback, typed by its id (every feedback holds all of METRIC_IDS).
export function metricOf<K extends MetricId>(feedback: AnswerFeedback, id: K): MetricOf<K> {
  const metric = feedback.metrics.find((m) => m.id === id);
  if (!metric) throw new Error(`The feedback has no "${id}" metric`);
  // The union is discriminated by id, so the match is that id's metric.
  return metric as MetricOf<K>;
}
