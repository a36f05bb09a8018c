import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/use-toast';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useSendChatMessage } from '../../../lib/chat-data';
import { useErrorText } from '../../../lib/error-text';

const MAX_LENGTH = 5000;

// Writes a message: Enter sends, Shift+Enter starts a new line. The message shows at once; if
// the server refuses it, it leaves the conversation, the text comes back into the box and a
// message says why.
export function MessageComposer({ chatId, autoFocus }: { chatId: string; autoFocus: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const send = useSendChatMessage();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  const submit = () => {
    const value = draft.trim();
    if (!value) return;
    setDraft('');
    send.mutate(
      { chatId, value },
      {
        onError: (error) => {
          setDraft((current) => current || value);
          toast({
            severity: 'error',
            message: t('chat.conversation.sendFailed', { reason: errorText(error) }),
          });
          input.current?.focus();
        },
      },
    );
  };

  return (
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
        flexShrink: 0,
      }}
    >
      <InputBase
        inputRef={input}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        autoFocus={autoFocus}
        multiline
        maxRows={6}
        placeholder={t('chat.conversation.placeholder')}
        inputProps={{
          'aria-label': t('chat.conversation.message'),
          'aria-describedby': hintId,
          maxLength: MAX_LENGTH,
        }}
        sx={{
          flexGrow: 1,
          px: 2,
          py: 1.25,
          borderRadius: 3,
          bgcolor: 'action.hover',
          '&.Mui-focused': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      />
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {t('chat.conversation.hint')}
      </Box>
      <Tooltip title={t('chat.conversation.send')}>
        <span>
          <IconButton
            type="submit"
            color="primary"
            aria-label={t('chat.conversation.send')}
            disabled={!draft.trim()}
          >
            <SendIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
