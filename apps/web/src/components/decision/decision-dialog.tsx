import Alert from '@mui/material/Alert';
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
import type { DecisionInput, DecisionStage } from '@rehearse/contracts/candidate-decisions';
import { useErrorText } from '../../lib/error-text';

const DELAYS = [0, 24, 48, 168] as const;

export type DecisionChoice = Pick<DecisionInput, 'send_email' | 'delay_hours'>;

type Props = {
  // The decision being confirmed; null keeps the dialog closed.
  to: DecisionStage | null;
  // Whose decision it is, when the screen shows several candidates (the pipeline board).
  candidateName?: string;
  pending: boolean;
  // The last attempt's error, shown in the dialog.
  error?: unknown;
  onCancel: () => void;
  onConfirm: (choice: DecisionChoice) => void;
};

// Confirms a decision on a candidate (docs/decisions/050-candidate-decisions.md): whether the
// stage's email goes out and, for a rejection, how long it waits. Shared by the review page's
// decision panel and the pipeline board (docs/decisions/052-pipeline-board.md).
export function DecisionDialog({ to, ...rest }: Props) {
  return (
    <Dialog open={to !== null} onClose={rest.onCancel} fullWidth maxWidth="xs">
      {/* Keyed by the decision so each opening starts from the defaults. */}
      {to && <DecisionDialogBody key={to} to={to} {...rest} />}
    </Dialog>
  );
}

function DecisionDialogBody({
  to,
  candidateName,
  pending,
  error,
  onCancel,
  onConfirm,
}: Props & { to: DecisionStage }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // Hiring has no email; the others send theirs unless unticked.
  const [sendEmail, setSendEmail] = useState(to !== 'hired');
  const [delay, setDelay] = useState<number>(0);
  return (
    <>
      <DialogTitle>{t(`review.decision.confirm.${to}`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {candidateName && <Typography sx={{ fontWeight: 600 }}>{candidateName}</Typography>}
        <Typography>{t(`review.decision.explain.${to}`)}</Typography>
        {to !== 'hired' && (
          <FormControlLabel
            control={
              <Checkbox
                checked={sendEmail}
                onChange={(event) => setSendEmail(event.target.checked)}
              />
            }
            label={t(`review.decision.email.${to}`)}
          />
        )}
        {to === 'rejected' && sendEmail && (
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
        {error != null && (
          <Alert severity="error" role="alert">
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('review.decision.cancel')}</Button>
        <Button
          variant="contained"
          color={to === 'rejected' ? 'error' : 'primary'}
          disabled={pending}
          onClick={() =>
            onConfirm({
              send_email: to !== 'hired' && sendEmail,
              delay_hours: to === 'rejected' && sendEmail ? delay : 0,
            })
          }
        >
          {t(`review.decision.actions.${to}`)}
        </Button>
      </DialogActions>
    </>
  );
}
