import type { AnswerFeedback, Metric, MetricId, MetricStatus } from '@rehearse/feedback/types';
import type { z } from 'zod';
import type { answerFeedbackSchema } from '@rehearse/contracts/answer-feedback';
import { useTranslation } from 'react-i18next';

// The API stores and sends what @rehearse/feedback computed; the contract only describes its
// outline (per-metric details stay open), so the full types come from the package.
export const asAnswerFeedback = (feedback: z.infer<typeof answerFeedbackSchema>) =>
  feedback as unknown as AnswerFeedback;

// Keys the analysis hands over at run time (a suggestion's key) are checked by the feedback
// package's texts test, not by the compiler: this t() takes any key.
export function useLooseT() {
  const { t } = useTranslation();
  return t as unknown as (key: string, params?: Record<string, unknown>) => string;
}

// A metric's texts: label, value with its unit, target, how it is computed, its suggestion.
export function useMetricText() {
  const { i18n } = useTranslation();
  const t = useLooseT();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const format = (value: number | undefined) => (value === undefined ? '' : number.format(value));
  return {
    label: (id: MetricId) => t(`feedback.metrics.${id}.label`),
    how: (id: MetricId) => t(`feedback.metrics.${id}.how`),
    value: (metric: Metric) =>
      metric.value === null
        ? t('feedback.status.not-applicable')
        : t(`feedback.units.${metric.unit}`, { value: format(metric.value) }),
    target: (metric: Metric) =>
      t(`feedback.metrics.${metric.id}.target`, {
        min: format(metric.target.min),
        max: format(metric.target.max),
      }),
    status: (status: MetricStatus) => t(`feedback.status.${status}`),
    suggestion: (metric: Metric) => t(metric.suggestion.key, metric.suggestion.params),
    evidence: (label: string) => t(`feedback.evidence.${label}`),
    number: format,
  };
}

export const statusColor = (status: MetricStatus) =>
  status === 'good'
    ? 'success'
    : status === 'fair'
      ? 'warning'
      : status === 'needs-work'
        ? 'error'
        : 'default';
