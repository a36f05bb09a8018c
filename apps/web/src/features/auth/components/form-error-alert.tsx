import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { authErrorMessage } from '../auth-error-message';

type FormErrorAlertProps = {
  error: unknown;
  // Sign-in and unlock: a 404 means wrong email or password.
  credentials?: boolean;
};

export function FormErrorAlert({ error, credentials }: FormErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = authErrorMessage(error, { credentials });
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {'key' in message ? t(message.key) : message.serverText}
    </Alert>
  );
}
