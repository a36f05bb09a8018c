import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import type { Chat } from '@rehearse/contracts/chat';
import { useTranslation } from 'react-i18next';
import { UnreadBadge } from '../../../components/unread-badge';
import { ChatConversation } from './chat-conversation';

type QuickChatContentProps = {
  chats: readonly Chat[];
  chatId: string | null;
  onSelect: (chatId: string | null) => void;
  onClose: () => void;
};

// What the quick chat shows once open, in the phone overlay and in the large-screen strip
// alike: a header (back, the title that closes the panel as the specification says) and either
// the chat list or one conversation.
export function QuickChatContent({ chats, chatId, onSelect, onClose }: QuickChatContentProps) {
  const { t } = useTranslation();
  const selected = chats.find((chat) => chat.id === chatId);
  const label = t('widgets.quickChat.title');

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          minHeight: 64,
          flexShrink: 0,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {selected && (
          <Tooltip title={t('widgets.quickChat.back')}>
            <IconButton
              color="inherit"
              aria-label={t('widgets.quickChat.back')}
              onClick={() => onSelect(null)}
            >
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        )}
        <ButtonBase
          onClick={onClose}
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
          <CloseIcon aria-hidden sx={{ ml: 'auto' }} />
        </ButtonBase>
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
            <ListItem key={chat.id} disablePadding>
              <ListItemButton onClick={() => onSelect(chat.id)}>
                <ListItemAvatar>
                  <UnreadBadge count={chat.unreadCount}>
                    <Avatar src={chat.contact.avatar ?? undefined} alt="">
                      {chat.contact.name.charAt(0)}
                    </Avatar>
                  </UnreadBadge>
                </ListItemAvatar>
                <ListItemText
                  primary={chat.contact.name}
                  secondary={chat.lastMessage ?? ''}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
