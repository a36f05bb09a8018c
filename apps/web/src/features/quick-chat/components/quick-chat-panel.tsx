import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatsQueryOptions } from '../../../lib/shell-data';
import { ChatConversation } from './chat-conversation';

// The quick chat panel (core-product.md §2, §9): opened from the header as a 24rem overlay on
// the right; its header or the backdrop closes it, Escape too, and focus returns to the button.
export function QuickChatPanel() {
  const { t } = useTranslation();
  const { data: chats } = useSuspenseQuery(chatsQueryOptions());
  const [open, setOpen] = useState(false);
  const [chatId, setChatId] = useState<string | null>(null);
  const selected = chats.find((chat) => chat.id === chatId);
  const unread = chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
  const label = t('widgets.quickChat.title');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={
            unread > 0 ? `${label}, ${t('widgets.feed.unreadCount', { count: unread })}` : label
          }
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Badge badgeContent={unread} color="secondary" invisible={unread <= 0} max={99}>
            <ChatBubbleOutlineOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': label,
            sx: { width: { xs: '100%', sm: '24rem' }, display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        {/* Clicking the header toggles the panel, as the specification says. */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1,
            minHeight: 64,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {selected && (
            <Tooltip title={t('widgets.quickChat.back')}>
              <IconButton
                color="inherit"
                aria-label={t('widgets.quickChat.back')}
                onClick={() => setChatId(null)}
              >
                <ArrowBackIcon />
              </IconButton>
            </Tooltip>
          )}
          <ButtonBase
            onClick={() => setOpen(false)}
            aria-label={t('widgets.quickChat.close')}
            sx={{
              flexGrow: 1,
              justifyContent: 'flex-start',
              gap: 1.5,
              py: 1,
              px: 1,
              borderRadius: 1,
              minWidth: 0,
            }}
          >
            {selected ? (
              <>
                <Avatar
                  src={selected.contact.avatar ?? undefined}
                  alt=""
                  sx={{ width: 32, height: 32 }}
                >
                  {selected.contact.name.charAt(0)}
                </Avatar>
                <Typography component="h2" variant="h6" noWrap sx={{ fontSize: '1.05rem' }}>
                  {selected.contact.name}
                </Typography>
              </>
            ) : (
              <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
                {label}
              </Typography>
            )}
          </ButtonBase>
          <CloseIcon aria-hidden sx={{ mr: 1 }} />
        </Box>

        {selected ? (
          <ChatConversation key={selected.id} chatId={selected.id} />
        ) : chats.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {t('widgets.quickChat.empty')}
          </Typography>
        ) : (
          <List sx={{ overflowY: 'auto' }} aria-label={t('widgets.quickChat.chats')}>
            {chats.map((chat) => (
              <ListItemButton key={chat.id} onClick={() => setChatId(chat.id)}>
                <ListItemAvatar>
                  <Badge
                    badgeContent={chat.unreadCount}
                    color="secondary"
                    invisible={chat.unreadCount <= 0}
                  >
                    <Avatar src={chat.contact.avatar ?? undefined} alt="">
                      {chat.contact.name.charAt(0)}
                    </Avatar>
                  </Badge>
                </ListItemAvatar>
                <ListItemText
                  primary={chat.contact.name}
                  secondary={chat.lastMessage ?? ''}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Drawer>
    </>
  );
}
