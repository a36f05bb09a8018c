import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionsFrom, type DecisionStage } from '@rehearse/contracts/candidate-decisions';
import type { CandidateStage } from '@rehearse/contracts/candidates';
import { DecisionDialog } from '../../../components/decision/decision-dialog';
import { useDecision } from '../api/review.queries';

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
  const decision = useDecision(postingId, candidateId);
  const [open, setOpen] = useState<DecisionStage | null>(null);
  const choices = decisionsFrom(stage);
  const start = (to: DecisionStage) => {
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
      <DecisionDialog
        to={open}
        pending={decision.isPending}
        error={decision.isError ? decision.error : undefined}
        onCancel={() => setOpen(null)}
        onConfirm={(choice) =>
          open && decision.mutate({ to: open, ...choice }, { onSuccess: () => setOpen(null) })
        }
      />
    </Box>
  );
}
