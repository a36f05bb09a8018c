import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrganizationDetail } from '@rehearse/contracts/admin-organizations';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { ErrorState, QueryErrorState } from '../../../components/error-state';
import { useTimeZone } from '../../../lib/time-zone';
import {
  adminOrganizationQueryOptions,
  useRestoreOrganization,
  useSuspendOrganization,
} from '../api/admin-organizations.queries';
import { StatusChip } from './organization-list';

type Props = {
  id: string;
  onClose: () => void;
  onEdit: (organization: AdminOrganizationDetail) => void;
};

// One organization beside the list: its details and members, edit, suspend and restore.
export function OrganizationPanel({ id, onClose, onEdit }: Props) {
  const { t } = useTranslation();
  const query = useQuery(adminOrganizationQueryOptions(id));
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: {
            width: { xs: '100%', sm: 480 },
            p: 3,
            display: 'grid',
            gap: 2,
            alignContent: 'start',
          },
          role: 'dialog',
          'aria-labelledby': 'organization-panel-title',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id="organization-panel-title"
          variant="h2"
          sx={{ flexGrow: 1, fontSize: '1.25rem', overflowWrap: 'anywhere' }}
        >
          {query.data?.name ?? t('adminOrganizations.panel.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('adminOrganizations.panel.close')}>
          <Close />
        </IconButton>
      </Box>
      {query.isError ? (
        <QueryErrorState title={t('adminOrganizations.panel.loadFailed')} query={query} />
      ) : !query.data ? (
        <Box role="status" aria-busy="true" aria-label={t('adminOrganizations.panel.loading')}>
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : (
        <Details organization={query.data} onEdit={onEdit} />
      )}
    </Drawer>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Details({
  organization,
  onEdit,
}: {
  organization: AdminOrganizationDetail;
  onEdit: Props['onEdit'];
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const confirm = useConfirm();
  const suspend = useSuspendOrganization();
  const restore = useRestoreOrganization();
  const failed = suspend.error ?? restore.error;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeZone });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const suspended = organization.status === 'suspended';

  const onSuspend = async () => {
    const answer = await confirm({
      title: t('adminOrganizations.suspend.title', { name: organization.name }),
      message: t('adminOrganizations.suspend.message', { count: organization.member_count }),
      actions: { confirm: { label: t('adminOrganizations.suspend.confirm') } },
    });
    if (answer !== 'confirmed') return;
    restore.reset();
    suspend.mutate(organization.id);
  };
  const onRestore = async () => {
    const answer = await confirm({
      title: t('adminOrganizations.restore.title', { name: organization.name }),
      message: t('adminOrganizations.restore.message'),
      icon: { name: 'info', color: 'info' },
      actions: { confirm: { label: t('adminOrganizations.restore.confirm'), color: 'primary' } },
    });
    if (answer !== 'confirmed') return;
    suspend.reset();
    restore.mutate(organization.id);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Row label={t('adminOrganizations.columns.status')}>
          <StatusChip status={organization.status} />
          {organization.suspended_at && (
            <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
              {t('adminOrganizations.panel.since', {
                date: date.format(new Date(organization.suspended_at)),
              })}
            </Box>
          )}
        </Row>
        <Row label={t('adminOrganizations.columns.type')}>
          {t(`adminOrganizations.types.${organization.type}`)}
        </Row>
        <Row label={t('adminOrganizations.columns.plan')}>
          {t(`adminPlans.${organization.plan}`)}
        </Row>
        <Row label={t('adminOrganizations.columns.balance')}>
          {number.format(organization.balance)}
        </Row>
        <Row label={t('adminOrganizations.dialog.website')}>
          {organization.website ? (
            <Link href={organization.website} target="_blank" rel="noopener noreferrer">
              {organization.website}
            </Link>
          ) : (
            t('adminOrganizations.panel.none')
          )}
        </Row>
        <Row label={t('adminOrganizations.dialog.brandColor')}>
          {organization.brand_color ? (
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 16,
                  height: 16,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: organization.brand_color,
                }}
              />
              {organization.brand_color}
            </Box>
          ) : (
            t('adminOrganizations.panel.none')
          )}
        </Row>
        <Row label={t('adminOrganizations.panel.created')}>
          {date.format(new Date(organization.created_at))}
        </Row>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => onEdit(organization)}>
          {t('adminOrganizations.panel.edit')}
        </Button>
        {suspended ? (
          <Button variant="contained" disabled={restore.isPending} onClick={() => void onRestore()}>
            {t('adminOrganizations.restore.confirm')}
          </Button>
        ) : (
          <Button
            color="error"
            variant="outlined"
            disabled={suspend.isPending}
            onClick={() => void onSuspend()}
          >
            {t('adminOrganizations.suspend.confirm')}
          </Button>
        )}
      </Box>
      {failed && (
        <ErrorState
          title={
            suspend.error
              ? t('adminOrganizations.suspend.failed')
              : t('adminOrganizations.restore.failed')
          }
          error={failed}
        />
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('adminOrganizations.panel.members', { count: organization.members.length })}
        </Typography>
        {organization.members.length === 0 ? (
          <Typography color="text.secondary">{t('adminOrganizations.panel.noMembers')}</Typography>
        ) : (
          <List disablePadding aria-label={t('adminOrganizations.panel.membersLabel')}>
            {organization.members.map((member) => (
              <ListItem key={member.id} divider sx={{ px: 0 }}>
                <ListItemText
                  primary={member.name}
                  secondary={[
                    member.email,
                    member.organization_role
                      ? t(`adminOrganizations.roles.${member.organization_role}`)
                      : null,
                    member.roles.includes('admin') || member.roles.includes('root')
                      ? t('adminOrganizations.panel.platformAdmin')
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
