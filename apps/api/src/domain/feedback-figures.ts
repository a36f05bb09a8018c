import { METRIC_IDS, type AnswerFeedback, type MetricId } from '@rehearse/feedback/types';

// The figures of an analysis that the progress tracker charts, as plain column values: words
// per minute, fillers per 100 words, STAR components found, and every metric's sub-score in
// METRIC_IDS order (null where a metric did not apply). Written with the analysis itself.
export function feedbackFigures(feedback: AnswerFeedback | null) {
  const metric = (id: MetricId) => feedback?.metrics.find((m) => m.id === id);
  return {
    wordsPerMinute: metric('wordsPerMinute')?.value ?? null,
    fillersPer100: metric('fillerWords')?.value ?? null,
    starComponents: metric('star')?.value ?? null,
    subScores: feedback ? METRIC_IDS.map((id) => metric(id)?.subScore ?? null) : null,
  };
}
