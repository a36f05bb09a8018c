import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text';

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

// A query that failed to load: its error, and Retry that fetches it again.
export function QueryErrorState({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <ErrorState
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
