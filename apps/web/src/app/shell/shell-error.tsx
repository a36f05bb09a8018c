import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';

// When the shell's data cannot be loaded: say so and offer a retry, never a blank page.
export function ShellError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  console.error('The signed-in layout could not load', error);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Alert
        severity="error"
        sx={{ maxWidth: 520 }}
        action={
          <Button
            color="inherit"
            size="small"
            disabled={revalidator.state !== 'idle'}
            onClick={() => void revalidator.revalidate()}
          >
            {t('shell.error.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('shell.error.title')}</AlertTitle>
        {t('shell.error.message')}
      </Alert>
    </Box>
  );
}
