import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { EVIDENCE_ORDER, colorOf } from './evidence-colors';
import { evidenceSegments, labelsPresent, type EvidenceRange } from './evidence-segments';
import { useMetricText } from '../../../lib/feedback/metric-text';

type HighlightedTranscriptProps = {
  id: string;
  transcript: string;
  evidence: readonly EvidenceRange[];
  shown: ReadonlySet<string>;
  onShownChange: (shown: Set<string>) => void;
};

// Labels left out until asked for: every "I" and "we", and every word on the question, would
// tint most of an answer.
const QUIET = new Set(['i', 'we', 'onTopic']);
export const defaultShown = (evidence: readonly EvidenceRange[]) =>
  new Set(labelsPresent(evidence, EVIDENCE_ORDER).filter((label) => !QUIET.has(label)));

// The answer with its evidence marked: <mark> runs whose kinds are also read out (a screen
// reader hears "um, filler word"), and a legend that turns each kind on and off.
export function HighlightedTranscript(props: HighlightedTranscriptProps) {
  const { id, transcript, evidence, shown, onShownChange } = props;
  const { t } = useTranslation();
  const text = useMetricText();
  const present = useMemo(() => labelsPresent(evidence, EVIDENCE_ORDER), [evidence]);
  const segments = useMemo(
    () => evidenceSegments(transcript, evidence, shown),
    [transcript, evidence, shown],
  );
  const toggle = (label: string) => {
    const next = new Set(shown);
    if (next.has(label)) next.delete(label);
    else next.add(label);
    onShownChange(next);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {present.length > 0 && (
        <Box
          role="group"
          aria-labelledby={`${id}-legend`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
        >
          <Typography id={`${id}-legend`} variant="body2" sx={{ fontWeight: 600, mr: 0.5 }}>
            {t('interviews.transcript.legend')}
          </Typography>
          {present.map((label) => {
            const on = shown.has(label);
            const color = colorOf(label);
            return (
              <Button
                key={label}
                size="small"
                variant="outlined"
                aria-pressed={on}
                onClick={() => toggle(label)}
                sx={{
                  minWidth: 0,
                  py: 0.25,
                  px: 1,
                  borderRadius: 5,
                  color: 'text.primary',
                  borderColor: on ? color : 'divider',
                  bgcolor: on ? alpha(color, 0.16) : 'transparent',
                  fontWeight: on ? 600 : 400,
                  '&:hover': { borderColor: color, bgcolor: alpha(color, 0.24) },
                }}
                startIcon={
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: on ? color : 'transparent',
                      border: `2px solid ${color}`,
                    }}
                  />
                }
              >
                {text.evidence(label)}
              </Button>
            );
          })}
          <Button
            size="small"
            onClick={() => onShownChange(shown.size > 0 ? new Set() : new Set(present))}
            sx={{ py: 0.25 }}
          >
            {shown.size > 0
              ? t('interviews.transcript.hideAll')
              : t('interviews.transcript.showAll')}
          </Button>
        </Box>
      )}
      <Typography
        component="div"
        id={id}
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.9,
          p: 2,
          borderRadius: 1.5,
          bgcolor: 'action.hover',
        }}
      >
        {segments.map((segment) =>
          segment.labels.length === 0 ? (
            <span key={segment.start}>{segment.text}</span>
          ) : (
            <Mark key={segment.start} text={segment.text} labels={segment.labels} />
          ),
        )}
      </Typography>
    </Box>
  );
}

function Mark({ text, labels }: { text: string; labels: string[] }) {
  const metricText = useMetricText();
  // The tint of the highest-ranked label; every label is named.
  const ranked = [...labels].sort(
    (a, b) =>
      EVIDENCE_ORDER.indexOf(a as (typeof EVIDENCE_ORDER)[number]) -
      EVIDENCE_ORDER.indexOf(b as (typeof EVIDENCE_ORDER)[number]),
  );
  const color = colorOf(ranked[0]!);
  const names = ranked.map(metricText.evidence).join(', ');
  return (
    <Box
      component="mark"
      title={names}
      sx={{
        color: 'inherit',
        bgcolor: alpha(color, 0.22),
        borderBottom: `2px solid ${color}`,
        borderRadius: 0.5,
        px: '1px',
      }}
    >
      {text}
      <Box component="span" sx={visuallyHidden}>
        {` (${names})`}
      </Box>
    </Box>
  );
}
