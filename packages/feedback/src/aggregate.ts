import type { AnswerFeedback, MetricId } from './types';
import { METRIC_IDS } from './types';
import { round1 } from './scoring';
import { byWeight, gains } from './overall';

// A whole interview's feedback from its answers' feedback, in question order.
//
// score: the mean of the answers' scores, rounded (an empty answer counts, as 0).
// Per metric: how many answers it applied to and its mean sub-score over those.
// strengths: metrics whose mean sub-score is at least STRENGTH_FROM, heaviest first.
// improvements: the MAX_IMPROVEMENTS metrics with the largest mean gain (the points the
//   interview score would rise by if that metric reached 100 in every answer), with the
//   questions where it was fair or needs work; ties go to the heavier metric.
// weakestQuestionIndex: the lowest-scoring answer (the first of equals), to practise again.

export const STRENGTH_FROM = 90;
export const MAX_IMPROVEMENTS = 3;

export type MetricSummary = { id: MetricId; applicable: number; meanSubScore: number | null };
export type InterviewImprovement = { id: MetricId; gain: number; questions: number[] };

export type InterviewFeedback = {
  score: number;
  questionScores: number[];
  metrics: MetricSummary[];
  strengths: MetricId[];
  improvements: InterviewImprovement[];
  weakestQuestionIndex: number | null;
};

export function aggregate(feedbacks: readonly AnswerFeedback[]): InterviewFeedback {
  const questionScores = feedbacks.map((f) => f.score);
  const count = feedbacks.length;
  const score = count === 0 ? 0 : Math.round(questionScores.reduce((sum, s) => sum + s, 0) / count);

  const answerGains = feedbacks.map((f) => gains(f.metrics));
  const metrics: MetricSummary[] = [];
  const improvements: InterviewImprovement[] = [];
  for (const id of METRIC_IDS) {
    const subScores: number[] = [];
    const questions: number[] = [];
    let gain = 0;
    feedbacks.forEach((f, q) => {
      const metric = f.metrics.find((m) => m.id === id);
      if (!metric || metric.subScore === null) return;
      subScores.push(metric.subScore);
      if (metric.status === 'fair' || metric.status === 'needs-work') questions.push(q);
      gain += answerGains[q].get(id) ?? 0;
    });
    const meanSubScore =
      subScores.length === 0
        ? null
        : Math.round(subScores.reduce((sum, s) => sum + s, 0) / subScores.length);
    metrics.push({ id, applicable: subScores.length, meanSubScore });
    if (questions.length > 0 && gain > 0) improvements.push({ id, gain: gain / count, questions });
  }

  improvements.sort((a, b) => b.gain - a.gain || byWeight(a.id, b.id));
  let weakestQuestionIndex: number | null = null;
  questionScores.forEach((s, q) => {
    if (weakestQuestionIndex === null || s < questionScores[weakestQuestionIndex]) {
      weakestQuestionIndex = q;
    }
  });
  return {
    score,
    questionScores,
    metrics,
    strengths: metrics
      .filter((m) => m.meanSubScore !== null && m.meanSubScore >= STRENGTH_FROM)
      .map((m) => m.id)
      .sort(byWeight),
    improvements: improvements
      .slice(0, MAX_IMPROVEMENTS)
      .map((i) => ({ ...i, gain: round1(i.gain) })),
    weakestQuestionIndex,
  };
}
