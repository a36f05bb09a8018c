import { useState } from 'react';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatsQueryOptions } from '../../../lib/shell-data';
import { UnreadBadge } from '../../../components/unread-badge';
import { QuickChatContent } from './quick-chat-content';

// The quick chat below lg: a header button opening a 24rem overlay on the
// right; its header or the backdrop closes it, Escape too, and focus returns to the button.
// From lg up the quick chat is the strip on the right edge instead (quick-chat-strip.tsx).
export function QuickChatPanel() {
  const theme = useTheme();
  // noSsr: the first render already knows the width, so the button never flashes on large screens.
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  return large ? null : <QuickChatOverlay />;
}

function QuickChatOverlay() {
  const { t } = useTranslation();
  const { data: chats } = useSuspenseQuery(chatsQueryOptions());
  const [open, setOpen] = useState(false);
  const [chatId, setChatId] = useState<string | null>(null);
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
          <UnreadBadge count={unread}>
            <ChatBubbleOutlineOutlined />
          </UnreadBadge>
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
        <QuickChatContent
          chats={chats}
          chatId={chatId}
          onSelect={setChatId}
          onClose={() => setOpen(false)}
        />
      </Drawer>
    </>
  );
}
