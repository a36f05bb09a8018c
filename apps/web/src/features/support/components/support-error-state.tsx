import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_STATUS, isApiError } from '../../../lib/api-error';

// The API's own words when it gave a reason (they name the field), a translated sentence otherwise.
export function useSupportErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.status === NETWORK_ERROR_STATUS) return t('support.errors.network');
      if (error.status >= 500) return t('support.errors.server');
      return error.message;
    }
    return t('support.errors.unknown');
  };
}

type SupportErrorStateProps = {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
};

// A failed load or action: what went wrong in words, and a way to try again.
export function SupportErrorState({ title, error, onRetry, retrying }: SupportErrorStateProps) {
  const { t } = useTranslation();
  const errorText = useSupportErrorText();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('support.errors.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {errorText(error)}
    </Alert>
  );
}
