import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import type { Chat } from '@rehearse/contracts/chat';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf } from '../../../components/user-avatar';
import { visuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { formatListTime } from '../chat-times';

export const CHAT_ROW_HEIGHT = 72;

// One chat in the list: the contact, the last message, its time, the unread count and whether
// the chat is muted. A link, so it opens in a new tab too and the address names the chat.
export function ChatListItem({ chat, selected }: { chat: Chat; selected: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <ListItemButton
      component={Link}
      to={paths.apps.chat.getHref(chat.id)}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ height: CHAT_ROW_HEIGHT, gap: 0.5 }}
    >
      <ListItemAvatar>
        <Avatar src={chat.contact.avatar ?? undefined} alt="">
          {initialsOf(chat.contact.name)}
        </Avatar>
      </ListItemAvatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography
            noWrap
            sx={{ fontWeight: chat.unreadCount > 0 ? 700 : 500, flexGrow: 1, minWidth: 0 }}
          >
            {chat.contact.name}
          </Typography>
          {chat.lastMessageAt && (
            <Typography
              variant="caption"
              component="time"
              dateTime={chat.lastMessageAt}
              color="text.secondary"
              sx={{ flexShrink: 0 }}
            >
              {formatListTime(chat.lastMessageAt, locale)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0 }}
          >
            {chat.lastMessage ?? t('chat.list.noMessages')}
          </Typography>
          {chat.muted && (
            <NotificationsOffOutlined
              fontSize="small"
              titleAccess={t('chat.list.muted')}
              sx={{ color: 'text.secondary' }}
            />
          )}
          {chat.unreadCount > 0 && (
            <Box
              component="span"
              sx={{
                minWidth: 20,
                height: 20,
                px: 0.75,
                borderRadius: 10,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: 12,
                fontWeight: 700,
                display: 'inline-grid',
                placeItems: 'center',
                flexShrink: 0,
              }}
            >
              <span aria-hidden>{chat.unreadCount > 99 ? '99+' : chat.unreadCount}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('chat.list.unread', { count: chat.unreadCount })}
              </Box>
            </Box>
          )}
        </Box>
      </Box>
    </ListItemButton>
  );
}
