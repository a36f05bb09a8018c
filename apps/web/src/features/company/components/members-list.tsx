import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  ORGANIZATION_ROLES,
  type CompanyProfile,
  type Member,
  type OrganizationRole,
} from '@rehearse/contracts/organizations';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { ErrorState } from '../../../components/error-state';
import {
  useChangeRole,
  useLeaveOrganization,
  useRemoveMember,
  useTransferOwnership,
} from '../api/company.queries';

type Props = {
  profile: CompanyProfile;
  members: Member[];
  currentUserId: string;
  onLeft: () => void;
};

// The members and their roles. The owner changes roles, removes members and hands over
// ownership; anyone may leave (the server keeps the last owner from it).
export function MembersList({ profile, members, currentUserId, onLeft }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const isOwner = profile.role === 'owner';
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const leave = useLeaveOrganization();
  const failed = changeRole.error ?? remove.error ?? transfer.error ?? leave.error;
  const resetAll = () => {
    changeRole.reset();
    remove.reset();
    transfer.reset();
    leave.reset();
  };
  const roleName = (role: OrganizationRole) => t(`company.roles.${role}`);
  // The last owner cannot leave (the server refuses it too): say why instead of failing.
  const lastOwner = isOwner && members.filter((member) => member.role === 'owner').length < 2;

  const confirmed = async (title: string, message: string, label: string) =>
    (await confirm({ title, message, actions: { confirm: { label } } })) === 'confirmed';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {failed && <ErrorState title={t('company.members.failed')} error={failed} />}
      <List disablePadding aria-label={t('company.members.title')}>
        {members.map((member) => {
          const self = member.id === currentUserId;
          return (
            <ListItem
              key={member.id}
              divider
              sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}
              secondaryAction={undefined}
            >
              <ListItemText
                primary={self ? t('company.members.you', { name: member.name }) : member.name}
                secondary={member.email}
                sx={{ minWidth: 200 }}
              />
              {isOwner && !self ? (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    select
                    size="small"
                    label={t('company.members.role', { name: member.name })}
                    value={member.role}
                    onChange={(event) => {
                      resetAll();
                      changeRole.mutate({
                        id: member.id,
                        role: event.target.value as OrganizationRole,
                      });
                    }}
                    sx={{ minWidth: 150 }}
                  >
                    {ORGANIZATION_ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {roleName(role)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    size="small"
                    onClick={() =>
                      void (async () => {
                        if (
                          await confirmed(
                            t('company.members.transferTitle'),
                            t('company.members.transferMessage', { name: member.name }),
                            t('company.members.transfer'),
                          )
                        ) {
                          resetAll();
                          transfer.mutate(member.id);
                        }
                      })()
                    }
                  >
                    {t('company.members.transfer')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() =>
                      void (async () => {
                        if (
                          await confirmed(
                            t('company.members.removeTitle'),
                            t('company.members.removeMessage', { name: member.name }),
                            t('company.members.remove'),
                          )
                        ) {
                          resetAll();
                          remove.mutate(member.id);
                        }
                      })()
                    }
                  >
                    {t('company.members.remove')}
                  </Button>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {roleName(member.role)}
                </Typography>
              )}
            </ListItem>
          );
        })}
      </List>
      <Box>
        <Button
          color="error"
          variant="outlined"
          disabled={leave.isPending || lastOwner}
          aria-describedby={lastOwner ? 'last-owner-help' : undefined}
          onClick={() =>
            void (async () => {
              if (
                await confirmed(
                  t('company.members.leaveTitle'),
                  t('company.members.leaveMessage', { organization: profile.name }),
                  t('company.members.leave'),
                )
              ) {
                resetAll();
                leave.mutate(undefined, { onSuccess: onLeft });
              }
            })()
          }
        >
          {t('company.members.leave')}
        </Button>
        {lastOwner && (
          <Typography id="last-owner-help" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('company.members.lastOwnerHelp')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
