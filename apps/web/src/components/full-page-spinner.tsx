import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

// Also the fallback while translations load, so it must not suspend on them.
export function FullPageSpinner() {
  const { t, ready } = useTranslation('translation', { useSuspense: false });
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={ready ? t('app.loading') : undefined} />
    </Box>
  );
}
