import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_STATUS, isApiError } from '../lib/api-error';

// The API's own words when it gave a reason (they name the problem: "No takes left for this
// question"), a translated sentence for a lost connection, a server fault or anything else.
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.status === NETWORK_ERROR_STATUS) return t('errors.network');
      if (error.status >= 500) return t('errors.server');
      return error.message;
    }
    return t('errors.unknown');
  };
}

type ErrorStateProps = {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
};

// A failed load or action on any screen: what went wrong in words, and a way to try again.
export function ErrorState({ title, error, onRetry, retrying }: ErrorStateProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('errors.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {errorText(error)}
    </Alert>
  );
}
