import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../components/language-menu';
import { ProductLogo } from '../../components/product-logo';
import { paths } from '../../config/paths';
import type { OptionalSession } from '../session-guards';

export function Component() {
  const { t } = useTranslation();
  const { signedIn } = useLoaderData<OptionalSession>();
  return (
    <>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', px: { xs: 2, sm: 4 }, py: 2 }}
      >
        <ProductLogo />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
      </Box>
      <Container
        component="main"
        maxWidth="md"
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          py: 8,
        }}
      >
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2.25rem', sm: '3.25rem' }, lineHeight: 1.1, maxWidth: 720 }}
        >
          {t('landing.headline')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 3, fontSize: '1.125rem', maxWidth: 620 }}>
          {t('landing.body')}
        </Typography>
        <Box sx={{ mt: 5, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {signedIn ? (
            <Button variant="contained" size="large" href={paths.root.getHref()}>
              {t('landing.goToWorkspace')}
            </Button>
          ) : (
            <>
              <Button variant="contained" size="large" href={paths.auth.signUp.getHref()}>
                {t('landing.signUp')}
              </Button>
              <Button variant="outlined" size="large" href={paths.auth.signIn.getHref()}>
                {t('landing.signIn')}
              </Button>
            </>
          )}
        </Box>
      </Container>
    </>
  );
}
