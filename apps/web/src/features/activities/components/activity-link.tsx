import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';

type Props = { href: string; inApp: boolean; children: string };

// An item's link. An in-app route (useRouter) navigates inside the app; anything else opens in a
// new tab without access to this page, and says so to the eye (an icon) and to screen readers.
// Only http(s) addresses become external links: a stored `javascript:` address is shown as text.
export function ActivityLink({ href, inApp, children }: Props) {
  const { t } = useTranslation();
  if (inApp && href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 500 }}>
        {children}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(href)) return <span>{children}</span>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      sx={{ fontWeight: 500, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {children}
      <OpenInNew aria-hidden sx={{ fontSize: 16 }} />
      <Box component="span" sx={visuallyHidden}>
        {t('activities.newTab')}
      </Box>
    </Link>
  );
}
