import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATE_KINDS, isEmailTemplateKind } from '@rehearse/contracts/email-templates';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { canEdit, organizationRoleQueryOptions } from '../../lib/session/organization-role';
import { emailTemplatesQueryOptions } from './api/email-templates.queries';
import { TemplateList } from './components/template-list';
import { TemplateWorkspace } from './components/template-workspace';

function EmailTemplatesSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('emailTemplates.loading')} sx={layout}>
      <Skeleton variant="rounded" height={420} />
      <Skeleton variant="rounded" height={560} />
    </Box>
  );
}

// The list, then the editor with its preview: side by side from md, one after the other on a
// phone.
const layout = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
  alignItems: 'start',
} as const;

// Email templates: the organization's six emails, each edited with a live preview; the kind
// on screen is `?kind=` in the URL (the first one without it).
export function EmailTemplatesScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const templates = useQuery(emailTemplatesQueryOptions());
  const role = useQuery(organizationRoleQueryOptions());
  const asked = params.get('kind') ?? '';
  const kind = isEmailTemplateKind(asked) ? asked : EMAIL_TEMPLATE_KINDS[0];
  const failed = templates.isError ? templates : role.isError ? role : null;
  const template = templates.data?.find((candidate) => candidate.kind === kind);

  return (
    <>
      <ScreenTitle>{t('screens.emailTemplates')}</ScreenTitle>
      {failed ? (
        <QueryErrorState title={t('emailTemplates.loadFailed')} query={failed} />
      ) : !templates.data || !role.data ? (
        <EmailTemplatesSkeleton />
      ) : !template ? (
        <Typography color="text.secondary">{t('emailTemplates.loadFailed')}</Typography>
      ) : (
        <Box sx={layout}>
          <TemplateList templates={templates.data} selected={kind} />
          <TemplateWorkspace key={kind} template={template} editable={canEdit(role.data)} />
        </Box>
      )}
    </>
  );
}
