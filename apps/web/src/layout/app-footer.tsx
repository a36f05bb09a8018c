import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// "Rehearse © {year} All rights reserved", with the current year.
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ px: { xs: 2, sm: 3, md: 4 }, py: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
