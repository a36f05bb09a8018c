import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import { currentUserQueryOptions } from '../../lib/session/session.queries';
import { chatsQueryOptions } from '../../lib/shell-data';
import { ChatList } from './components/chat-list';
import { Conversation } from './components/conversation';
import { NewChatList } from './components/new-chat-list';
import { NoChatSelected } from './components/no-chat-selected';
import { ProfilePanel } from './components/profile-panel';

type Side = 'chats' | 'new-chat' | 'profile';

// Chat: the chats on the left and the open one (the address's /apps/chat/{id}) beside them, with
// the contact's details on the right. On a phone the list and a conversation each fill the
// screen, and the details come as a drawer.
export function ChatScreen({ chatId }: { chatId: string | null }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());
  const hasChats = (useQuery(chatsQueryOptions()).data?.length ?? 0) > 0;
  const [side, setSide] = useState<Side>('chats');
  const toChats = () => setSide('chats');
  const newChat = () => setSide('new-chat');
  const showList = !phone || chatId === null;
  const showConversation = !phone || chatId !== null;

  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {t('screens.chat')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          overflow: 'hidden',
          minHeight: 420,
          // The frame's header and the page's padding above and below.
          height: {
            xs: 'calc(100dvh - 56px - 32px)',
            sm: 'calc(100dvh - 64px - 48px)',
            md: 'calc(100dvh - 64px - 64px)',
          },
        }}
      >
        {showList && (
          <Box
            component="section"
            aria-label={t('chat.list.panel')}
            sx={{
              width: { xs: '100%', md: 340, lg: 380 },
              flexShrink: 0,
              borderRight: { md: 1 },
              borderColor: { md: 'divider' },
              display: 'flex',
              flexDirection: 'column',
              minHeight: 0,
            }}
          >
            {side === 'new-chat' ? (
              <NewChatList onBack={toChats} />
            ) : side === 'profile' ? (
              <ProfilePanel user={user} onBack={toChats} />
            ) : (
              <ChatList
                user={user}
                selectedId={chatId}
                onNewChat={newChat}
                onProfile={() => setSide('profile')}
              />
            )}
          </Box>
        )}
        {showConversation &&
          (chatId ? (
            <Conversation key={chatId} chatId={chatId} phone={phone} />
          ) : (
            <NoChatSelected hasChats={hasChats} onNewChat={newChat} />
          ))}
      </Paper>
    </>
  );
}
