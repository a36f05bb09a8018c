import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import type { Chat } from '@rehearse/contracts/chat';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf } from '../../../components/user-avatar';
import { visuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';

type ConversationHeaderProps = {
  chat: Pick<Chat, 'contact' | 'muted'>;
  // On a phone the conversation fills the screen: Back returns to the list.
  showBack: boolean;
  infoOpen: boolean;
  onToggleInfo: () => void;
  onToggleMute: () => void;
};

// The open chat's contact (which opens their details), and the chat's mute and info buttons.
export function ConversationHeader({
  chat,
  showBack,
  infoOpen,
  onToggleInfo,
  onToggleMute,
}: ConversationHeaderProps) {
  const { t } = useTranslation();
  const { contact } = chat;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        minHeight: 64,
        flexShrink: 0,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {showBack && (
        <Tooltip title={t('chat.backToChats')}>
          <IconButton
            component={Link}
            to={paths.apps.chat.getHref()}
            aria-label={t('chat.backToChats')}
          >
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      )}
      <ButtonBase
        onClick={onToggleInfo}
        aria-expanded={infoOpen}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          gap: 1.5,
          p: 1,
          borderRadius: 1,
        }}
      >
        <Avatar src={contact.avatar ?? undefined} alt="">
          {initialsOf(contact.name)}
        </Avatar>
        <Box sx={{ minWidth: 0, textAlign: 'left' }}>
          {/* The button's name is its text (name and status), after what it opens. */}
          <Box component="span" sx={visuallyHidden}>
            {t('chat.info.title')}:{' '}
          </Box>
          <Typography
            component="span"
            variant="subtitle1"
            noWrap
            sx={{ display: 'block', fontWeight: 600 }}
          >
            {contact.name}
          </Typography>
          {contact.about && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ display: 'block' }}
            >
              {contact.about}
            </Typography>
          )}
        </Box>
      </ButtonBase>
      <Tooltip title={chat.muted ? t('chat.conversation.unmute') : t('chat.conversation.mute')}>
        <IconButton
          aria-label={t('chat.conversation.muteLabel')}
          aria-pressed={chat.muted}
          onClick={onToggleMute}
        >
          {chat.muted ? <NotificationsOffOutlined /> : <NotificationsActiveOutlined />}
        </IconButton>
      </Tooltip>
      <Tooltip title={t('chat.info.title')}>
        <IconButton
          aria-label={t('chat.info.title')}
          aria-expanded={infoOpen}
          onClick={onToggleInfo}
        >
          <InfoOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
