import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

// First focusable element: keyboard users can jump past the header and navigation.
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${targetId}`}
      component="a"
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 12 },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
