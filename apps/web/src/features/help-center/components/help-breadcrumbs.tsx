import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type Crumb = { label: string; href?: string };

// Where a help-centre page sits: each level a link back up, the page itself last and unlinked.
export function HelpBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('helpCenter.breadcrumb')} sx={{ mb: 1 }}>
      {crumbs.map((crumb) =>
        crumb.href ? (
          <Link key={crumb.label} href={crumb.href} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
