import type { Metric, MetricId } from './types';
import { METRIC_IDS } from './types';
import { WEIGHTS } from './scoring';

// The overall 0-100 score and the order of strengths and improvements.
//
// Score: the weighted mean of the sub-scores of the metrics that apply to this answer,
//   Σ weight × subScore / Σ weight, over applicable metrics only, so a typed answer is not
//   marked down for having no pace; times the relevance factor, rounded. No applicable metric
//   (an empty answer) scores 0.
// Relevance factor: RELEVANCE_FLOOR + (1 − RELEVANCE_FLOOR) × relevance sub-score / 100, or 1
//   when relevance does not apply. A well-delivered answer to another question keeps at most
//   half its score: delivery cannot make up for not answering (decision 033).
// Gain of a metric: the points the score would rise by if that metric reached 100,
//   weight × (100 − subScore) / Σ weight of the applicable metrics.

const applicable = (metrics: readonly Metric[]) =>
  metrics.filter((m): m is Metric & { subScore: number } => m.subScore !== null);

export const RELEVANCE_FLOOR = 0.5;

export function relevanceFactor(metrics: readonly Metric[]): number {
  const relevance = metrics.find((m) => m.id === 'relevance');
  if (!relevance || relevance.subScore === null) return 1;
  return RELEVANCE_FLOOR + ((1 - RELEVANCE_FLOOR) * relevance.subScore) / 100;
}

export function overallScore(metrics: readonly Metric[]): number {
  const scored = applicable(metrics);
  const totalWeight = scored.reduce((sum, m) => sum + WEIGHTS[m.id], 0);
  if (totalWeight === 0) return 0;
  const mean = scored.reduce((sum, m) => sum + WEIGHTS[m.id] * m.subScore, 0) / totalWeight;
  return Math.round(mean * relevanceFactor(metrics));
}

// Gain per metric in points of the overall score (0 for good or not-applicable metrics).
export function gains(metrics: readonly Metric[]): Map<MetricId, number> {
  const scored = applicable(metrics);
  const totalWeight = scored.reduce((sum, m) => sum + WEIGHTS[m.id], 0);
  const out = new Map<MetricId, number>();
  for (const m of scored) out.set(m.id, (WEIGHTS[m.id] * (100 - m.subScore)) / totalWeight);
  return out;
}

const order = (id: MetricId) => METRIC_IDS.indexOf(id);
// Heavier first; equal weights in METRIC_IDS order.
export const byWeight = (a: MetricId, b: MetricId) =>
  WEIGHTS[b] - WEIGHTS[a] || order(a) - order(b);

export function strengthsOf(metrics: readonly Metric[]): MetricId[] {
  return metrics
    .filter((m) => m.status === 'good')
    .map((m) => m.id)
    .sort(byWeight);
}

// Most useful first: largest gain, then heavier weight, then METRIC_IDS order.
export function improvementsOf(metrics: readonly Metric[]): MetricId[] {
  const gain = gains(metrics);
  return metrics
    .filter((m) => m.status === 'fair' || m.status === 'needs-work')
    .map((m) => m.id)
    .sort((a, b) => (gain.get(b) ?? 0) - (gain.get(a) ?? 0) || byWeight(a, b));
}
