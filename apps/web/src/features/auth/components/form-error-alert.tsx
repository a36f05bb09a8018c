import Alert from '@mui/material/Alert';
import { useErrorText } from '../../../lib/error-text';

// What went wrong with the whole form (wrong credentials, a rate limit, no connection), in the
// user's language; field problems show under their fields.
export function FormErrorAlert({ error }: { error: unknown }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {errorText(error)}
    </Alert>
  );
}
