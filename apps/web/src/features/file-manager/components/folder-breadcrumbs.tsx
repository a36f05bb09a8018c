import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FileManagerItem } from '@rehearse/contracts/file-manager';
import { LinkBehavior } from '../../../components/link-behavior';

type FolderBreadcrumbsProps = {
  path: FileManagerItem[];
  hrefOf: (folderId: string | null) => string;
};

// From the root down to the open folder (the listing's `path`); the open folder is the last,
// not a link.
export function FolderBreadcrumbs({ path, hrefOf }: FolderBreadcrumbsProps) {
  const { t } = useTranslation();
  const crumbs = [{ id: null, name: t('fileManager.root') }, ...path];
  return (
    <Breadcrumbs aria-label={t('fileManager.breadcrumb')} sx={{ mb: 2 }} maxItems={5}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.id ?? 'root'} color="text.primary" aria-current="page">
            {crumb.name}
          </Typography>
        ) : (
          <Link
            component={LinkBehavior}
            key={crumb.id ?? 'root'}
            href={hrefOf(crumb.id)}
            underline="hover"
            color="inherit"
          >
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
