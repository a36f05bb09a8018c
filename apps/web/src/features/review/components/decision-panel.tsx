import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionStage } from '@rehearse/contracts/candidate-decisions';
import type { CandidateStage } from '@rehearse/contracts/candidates';
import { useErrorText } from '../../../lib/error-text';
import { useDecision } from '../api/review.queries';

// The stages each decision starts from (the server checks the same).
const DECIDABLE_FROM: Record<DecisionStage, readonly CandidateStage[]> = {
  shortlisted: ['completed', 'in_review'],
  rejected: ['completed', 'in_review', 'shortlisted'],
  hired: ['completed', 'in_review', 'shortlisted'],
};
const DELAYS = [0, 24, 48, 168] as const;

// Advance, reject or hire the candidate (owners and recruiters), with the stage's email.
export function DecisionPanel({
  postingId,
  candidateId,
  stage,
}: {
  postingId: string;
  candidateId: string;
  stage: CandidateStage;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const decision = useDecision(postingId, candidateId);
  const [open, setOpen] = useState<DecisionStage | null>(null);
  const [sendEmail, setSendEmail] = useState(true);
  const [delay, setDelay] = useState<number>(0);
  const choices = (Object.keys(DECIDABLE_FROM) as DecisionStage[]).filter((to) =>
    DECIDABLE_FROM[to].includes(stage),
  );
  const start = (to: DecisionStage) => {
    setSendEmail(to !== 'hired');
    setDelay(0);
    decision.reset();
    setOpen(to);
  };

  return (
    <Box component="section" aria-labelledby="decision" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="decision" variant="h2">
        {t('review.decision.title')}
      </Typography>
      {choices.length === 0 ? (
        <Typography color="text.secondary">
          {t(
            `review.decision.none.${stage === 'rejected' || stage === 'hired' ? 'final' : 'notFinished'}`,
          )}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {choices.map((to) => (
            <Button
              key={to}
              variant={to === 'rejected' ? 'outlined' : 'contained'}
              color={to === 'rejected' ? 'error' : 'primary'}
              onClick={() => start(to)}
            >
              {t(`review.decision.actions.${to}`)}
            </Button>
          ))}
        </Box>
      )}
      {decision.isSuccess && !open && (
        <Alert severity="success">{t(`review.decision.done.${decision.data.to}`)}</Alert>
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="xs">
        {open && (
          <>
            <DialogTitle>{t(`review.decision.confirm.${open}`)}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
              <Typography>{t(`review.decision.explain.${open}`)}</Typography>
              {open !== 'hired' && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={sendEmail}
                      onChange={(event) => setSendEmail(event.target.checked)}
                    />
                  }
                  label={t(`review.decision.email.${open}`)}
                />
              )}
              {open === 'rejected' && sendEmail && (
                <TextField
                  select
                  label={t('review.decision.delay')}
                  value={delay}
                  onChange={(event) => setDelay(Number(event.target.value))}
                >
                  {DELAYS.map((hours) => (
                    <MenuItem key={hours} value={hours}>
                      {t(`review.decision.delays_${hours}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {decision.isError && (
                <Alert severity="error" role="alert">
                  {errorText(decision.error)}
                </Alert>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>{t('review.decision.cancel')}</Button>
              <Button
                variant="contained"
                color={open === 'rejected' ? 'error' : 'primary'}
                disabled={decision.isPending}
                onClick={() =>
                  decision.mutate(
                    {
                      to: open,
                      send_email: open !== 'hired' && sendEmail,
                      delay_hours: open === 'rejected' && sendEmail ? delay : 0,
                    },
                    { onSuccess: () => setOpen(null) },
                  )
                }
              >
                {t(`review.decision.actions.${open}`)}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
