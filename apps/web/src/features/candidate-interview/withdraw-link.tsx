import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { useWithdraw } from './api/candidate-interview.queries';

// The candidate's request to delete their data, asked twice so a slip does not erase it.
export function WithdrawLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const withdraw = useWithdraw(token);
  const [asking, setAsking] = useState(false);
  if (withdraw.isSuccess) {
    return <Alert severity="success">{t('candidateInterview.withdraw.done')}</Alert>;
  }
  return (
    <Stack spacing={1}>
      {withdraw.isError && (
        <ErrorState title={t('candidateInterview.withdraw.error')} error={withdraw.error} />
      )}
      {asking ? (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" onClick={() => setAsking(false)}>
                {t('candidateInterview.withdraw.keep')}
              </Button>
              <Button
                color="error"
                variant="contained"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate()}
              >
                {t('candidateInterview.withdraw.confirm')}
              </Button>
            </Stack>
          }
        >
          {t('candidateInterview.withdraw.question')}
        </Alert>
      ) : (
        <Button variant="text" color="inherit" onClick={() => setAsking(true)}>
          {t('candidateInterview.withdraw.action')}
        </Button>
      )}
    </Stack>
  );
}
