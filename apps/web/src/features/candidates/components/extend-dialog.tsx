import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTEND_MAX_DAYS, type Candidate } from '@rehearse/contracts/candidates';
import { ErrorState } from '../../../components/error-state';
import { formatDisplayDate } from '../../../lib/date-formats';
import { useCandidateAction } from '../api/candidates.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

// Move a candidate's deadline later by a number of days (from the current deadline, or from
// now when it has passed); the server checks the 60-day limit.
export function ExtendDialog({
  postingId,
  candidate,
  onClose,
}: {
  postingId: string;
  candidate: Candidate | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState(7);
  const extend = useCandidateAction(postingId);
  const close = () => {
    extend.reset();
    setDays(7);
    onClose();
  };
  // Opened per candidate (the section keys it by id): "now" is when the dialog opened.
  const [openedAt] = useState(() => Date.now());
  const from = candidate ? Math.max(new Date(candidate.deadline_at).getTime(), openedAt) : 0;
  const deadline = new Date(from + days * DAY_MS);
  const valid = Number.isInteger(days) && days >= 1 && days <= EXTEND_MAX_DAYS;
  return (
    <Dialog
      open={candidate !== null}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="extend-title"
    >
      <DialogTitle id="extend-title">{t('candidates.extend.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {candidate && (
          <Typography>
            {t('candidates.extend.current', {
              name: candidate.name,
              date: formatDisplayDate(candidate.deadline_at, i18n.resolvedLanguage ?? 'en'),
            })}
          </Typography>
        )}
        <TextField
          type="number"
          label={t('candidates.extend.days')}
          value={Number.isNaN(days) ? '' : days}
          onChange={(event) => setDays(Number.parseInt(event.target.value, 10))}
          error={!valid}
          helperText={
            valid
              ? t('candidates.extend.newDate', {
                  date: formatDisplayDate(deadline, i18n.resolvedLanguage ?? 'en'),
                })
              : t('candidates.extend.range', { max: EXTEND_MAX_DAYS })
          }
          slotProps={{ htmlInput: { min: 1, max: EXTEND_MAX_DAYS } }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('candidates.extend.note')}
        </Typography>
        {extend.error && <ErrorState title={t('candidates.actionFailed')} error={extend.error} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('candidates.close')}</Button>
        <Button
          variant="contained"
          disabled={!valid || extend.isPending || !candidate}
          onClick={() =>
            candidate &&
            extend.mutate(
              { kind: 'extend', id: candidate.id, deadline_at: deadline.toISOString() },
              { onSuccess: close },
            )
          }
        >
          {t('candidates.extend.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
