import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PLATFORM_INVITATION_STATUSES,
  type PlatformInvitation,
} from '@rehearse/contracts/admin-invitations';
import { useConfirm } from '../../components/confirmation/use-confirm';
import { ErrorState, QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import {
  adminInvitationsQueryOptions,
  INVITATIONS_PAGE_SIZE,
  useResendPlatformInvitation,
  useRevokePlatformInvitation,
} from './api/admin-invitations.queries';
import { InvitationList } from './components/invitation-list';
import { InviteForm } from './components/invite-form';

type Status = PlatformInvitation['status'];
const isStatus = (value: string | null): value is Status =>
  (PLATFORM_INVITATION_STATUSES as readonly (string | null)[]).includes(value);

// Invitations to join Rehearse for admins (docs/decisions/057-admin-workspace.md): invite by
// email as an admin, a recruiter of a recruiting organization or a candidate; the list by status
// and page (both in the URL) with resend and revoke (confirmed).
export function AdminInvitationsScreen() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const invitations = useQuery(adminInvitationsQueryOptions(status, page));
  const resend = useResendPlatformInvitation();
  const revoke = useRevokePlatformInvitation();
  const failed = resend.error ?? revoke.error;
  const pages = invitations.data ? Math.ceil(invitations.data.total / INVITATIONS_PAGE_SIZE) : 0;

  const show = (next: { status?: Status; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const onRevoke = async (invitation: PlatformInvitation) => {
    const answer = await confirm({
      title: t('adminInvitations.revokeTitle'),
      message: t('adminInvitations.revokeMessage', { email: invitation.email }),
      actions: { confirm: { label: t('adminInvitations.revoke') } },
    });
    if (answer !== 'confirmed') return;
    resend.reset();
    revoke.mutate(invitation.id);
  };

  return (
    <>
      <ScreenTitle>{t('screens.adminInvitation')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {t('adminInvitations.form.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('adminInvitations.form.intro')}
          </Typography>
          <InviteForm />
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('adminInvitations.listTitle')}
            </Typography>
            <TextField
              select
              size="small"
              label={t('adminInvitations.filter')}
              value={status ?? ''}
              onChange={(event) =>
                show({ status: isStatus(event.target.value) ? event.target.value : undefined })
              }
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ width: 200 }}
            >
              <MenuItem value="">{t('adminInvitations.all')}</MenuItem>
              {PLATFORM_INVITATION_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`adminInvitations.status.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          {failed && <ErrorState title={t('adminInvitations.changeFailed')} error={failed} />}
          {resend.isSuccess && (
            <Alert severity="success" role="status">
              {t('adminInvitations.resent', { email: resend.data.email })}
            </Alert>
          )}
          {revoke.isSuccess && (
            <Alert severity="success" role="status">
              {t('adminInvitations.revoked', { email: revoke.data.email })}
            </Alert>
          )}
          {invitations.isError && !invitations.data ? (
            <QueryErrorState title={t('adminInvitations.loadFailed')} query={invitations} />
          ) : !invitations.data ? (
            <Box
              role="status"
              aria-busy="true"
              aria-label={t('adminInvitations.loading')}
              sx={{ display: 'grid', gap: 1 }}
            >
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Box>
          ) : invitations.data.invitations.length === 0 ? (
            <Typography color="text.secondary">
              {status ? t('adminInvitations.emptyFiltered') : t('adminInvitations.empty')}
            </Typography>
          ) : (
            <InvitationList
              invitations={invitations.data.invitations}
              busy={resend.isPending || revoke.isPending}
              onResend={(invitation) => {
                revoke.reset();
                resend.mutate(invitation.id);
              }}
              onRevoke={(invitation) => void onRevoke(invitation)}
            />
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => show({ status, page: next })}
              getItemAriaLabel={(type, item) =>
                type === 'page'
                  ? t('adminInvitations.pageLinks.page', { page: item })
                  : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
                    ? t(`adminInvitations.pageLinks.${type}`)
                    : ''
              }
              sx={{ justifySelf: 'center' }}
            />
          )}
        </Paper>
      </Box>
    </>
  );
}
