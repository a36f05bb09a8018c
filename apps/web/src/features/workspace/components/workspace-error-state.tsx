import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_STATUS, isApiError } from '../../../lib/api-error';

// The API's own words when it gave a reason (they name the field), a translated sentence otherwise.
export function useWorkspaceErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.status === NETWORK_ERROR_STATUS) return t('workspace.errors.network');
      if (error.status >= 500) return t('workspace.errors.server');
      return error.message;
    }
    return t('workspace.errors.unknown');
  };
}

type WorkspaceErrorStateProps = {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
};

// A failed load or action: what went wrong in words, and a way to try again.
export function WorkspaceErrorState({ title, error, onRetry, retrying }: WorkspaceErrorStateProps) {
  const { t } = useTranslation();
  const errorText = useWorkspaceErrorText();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('workspace.errors.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {errorText(error)}
    </Alert>
  );
}
