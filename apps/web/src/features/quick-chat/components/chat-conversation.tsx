import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { dayKey, formatDisplayDate } from '../../../lib/date-formats';
import { formatFeedTime } from '../../../lib/format-feed-time';
import { chatQueryOptions, useMarkChatRead, useSendChatMessage } from '../../../lib/chat-data';

export function ChatConversation({ chatId }: { chatId: string }) {
  const { t, i18n } = useTranslation();
  const { data: chat, isPending, isError, refetch } = useQuery(chatQueryOptions(chatId));
  const send = useSendChatMessage();
  // Opening a chat here reads it, as on the chat screen.
  useMarkChatRead(chat);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const count = chat?.messages.length ?? 0;
  const loaded = chat !== undefined;

  // A chosen chat is there to write in: focus goes to its message box. The chat's button in the
  // list is gone by then, and focus left on the page would not reach the panel (Escape would
  // not close it).
  useEffect(() => {
    if (loaded) input.current?.focus();
  }, [loaded]);

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const submit = () => {
    const value = draft.trim();
    if (!value) return;
    send.mutate({ chatId, value }, { onSuccess: () => setDraft('') });
  };

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', flexGrow: 1 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <IconButton aria-label={t('widgets.quickChat.retry')} onClick={() => void refetch()}>
            <RefreshIcon />
          </IconButton>
        }
      >
        {t('widgets.quickChat.loadFailed')}
      </Alert>
    );
  }

  return (
    <>
      <Box
        component="ol"
        aria-label={t('widgets.quickChat.messagesWith', { name: chat.contact.name })}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          flexGrow: 1,
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        {chat.messages.map((message, index) => [
          // A heading for each day, in the display date format (DDD, lib/date-formats.ts).
          index === 0 ||
          dayKey(message.createdAt) !== dayKey(chat.messages[index - 1]!.createdAt) ? (
            <Box component="li" key={`day-${message.id}`} sx={{ alignSelf: 'center', py: 0.5 }}>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {formatDisplayDate(message.createdAt, i18n.resolvedLanguage ?? 'en')}
              </Typography>
            </Box>
          ) : null,
          <Box
            component="li"
            key={message.id}
            sx={{
              alignSelf: message.isMine ? 'flex-end' : 'flex-start',
              maxWidth: '80%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: message.isMine ? 'primary.main' : 'action.selected',
              color: message.isMine ? 'primary.contrastText' : 'text.primary',
            }}
          >
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {message.value}
            </Typography>
            <Typography
              variant="caption"
              component="time"
              dateTime={message.createdAt}
              sx={{ opacity: 0.75 }}
            >
              {formatFeedTime(message.createdAt, i18n.resolvedLanguage ?? 'en')}
            </Typography>
          </Box>,
        ])}
        <div ref={end} />
      </Box>
      {send.isError && (
        // The draft stays in the box, so sending again is one click; the reason is the error's.
        <Box sx={{ mx: 2 }}>
          <ErrorState title={t('widgets.quickChat.sendFailed')} error={send.error} />
        </Box>
      )}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{
          display: 'flex',
          gap: 1,
          p: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          alignItems: 'flex-end',
        }}
      >
        <InputBase
          inputRef={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter adds a line.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          multiline
          maxRows={4}
          placeholder={t('widgets.quickChat.placeholder')}
          inputProps={{ 'aria-label': t('widgets.quickChat.message'), maxLength: 5000 }}
          sx={{ flexGrow: 1, px: 1.5, py: 1, borderRadius: 2, bgcolor: 'action.hover' }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('widgets.quickChat.send')}
          disabled={!draft.trim() || send.isPending}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </>
  );
}
