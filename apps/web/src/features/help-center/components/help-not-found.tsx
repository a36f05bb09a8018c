import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

// A category or guide the address names but the help centre does not hold (the API answers 404):
// say so and offer the way back to the list it would have been in.
export function HelpNotFound({
  message,
  backHref,
  backLabel,
  titled = true,
}: {
  message: string;
  backHref: string;
  backLabel: string;
  // False where the screen's own h1 already says what is missing.
  titled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="help-not-found"
      sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
    >
      <SearchOff sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      {titled && (
        <Typography variant="h6" component="h2">
          {t('helpCenter.notFound.title')}
        </Typography>
      )}
      <Typography color="text.secondary">{message}</Typography>
      <Button variant="contained" href={backHref}>
        {backLabel}
      </Button>
    </Box>
  );
}
