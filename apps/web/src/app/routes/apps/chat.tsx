import { useParams } from 'react-router';
import { ChatScreen } from '../../../features/chat/chat-screen';

// Chat: the user's chats, and the one in the address open beside them (/apps/chat/{id}).
export function Component() {
  const { chatId } = useParams();
  return <ChatScreen chatId={chatId ?? null} />;
}
