import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { chatQueryOptions, useMarkChatRead, useUpdateChat } from '../../../lib/chat-data';
import { useErrorText } from '../../../lib/error-text';
import { ContactInfoPanel } from './contact-info-panel';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

type ConversationProps = { chatId: string; phone: boolean };

// One chat: its contact, its messages and the box to write in; opening it reads it.
export function Conversation({ chatId, phone }: ConversationProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const query = useQuery(chatQueryOptions(chatId));
  const update = useUpdateChat();
  const [infoOpen, setInfoOpen] = useState(false);
  const chat = query.data;

  const failed = useCallback(
    (key: 'chat.conversation.readFailed' | 'chat.conversation.muteFailed') => (error: unknown) =>
      toast({ severity: 'error', message: t(key, { reason: errorText(error) }) }),
    [toast, t, errorText],
  );
  const onReadFailed = useCallback(
    (error: unknown) => failed('chat.conversation.readFailed')(error),
    [failed],
  );
  useMarkChatRead(chat, onReadFailed);

  if (query.isPending) {
    return (
      <Box
        aria-busy="true"
        aria-label={t('app.loading')}
        sx={{ flexGrow: 1, p: 2, display: 'grid', gap: 2, alignContent: 'start' }}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton width="30%" />
        </Box>
        {[55, 35, 60, 40].map((width, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            height={44}
            width={`${width}%`}
            sx={{ justifySelf: index % 2 ? 'end' : 'start' }}
          />
        ))}
      </Box>
    );
  }
  // A chat that is not (or no longer) the user's: say so, and lead back to the list.
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography variant="h6" component="p">
            {t('chat.conversation.notFound')}
          </Typography>
          <Button component={Link} to={paths.apps.chat.getHref()} variant="outlined">
            {t('chat.backToChats')}
          </Button>
        </Box>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ flexGrow: 1, p: 3 }}>
        <QueryErrorState title={t('chat.conversation.loadFailed')} query={query} />
      </Box>
    );
  }

  const data = query.data;
  return (
    <>
      <Box
        component="section"
        aria-label={t('chat.conversation.with', { name: data.contact.name })}
        sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <ConversationHeader
          chat={data}
          showBack={phone}
          infoOpen={infoOpen}
          onToggleInfo={() => setInfoOpen((open) => !open)}
          onToggleMute={() =>
            update.mutate(
              { id: data.id, chat: { muted: !data.muted } },
              { onError: failed('chat.conversation.muteFailed') },
            )
          }
        />
        <MessageList
          messages={data.messages}
          label={t('chat.conversation.messagesWith', { name: data.contact.name })}
        />
        <MessageComposer chatId={data.id} autoFocus={!phone} />
      </Box>
      <ContactInfoPanel
        contactId={data.contactId}
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
      />
    </>
  );
}
