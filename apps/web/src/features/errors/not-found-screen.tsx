import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { StatusPageFrame } from './status-page-frame';

// A path no route knows: say so, and offer the way home.
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusPageFrame>
      <Typography
        aria-hidden
        sx={{ mt: 4, fontSize: '4rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('notFound.body')}
      </Typography>
      <Button variant="contained" href={paths.root.getHref()} sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
    </StatusPageFrame>
  );
}
