import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type ProductLogoProps = {
  size?: 'small' | 'large';
};

export function ProductLogo({ size = 'small' }: ProductLogoProps) {
  const { t } = useTranslation();
  const mark = size === 'large' ? 40 : 32;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        className="product-logo-mark"
        sx={{
          width: mark,
          height: mark,
          borderRadius: '28%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 800,
          fontSize: mark * 0.5,
          lineHeight: 1,
          // The letter is drawn, not text: links around the logo are named by the product
          // name, and a visible "R" before it would not match that name.
          '&::before': { content: '"R"' },
        }}
      />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? '1.5rem' : '1.2rem',
          letterSpacing: '-0.01em',
        }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
