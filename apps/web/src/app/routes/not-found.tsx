import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProductLogo } from '../../components/product-logo';
import { paths } from '../../config/paths';

export function Component() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
        <ProductLogo size="large" />
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
      </Box>
    </Box>
  );
}
