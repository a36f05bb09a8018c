import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CheckIcon from '@mui/icons-material/Check';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import { USER_STATUSES, type User, type UserStatus } from '@rehearse/contracts/user';
import { useTranslation } from 'react-i18next';
import { LinkBehavior } from '../../../components/link-behavior';
import { initialsOf, UserAvatar } from '../../../components/user-avatar';
import { UserStatusDot } from '../../../components/user-status-dot';
import { paths } from '../../../config/paths';
import { useUpdateCurrentUser } from '../../../lib/session/session.queries';

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [statusError, setStatusError] = useState(false);
  const updateUser = useUpdateCurrentUser();
  const menuId = useId();
  const close = () => setAnchor(null);

  const setStatus = (status: UserStatus) => {
    close();
    if (status === user.status) return;
    updateUser.mutate(
      { status },
      {
        onError: (error) => {
          console.error('Updating the status failed', error);
          setStatusError(true);
        },
      },
    );
  };

  return (
    <>
      <IconButton
        // Without a picture the avatar shows the initials: the name holds them too, so what is
        // seen is what can be said to voice control (WCAG 2.5.3, label in name).
        aria-label={
          user.avatar ? t('userMenu.open') : `${t('userMenu.open')}, ${initialsOf(user.name)}`
        }
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={<UserStatusDot status={user.status} />}
          sx={{
            '& .MuiBadge-badge': {
              p: 0,
              minWidth: 0,
              height: 'auto',
              border: 2,
              borderColor: 'background.paper',
              borderRadius: '50%',
            },
          }}
        >
          <UserAvatar user={user} />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar user={user} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        {/* A div: a menu may not hold list items other than its menu items. */}
        <ListSubheader component="div" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
          {t('userMenu.status')}
        </ListSubheader>
        {USER_STATUSES.map((status) => (
          <MenuItem
            key={status}
            role="menuitemradio"
            aria-checked={user.status === status}
            onClick={() => setStatus(status)}
            dense
          >
            <ListItemIcon>
              <UserStatusDot status={status} />
            </ListItemIcon>
            <ListItemText>{t(`status.${status}`)}</ListItemText>
            {user.status === status && <CheckIcon fontSize="small" aria-hidden />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={LinkBehavior} href={paths.user.profile.getHref()} onClick={close}>
          <ListItemIcon>
            <PersonOutlineOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.profile')}</ListItemText>
        </MenuItem>
        {user.roles.length > 0 && (
          <MenuItem component={LinkBehavior} href={paths.admin.dashboard.getHref()} onClick={close}>
            <ListItemIcon>
              <AdminPanelSettingsOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('userMenu.adminDashboard')}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem component={LinkBehavior} href={paths.auth.signOut.getHref()} onClick={close}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
      <Snackbar
        open={statusError}
        autoHideDuration={6000}
        onClose={() => setStatusError(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" onClose={() => setStatusError(false)} variant="filled">
          {t('userMenu.statusUpdateFailed')}
        </Alert>
      </Snackbar>
    </>
  );
}
