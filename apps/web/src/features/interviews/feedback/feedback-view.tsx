import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AnswerFeedback, MetricId } from '@rehearse/feedback/types';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_ORDER } from './evidence-colors';
import { labelsPresent, type EvidenceRange } from './evidence-segments';
import { HighlightedTranscript, defaultShown } from './highlighted-transcript';
import { MetricsSection } from './metrics-section';
import { useMetricText } from '../../../lib/feedback/metric-text';
import { PlaybackBeside } from './playback-beside';
import { ScoreSummary } from './score-summary';
import { StrengthChips } from './strength-chips';
import { WeightsAccordion } from './weights-accordion';

type FeedbackViewProps = {
  // Unique on the page: ids of the transcript and legend derive from it.
  id: string;
  feedback: AnswerFeedback;
  transcript: string;
  // Playback of the recording, shown beside the transcript.
  media?: ReactNode;
  // The heading level of this view's sections (h3 under a question's h2, ...).
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
};

function allEvidence(feedback: AnswerFeedback): EvidenceRange[] {
  const seen = new Set<string>();
  const out: EvidenceRange[] = [];
  for (const metric of feedback.metrics) {
    for (const e of metric.evidence) {
      const key = `${e.start}-${e.end}-${e.label}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(e);
    }
  }
  return out;
}

// The feedback of one answer, as the server computed it: the score, what is strong, what to
// work on; the transcript with its evidence marked beside the playback; every metric with its
// value, target, status, suggestion and how it is computed; the published weights.
export function FeedbackView(props: FeedbackViewProps) {
  const { id, feedback, transcript, media, headingLevel = 'h3', compact } = props;
  const { t } = useTranslation();
  const text = useMetricText();
  const evidence = useMemo(() => allEvidence(feedback), [feedback]);
  const [shown, setShown] = useState(() => defaultShown(evidence));
  const [focused, setFocused] = useState<MetricId | null>(null);
  const top = feedback.improvements.slice(0, 3);
  // An answer without words measures nothing: neither "no strength" nor "all on target" holds.
  const measured = feedback.metrics.some((m) => m.status !== 'not-applicable');
  const sub = headingLevel === 'h2' ? 'h3' : 'h4';

  const highlight = (metricId: MetricId) => {
    if (focused === metricId) {
      setFocused(null);
      setShown(defaultShown(evidence));
      return;
    }
    const metric = feedback.metrics.find((m) => m.id === metricId);
    setFocused(metricId);
    setShown(new Set(labelsPresent(metric?.evidence ?? [], EVIDENCE_ORDER)));
    document
      .getElementById(`${id}-transcript`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ScoreSummary
        score={feedback.score}
        size={compact ? 104 : 132}
        caption={t('feedback.score.label')}
        besideFrom="sm"
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 0.75 }}>
            <Typography variant="subtitle1" component={sub} sx={{ fontWeight: 700 }}>
              {t('feedback.score.strengths')}
            </Typography>
            {measured ? (
              <StrengthChips strengths={feedback.strengths} size="small" />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('interviews.feedback.nothingMeasured')}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 0.75 }}>
            <Typography variant="subtitle1" component={sub} sx={{ fontWeight: 700 }}>
              {t('feedback.score.improvements')}
            </Typography>
            {top.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {measured
                  ? t('interviews.feedback.noImprovements')
                  : t('interviews.feedback.nothingMeasured')}
              </Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
                {top.map((metricId) => {
                  const metric = feedback.metrics.find((m) => m.id === metricId)!;
                  return (
                    <Typography component="li" variant="body2" key={metricId}>
                      <Box
                        component="span"
                        sx={{ fontWeight: 700 }}
                      >{`${text.label(metricId)}: `}</Box>
                      {text.suggestion(metric)}
                    </Typography>
                  );
                })}
              </Box>
            )}
          </Box>
        </Box>
      </ScoreSummary>

      <PlaybackBeside media={media}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component={sub} sx={{ fontWeight: 700 }}>
            {t('interviews.feedback.transcriptTitle')}
          </Typography>
          <HighlightedTranscript
            id={`${id}-transcript`}
            transcript={transcript}
            evidence={evidence}
            shown={shown}
            onShownChange={(next) => {
              setFocused(null);
              setShown(next);
            }}
          />
        </Box>
      </PlaybackBeside>

      <MetricsSection
        metrics={feedback.metrics}
        heading={sub}
        focused={focused}
        onHighlight={highlight}
        compact={compact}
      >
        <WeightsAccordion
          scoreHow={`${t('feedback.score.how')} ${t('feedback.score.improvementsHow')}`}
        />
      </MetricsSection>
    </Box>
  );
}
