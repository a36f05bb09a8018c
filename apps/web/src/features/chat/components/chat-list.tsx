import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import type { Chat } from '@rehearse/contracts/chat';
import type { User } from '@rehearse/contracts/user';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { UserAvatar, initialsOf } from '../../../components/user-avatar';
import { chatsQueryOptions } from '../../../lib/shell-data';
import { CHAT_ROW_HEIGHT, ChatListItem } from './chat-list-item';
import { PanelHeader } from './panel-header';
import { VirtualList } from './virtual-list';

// What the search looks in: the contact's name and the last message, ignoring case.
const matches = (chat: Chat, term: string) =>
  chat.contact.name.toLocaleLowerCase().includes(term) ||
  (chat.lastMessage ?? '').toLocaleLowerCase().includes(term);

type ChatListProps = {
  user: User;
  selectedId: string | null;
  onNewChat: () => void;
  onProfile: () => void;
};

// The user's chats, the most recent first, searched as the user types (the search is in the
// address as ?q=, so Back and a reload keep it).
export function ChatList({ user, selectedId, onNewChat, onProfile }: ChatListProps) {
  const { t } = useTranslation();
  const query = useQuery(chatsQueryOptions());
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? undefined;
  const onSearch = useCallback(
    (value: string | undefined) =>
      setSearchParams(
        (params) => {
          if (value) params.set('q', value);
          else params.delete('q');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const term = search?.toLocaleLowerCase();
  const chats = term ? query.data?.filter((chat) => matches(chat, term)) : query.data;

  return (
    <>
      <PanelHeader
        title={t('chat.list.title')}
        start={
          <Tooltip title={t('chat.profile.open')}>
            <IconButton
              onClick={onProfile}
              // Without a picture the avatar shows the initials, so the name holds them too
              // (what is seen is what can be said to voice control, WCAG 2.5.3).
              aria-label={
                user.avatar
                  ? t('chat.profile.open')
                  : `${t('chat.profile.open')}, ${initialsOf(user.name)}`
              }
              edge="start"
            >
              <UserAvatar user={user} size={36} />
            </IconButton>
          </Tooltip>
        }
        actions={
          <Tooltip title={t('chat.newChat.open')}>
            <IconButton onClick={onNewChat} aria-label={t('chat.newChat.open')} color="primary">
              <AddCommentOutlined />
            </IconButton>
          </Tooltip>
        }
      />
      <Box sx={{ p: 1.5, flexShrink: 0 }}>
        <SearchField
          value={search}
          onSearch={onSearch}
          label={t('chat.list.search')}
          size="small"
          fullWidth
        />
      </Box>
      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('app.loading')} sx={{ px: 2 }}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Box
              key={row}
              sx={{ display: 'flex', gap: 2, alignItems: 'center', height: CHAT_ROW_HEIGHT }}
            >
              <Skeleton variant="circular" width={40} height={40} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="85%" />
              </Box>
            </Box>
          ))}
        </Box>
      ) : query.isError ? (
        <Box sx={{ p: 2 }}>
          <QueryErrorState title={t('chat.list.loadFailed')} query={query} />
        </Box>
      ) : query.data.length === 0 ? (
        <Box sx={{ p: 3, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <ForumOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{t('chat.list.emptyTitle')}</Typography>
          <Typography color="text.secondary">{t('chat.list.emptyText')}</Typography>
          <Button variant="contained" onClick={onNewChat} startIcon={<AddCommentOutlined />}>
            {t('chat.newChat.start')}
          </Button>
        </Box>
      ) : chats?.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {t('chat.list.noMatch', { search })}
        </Typography>
      ) : (
        <VirtualList
          items={chats ?? []}
          itemHeight={CHAT_ROW_HEIGHT}
          getKey={(chat) => chat.id}
          label={t('chat.list.title')}
          renderItem={(chat) => <ChatListItem chat={chat} selected={chat.id === selectedId} />}
        />
      )}
    </>
  );
}
