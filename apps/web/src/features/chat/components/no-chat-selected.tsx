import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslation } from 'react-i18next';

// The conversation's place on a large screen before a chat is chosen.
export function NoChatSelected({
  hasChats,
  onNewChat,
}: {
  hasChats: boolean;
  onNewChat: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 4, bgcolor: 'action.hover' }}>
      <Box
        sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center', maxWidth: 360 }}
      >
        <ChatBubbleOutlineOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h6" component="p">
          {hasChats ? t('chat.noChat.title') : t('chat.noChat.emptyTitle')}
        </Typography>
        {/* With no chats, the list beside this already offers to start one. */}
        {hasChats && (
          <>
            <Typography color="text.secondary">{t('chat.noChat.text')}</Typography>
            <Button variant="outlined" onClick={onNewChat}>
              {t('chat.newChat.start')}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
