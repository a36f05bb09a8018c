import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@rehearse/contracts/chat';
import { useTranslation } from 'react-i18next';
import { dayKey, formatDisplayDate } from '../../../lib/date-formats';
import { isPendingMessage } from '../../../lib/chat-data';
import { formatMessageTime } from '../chat-times';

type MessageListProps = { messages: readonly ChatMessage[]; label: string };

// The conversation, oldest first, with a heading for each day (format DDD) and the user's own
// messages on the right. A message is plain text: React writes it as text, so markup in it is
// shown, never run.
export function MessageList({ messages, label }: MessageListProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;

  // The newest message stays in view as messages arrive.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last]);

  if (messages.length === 0) {
    return (
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 3 }}>
        <Typography color="text.secondary">{t('chat.conversation.empty')}</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}>
      <Box
        component="ol"
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        {messages.map((message, index) => {
          const newDay =
            index === 0 || dayKey(message.createdAt) !== dayKey(messages[index - 1]!.createdAt);
          const pending = isPendingMessage(message);
          return [
            newDay ? (
              <Box
                component="li"
                key={`day-${message.id}`}
                sx={{
                  alignSelf: 'center',
                  my: 1,
                  px: 1.5,
                  py: 0.25,
                  borderRadius: 4,
                  bgcolor: 'action.hover',
                }}
              >
                <Typography
                  variant="caption"
                  component="h3"
                  sx={{ fontWeight: 600, color: 'text.secondary' }}
                >
                  {formatDisplayDate(message.createdAt, locale)}
                </Typography>
              </Box>
            ) : null,
            <Box
              component="li"
              key={message.id}
              data-mine={message.isMine}
              sx={{
                alignSelf: message.isMine ? 'flex-end' : 'flex-start',
                maxWidth: { xs: '85%', md: '70%' },
                px: 1.5,
                py: 1,
                borderRadius: 2,
                borderBottomRightRadius: message.isMine ? 4 : undefined,
                borderBottomLeftRadius: message.isMine ? undefined : 4,
                bgcolor: message.isMine ? 'primary.main' : 'action.selected',
                color: message.isMine ? 'primary.contrastText' : 'text.primary',
                opacity: pending ? 0.7 : 1,
              }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {message.value}
              </Typography>
              <Typography
                variant="caption"
                component="p"
                sx={{ textAlign: 'right', opacity: 0.85, mt: 0.25 }}
              >
                {pending ? (
                  t('chat.conversation.sending')
                ) : (
                  <time dateTime={message.createdAt}>
                    {formatMessageTime(message.createdAt, locale)}
                  </time>
                )}
              </Typography>
            </Box>,
          ];
        })}
      </Box>
      <div ref={end} />
    </Box>
  );
}
