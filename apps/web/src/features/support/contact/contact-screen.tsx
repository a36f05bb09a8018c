import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title';
import { useOptionalUser } from '../api/support.queries';
import { ContactForm } from './contact-form';
import { RequestList } from './request-list';

// Contact Support: write to us; a signed-in user also sees their past requests and status.
export function ContactScreen() {
  const { t } = useTranslation();
  const user = useOptionalUser();
  return (
    <>
      <ScreenTitle>{t('screens.contact')}</ScreenTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: user ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 760px)',
          },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" component="section" aria-labelledby="contact-form-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
            <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
              {t('support.contact.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
              {t('support.contact.intro')}
            </Typography>
            <ContactForm user={user} />
          </CardContent>
        </Card>
        {user && (
          <Card variant="outlined" component="section" aria-labelledby="contact-requests-title">
            <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
              <Typography
                id="contact-requests-title"
                variant="h2"
                sx={{ fontSize: '1.125rem', mb: 2 }}
              >
                {t('support.requests.title')}
              </Typography>
              <RequestList />
            </CardContent>
          </Card>
        )}
      </Box>
    </>
  );
}
