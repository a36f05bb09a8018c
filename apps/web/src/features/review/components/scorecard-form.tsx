import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOMMENDATIONS, SCALE_POINTS, type Recommendation } from '@rehearse/contracts/rubrics';
import {
  RATING_NOTE_MAX_LENGTH,
  SCORECARD_NOTES_MAX_LENGTH,
  type CandidateScorecards,
  type ScorecardInput,
} from '@rehearse/contracts/scorecards';
import { useErrorText } from '../../../lib/error-text';
import { useScorecardAction } from '../api/review.queries';

type Draft = {
  ratings: Record<string, { rating: number; note: string }>;
  notes: string;
  recommendation: Recommendation | null;
};

const draftOf = (mine: CandidateScorecards['mine']): Draft => ({
  ratings: Object.fromEntries(
    (mine?.ratings ?? []).map((r) => [r.criterion_id, { rating: r.rating, note: r.note }]),
  ),
  notes: mine?.notes ?? '',
  recommendation: mine?.recommendation ?? null,
});

const inputOf = (draft: Draft): ScorecardInput => ({
  ratings: Object.entries(draft.ratings).map(([criterion_id, { rating, note }]) => ({
    criterion_id,
    rating,
    note,
  })),
  notes: draft.notes,
  recommendation: draft.recommendation,
});

// The caller's own scorecard: a 1-5 rating per criterion with its level description, notes and
// the overall recommendation; saved as a draft, submitted (locked), reopened by its author.
export function ScorecardForm({
  postingId,
  scorecards,
}: {
  postingId: string;
  scorecards: CandidateScorecards;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const action = useScorecardAction(postingId, scorecards.candidate.id);
  const [draft, setDraft] = useState(() => draftOf(scorecards.mine));
  const [dirty, setDirty] = useState(false);
  const submitted = Boolean(scorecards.mine?.submitted_at);
  const locked = submitted || action.isPending;

  const change = (next: (draft: Draft) => Draft) => {
    setDraft(next);
    setDirty(true);
  };
  const save = (then?: 'submit') =>
    action.mutate(
      { kind: 'save', input: inputOf(draft) },
      {
        onSuccess: () => {
          setDirty(false);
          if (then) action.mutate({ kind: 'submit' });
        },
      },
    );

  return (
    <Box component="section" aria-labelledby="my-scorecard" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography id="my-scorecard" variant="h2">
        {t('review.mine.title')}
      </Typography>
      {submitted && (
        <Alert
          severity="success"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'reopen' })}
            >
              {t('review.mine.reopen')}
            </Button>
          }
        >
          {t('review.mine.submitted')}
        </Alert>
      )}
      {scorecards.criteria.map((criterion) => {
        const current = draft.ratings[criterion.id];
        const labelId = `criterion-${criterion.id}`;
        return (
          <Box
            key={criterion.id}
            sx={{ display: 'grid', gap: 1, pb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box>
              <Typography id={labelId} sx={{ fontWeight: 600 }}>
                {criterion.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('review.weight', { weight: criterion.weight })}
                </Typography>
              </Typography>
              {criterion.description && (
                <Typography variant="body2" color="text.secondary">
                  {criterion.description}
                </Typography>
              )}
            </Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby={labelId}
              disabled={locked}
              value={current?.rating ?? null}
              onChange={(_, value: number | null) =>
                change((d) => {
                  const ratings = { ...d.ratings };
                  if (value === null) delete ratings[criterion.id];
                  else ratings[criterion.id] = { rating: value, note: current?.note ?? '' };
                  return { ...d, ratings };
                })
              }
            >
              {SCALE_POINTS.map((point) => (
                <ToggleButton
                  key={point}
                  value={point}
                  aria-label={`${point}: ${criterion.anchors[point - 1]}`}
                  sx={{ minWidth: 44 }}
                >
                  {point}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography variant="body2" color={current ? 'text.primary' : 'text.secondary'}>
              {current
                ? `${current.rating}: ${criterion.anchors[current.rating - 1]}`
                : t('review.mine.unrated')}
            </Typography>
            {current && (
              <TextField
                size="small"
                label={t('review.mine.criterionNote', { criterion: criterion.name })}
                value={current.note}
                disabled={locked}
                slotProps={{ htmlInput: { maxLength: RATING_NOTE_MAX_LENGTH } }}
                onChange={(event) =>
                  change((d) => ({
                    ...d,
                    ratings: {
                      ...d.ratings,
                      [criterion.id]: { rating: current.rating, note: event.target.value },
                    },
                  }))
                }
              />
            )}
          </Box>
        );
      })}
      <TextField
        multiline
        minRows={3}
        label={t('review.mine.notes')}
        value={draft.notes}
        disabled={locked}
        slotProps={{ htmlInput: { maxLength: SCORECARD_NOTES_MAX_LENGTH } }}
        onChange={(event) => change((d) => ({ ...d, notes: event.target.value }))}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('review.mine.recommendation')}
        </Typography>
        <RadioGroup
          row
          value={draft.recommendation ?? ''}
          onChange={(event) =>
            change((d) => ({ ...d, recommendation: event.target.value as Recommendation }))
          }
        >
          {RECOMMENDATIONS.map((recommendation) => (
            <FormControlLabel
              key={recommendation}
              value={recommendation}
              disabled={locked}
              control={<Radio />}
              label={t(`rubrics.recommendations.${recommendation}`)}
            />
          ))}
        </RadioGroup>
      </Box>
      {action.isError && (
        <Alert severity="error" role="alert">
          {errorText(action.error)}
        </Alert>
      )}
      {!submitted && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" disabled={locked || !dirty} onClick={() => save()}>
            {t('review.mine.saveDraft')}
          </Button>
          <Button
            variant="contained"
            disabled={locked || !draft.recommendation}
            onClick={() => (dirty ? save('submit') : action.mutate({ kind: 'submit' }))}
          >
            {t('review.mine.submit')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {dirty ? t('review.mine.unsaved') : t('review.mine.submitHelp')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
