import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { AnswerFeedback, MetricId } from '@rehearse/feedback/types';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackScoreRing } from '../components/score-ring';
import { EVIDENCE_ORDER } from './evidence-colors';
import { labelsPresent, type EvidenceRange } from './evidence-segments';
import { HighlightedTranscript, defaultShown } from './highlighted-transcript';
import { MetricCard } from './metric-card';
import { useMetricText } from './metric-text';
import { WeightsTable } from './weights-table';

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
  const measured = feedback.metrics.filter((m) => m.status !== 'not-applicable');
  const unmeasured = feedback.metrics.filter((m) => m.status === 'not-applicable');
  const top = feedback.improvements.slice(0, 3);
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
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
          <FeedbackScoreRing score={feedback.score} size={compact ? 104 : 132} />
          <Typography variant="body2" color="text.secondary">
            {t('feedback.score.label')}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 0.75 }}>
            <Typography variant="subtitle1" component={sub} sx={{ fontWeight: 700 }}>
              {t('feedback.score.strengths')}
            </Typography>
            {feedback.strengths.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('interviews.feedback.noStrengths')}
              </Typography>
            ) : (
              <Box
                component="ul"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
              >
                {feedback.strengths.map((s) => (
                  <li key={s}>
                    <Chip size="small" color="success" variant="outlined" label={text.label(s)} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 0.75 }}>
            <Typography variant="subtitle1" component={sub} sx={{ fontWeight: 700 }}>
              {t('feedback.score.improvements')}
            </Typography>
            {top.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('interviews.feedback.noImprovements')}
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
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: media
            ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }
            : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        {media}
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
      </Box>

      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle1" component={sub} sx={{ fontWeight: 700 }}>
          {t('interviews.feedback.metricsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {t('feedback.englishOnly')}
        </Typography>
        <Box
          component="section"
          aria-label={t('interviews.feedback.metricsTitle')}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              xl: compact ? 'repeat(2, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {measured.map((metric) => (
            <MetricCard
              key={metric.id}
              metric={metric}
              highlighted={focused === metric.id}
              onHighlight={() => highlight(metric.id)}
            />
          ))}
        </Box>
        {unmeasured.length > 0 && (
          <Accordion
            variant="outlined"
            disableGutters
            sx={{ borderRadius: 1.5, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('interviews.feedback.notMeasured', { count: unmeasured.length })}
              </Typography>
            </AccordionSummary>
            <AccordionDetails
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {unmeasured.map((metric) => (
                <MetricCard key={metric.id} metric={metric} />
              ))}
            </AccordionDetails>
          </Accordion>
        )}
        <Accordion
          variant="outlined"
          disableGutters
          sx={{ borderRadius: 1.5, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography sx={{ fontWeight: 600 }}>{t('feedback.score.weightsTitle')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <WeightsTable
              scoreHow={`${t('feedback.score.how')} ${t('feedback.score.improvementsHow')}`}
            />
          </AccordionDetails>
        </Accordion>
      </Box>
    </Box>
  );
}
