import { useCallback, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChatContact } from '@rehearse/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { useToast } from '../../../components/toast/use-toast';
import { initialsOf } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { chatContactsQueryOptions, useStartChat } from '../api/chat.queries';
import { PanelHeader } from './panel-header';
import { VirtualList } from './virtual-list';

const CONTACT_ROW_HEIGHT = 64;

// Start a chat: the user's contacts by name; choosing one opens the chat with them (the one
// there is, or a new one).
export function NewChatList({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const errorText = useErrorText();
  const query = useQuery(chatContactsQueryOptions());
  const start = useStartChat();
  const [search, setSearch] = useState<string | undefined>();
  const onSearch = useCallback((value: string | undefined) => setSearch(value), []);
  const term = search?.toLocaleLowerCase();
  const contacts = term
    ? query.data?.filter((contact) => contact.name.toLocaleLowerCase().includes(term))
    : query.data;

  const open = (contact: ChatContact) =>
    start.mutate(contact.id, {
      onSuccess: (chat) => {
        onBack();
        void navigate(paths.apps.chat.getHref(chat.id));
      },
      onError: (error) =>
        toast({
          severity: 'error',
          message: t('chat.newChat.failed', { name: contact.name, reason: errorText(error) }),
        }),
    });

  return (
    <>
      <PanelHeader
        title={t('chat.newChat.title')}
        back={{ label: t('chat.backToChats'), onClick: onBack }}
      />
      {start.isPending && <LinearProgress aria-label={t('chat.newChat.opening')} />}
      <Box sx={{ p: 1.5, flexShrink: 0 }}>
        <SearchField
          value={search}
          onSearch={onSearch}
          label={t('chat.newChat.search')}
          size="small"
          fullWidth
          autoFocus
        />
      </Box>
      {query.isPending ? (
        <Box aria-busy="true" aria-label={t('app.loading')} sx={{ px: 2 }}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={CONTACT_ROW_HEIGHT} />
          ))}
        </Box>
      ) : query.isError ? (
        <Box sx={{ p: 2 }}>
          <QueryErrorState title={t('chat.newChat.loadFailed')} query={query} />
        </Box>
      ) : contacts?.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {search ? t('chat.newChat.noMatch', { search }) : t('chat.newChat.noContacts')}
        </Typography>
      ) : (
        <VirtualList
          items={contacts ?? []}
          itemHeight={CONTACT_ROW_HEIGHT}
          getKey={(contact) => contact.id}
          label={t('chat.newChat.contacts')}
          renderItem={(contact) => (
            <ListItemButton
              onClick={() => open(contact)}
              disabled={start.isPending}
              sx={{ height: CONTACT_ROW_HEIGHT }}
            >
              <ListItemAvatar>
                <Avatar src={contact.avatar ?? undefined} alt="">
                  {initialsOf(contact.name)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={contact.name}
                secondary={contact.about ?? undefined}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          )}
        />
      )}
    </>
  );
}
