import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

// The product mark alone, for navigation panels too narrow for the name.
export function LogoMark({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Link href={href} underline="none" aria-label={t('app.name')}>
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: '28%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 800,
            fontSize: 18,
          }}
        >
          R
        </Box>
      </Link>
    </Box>
  );
}
