import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlatformInvitation } from '@rehearse/contracts/admin-invitations';
import { formatDisplayDate } from '../../../lib/date-formats';
import { useTimeZone } from '../../../lib/time-zone';

type Status = PlatformInvitation['status'];

const statusColor: Record<Status, 'default' | 'info' | 'success' | 'warning'> = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'default',
};

export function InvitationStatusChip({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={statusColor[status]}
      variant={status === 'revoked' ? 'outlined' : 'filled'}
      label={t(`adminInvitations.status.${status}`)}
    />
  );
}

type Props = {
  invitations: PlatformInvitation[];
  busy: boolean;
  onResend: (invitation: PlatformInvitation) => void;
  onRevoke: (invitation: PlatformInvitation) => void;
};

// One row per invitation: email, role (and organization), status and its date; a pending or
// expired one can be resent (a new link, a new week) or revoked.
export function InvitationList({ invitations, busy, onResend, onRevoke }: Props) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const date = (value: string) => formatDisplayDate(value, i18n.resolvedLanguage ?? 'en', timeZone);
  const when = (invitation: PlatformInvitation) => {
    switch (invitation.status) {
      case 'accepted':
        return t('adminInvitations.acceptedOn', { date: date(invitation.accepted_at!) });
      case 'revoked':
        return t('adminInvitations.revokedOn', { date: date(invitation.revoked_at!) });
      case 'expired':
        return t('adminInvitations.expiredOn', { date: date(invitation.expires_at) });
      default:
        return t('adminInvitations.expiresOn', { date: date(invitation.expires_at) });
    }
  };
  return (
    <List disablePadding aria-label={t('adminInvitations.listLabel')}>
      {invitations.map((invitation) => {
        const open = invitation.status === 'pending' || invitation.status === 'expired';
        return (
          <ListItem
            key={invitation.id}
            divider
            sx={{ px: 0, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {invitation.role === 'recruiter' && invitation.organization_name
                  ? t('adminInvitations.recruiterOf', {
                      organization: invitation.organization_name,
                    })
                  : t(`adminInvitations.roles.${invitation.role}`)}
                {' · '}
                {when(invitation)}
              </Typography>
            </Box>
            <InvitationStatusChip status={invitation.status} />
            {open && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => onResend(invitation)}
                  aria-label={t('adminInvitations.resendLabel', { email: invitation.email })}
                >
                  {t('adminInvitations.resend')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => onRevoke(invitation)}
                  aria-label={t('adminInvitations.revokeLabel', { email: invitation.email })}
                >
                  {t('adminInvitations.revoke')}
                </Button>
              </Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
