import { useEffect, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Backdrop from '@mui/material/Backdrop';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatsQueryOptions } from '../../../lib/shell-data';
import { QuickChatContent } from './quick-chat-content';
import { UnreadBadge } from '../../../components/unread-badge';

const COLLAPSED = '4rem';
const EXPANDED = '24rem';

// The quick chat from lg up: a 4rem strip on the right edge with a toggle and
// the recent chats' avatars, expanding to 24rem over the content. The layouts keep the strip's
// width free (LayoutProps.rightStrip). Below lg the header button's overlay takes its place.
export function QuickChatStrip() {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  return large ? <Strip /> : null;
}

function Strip() {
  const { t } = useTranslation();
  const { data: chats } = useSuspenseQuery(chatsQueryOptions());
  const [expanded, setExpanded] = useState(false);
  const [chatId, setChatId] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasExpanded = useRef(false);
  const unread = chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
  const label = t('widgets.quickChat.title');
  const withUnread = (name: string, count: number) =>
    count > 0 ? `${name}, ${t('widgets.feed.unreadCount', { count })}` : name;

  // Opening moves focus into the panel; closing gives it back to the toggle, as a dialog does.
  useEffect(() => {
    if (expanded) panel.current?.focus();
    else if (wasExpanded.current) toggle.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);

  // Escape closes the panel while focus is in it, or has fallen back to the page body (a chosen
  // chat replaces the list, so the clicked row and its focus are gone).
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      const inPanel = focused === document.body || (panel.current?.contains(focused) ?? false);
      if (event.key === 'Escape' && inPanel) setExpanded(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [expanded]);

  const open = (id: string | null) => {
    setChatId(id);
    setExpanded(true);
  };

  return (
    <>
      <Backdrop
        open={expanded}
        onClick={() => setExpanded(false)}
        sx={{ zIndex: (theme) => theme.zIndex.drawer - 1, bgcolor: 'rgba(0, 0, 0, 0.25)' }}
      />
      <Paper
        component="aside"
        square
        elevation={expanded ? 16 : 0}
        aria-label={label}
        data-testid="quick-chat-strip"
        sx={{
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          width: expanded ? EXPANDED : COLLAPSED,
          zIndex: (theme) => theme.zIndex.drawer,
          borderLeft: 1,
          borderColor: 'divider',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          transition: (theme) => theme.transitions.create('width', { duration: 150 }),
        }}
      >
        {expanded ? (
          <Box
            ref={panel}
            role="dialog"
            aria-label={label}
            tabIndex={-1}
            sx={{
              width: EXPANDED,
              flexGrow: 1,
              minHeight: 0,
              display: 'flex',
              flexDirection: 'column',
              outline: 'none',
            }}
          >
            <QuickChatContent
              chats={chats}
              chatId={chatId}
              onSelect={setChatId}
              onClose={() => setExpanded(false)}
            />
          </Box>
        ) : (
          <>
            <Box sx={{ minHeight: 64, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
              <Tooltip title={label} placement="left">
                <IconButton
                  ref={toggle}
                  color="inherit"
                  aria-label={withUnread(label, unread)}
                  aria-expanded={false}
                  onClick={() => open(chatId)}
                >
                  <UnreadBadge count={unread}>
                    <ChatBubbleOutlineOutlined />
                  </UnreadBadge>
                </IconButton>
              </Tooltip>
            </Box>
            <Box
              component="ul"
              aria-label={t('widgets.quickChat.chats')}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                pb: 1,
                overflowY: 'auto',
                scrollbarWidth: 'none',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1,
              }}
            >
              {chats.map((chat) => (
                <li key={chat.id}>
                  <Tooltip title={chat.contact.name} placement="left">
                    <IconButton
                      aria-label={withUnread(
                        t('a11y.quickChat.openChat', { name: chat.contact.name }),
                        chat.unreadCount,
                      )}
                      onClick={() => open(chat.id)}
                      sx={{ p: 0.5 }}
                    >
                      {/* No text inside the button: its name (with the unread count) is the
                          label, and axe wants any visible text to be part of it. So the unread
                          mark is a dot and the initial is drawn with CSS. */}
                      <Badge variant="dot" color="secondary" invisible={chat.unreadCount <= 0}>
                        <Avatar src={chat.contact.avatar ?? undefined} alt="">
                          <Box
                            component="span"
                            sx={{
                              '&::before': { content: JSON.stringify(chat.contact.name.charAt(0)) },
                            }}
                          />
                        </Avatar>
                      </Badge>
                    </IconButton>
                  </Tooltip>
                </li>
              ))}
            </Box>
          </>
        )}
      </Paper>
    </>
  );
}
