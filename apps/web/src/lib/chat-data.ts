import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  chatMessageSchema,
  chatWithMessagesSchema,
  type Chat,
  type ChatMessage,
  type ChatWithMessages,
  type UpdateChatInput,
} from '@rehearse/contracts/chat';
import { apiClient } from './api-client';
import { chatsQueryOptions } from './shell-data';

// The chats the header's quick chat and the chat screen both show: one conversation's query
// and the changes to it, on the same cache entries, so a message sent or a chat read in one is
// seen in the other at once. The list of chats is the header's (shell-data.ts).

export const chatQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['chat', id] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/api/apps/chat/chat', chatWithMessagesSchema, { query: { id }, signal }),
  });

const listKey = chatsQueryOptions().queryKey;

// A message not yet stored carries this id prefix; the conversation shows it as sending.
export const PENDING_MESSAGE_PREFIX = 'pending-';
export const isPendingMessage = (message: ChatMessage) =>
  message.id.startsWith(PENDING_MESSAGE_PREFIX);

type Snapshot = { chat?: ChatWithMessages; chats?: Chat[] };

// Stops the chat's and the list's fetches (an answer from before the change would overwrite
// it) and keeps what they held, for a rollback.
async function snapshot(queryClient: QueryClient, chatId: string): Promise<Snapshot> {
  const chatKey = chatQueryOptions(chatId).queryKey;
  await Promise.all([
    queryClient.cancelQueries({ queryKey: chatKey }),
    queryClient.cancelQueries({ queryKey: listKey, exact: true }),
  ]);
  return { chat: queryClient.getQueryData(chatKey), chats: queryClient.getQueryData(listKey) };
}

function restore(queryClient: QueryClient, chatId: string, previous: Snapshot | undefined) {
  if (!previous) return;
  if (previous.chat) queryClient.setQueryData(chatQueryOptions(chatId).queryKey, previous.chat);
  if (previous.chats) queryClient.setQueryData(listKey, previous.chats);
}

// Sends the user's own message. It shows at once (as sending) at the end of the conversation and
// as the list's last message, with the chat moved to the top; a refusal puts both back.
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatId: string; value: string }) =>
      apiClient.post('/api/apps/chat/message', chatMessageSchema, { body: input }),
    onMutate: async ({ chatId, value }) => {
      const previous = await snapshot(queryClient, chatId);
      const createdAt = new Date().toISOString();
      const pending: ChatMessage = {
        id: `${PENDING_MESSAGE_PREFIX}${crypto.randomUUID()}`,
        chatId,
        contactId: 'me',
        value,
        createdAt,
        isMine: true,
      };
      queryClient.setQueryData(chatQueryOptions(chatId).queryKey, (chat) =>
        chat ? { ...chat, messages: [...chat.messages, pending] } : chat,
      );
      queryClient.setQueryData(listKey, (chats) => {
        const chat = chats?.find((item) => item.id === chatId);
        if (!chats || !chat) return chats;
        const moved = { ...chat, lastMessage: value, lastMessageAt: createdAt };
        return [moved, ...chats.filter((item) => item.id !== chatId)];
      });
      return previous;
    },
    onError: (_error, { chatId }, previous) => restore(queryClient, chatId, previous),
    onSettled: (_message, _error, { chatId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatQueryOptions(chatId).queryKey }),
        queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
      ]),
  });
}

// Mutes or unmutes a chat, or sets its unread count (0 when it is read); shown at once in the
// list and the conversation, put back if the server refuses.
export function useUpdateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateChatInput) =>
      apiClient.patch('/api/apps/chat/chat', chatWithMessagesSchema, { body: input }),
    onMutate: async ({ id, chat: changes }) => {
      const previous = await snapshot(queryClient, id);
      queryClient.setQueryData(chatQueryOptions(id).queryKey, (chat) =>
        chat ? { ...chat, ...changes } : chat,
      );
      queryClient.setQueryData(listKey, (chats) =>
        chats?.map((chat) => (chat.id === id ? { ...chat, ...changes } : chat)),
      );
      return previous;
    },
    onError: (_error, { id }, previous) => restore(queryClient, id, previous),
    onSuccess: (chat) => queryClient.setQueryData(chatQueryOptions(chat.id).queryKey, chat),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
  });
}

// Opening a chat reads it: a chat shown with unread messages has its count set to 0, once per
// opening (a refused change is not retried in a loop; onError says so).
export function useMarkChatRead(
  chat: Pick<Chat, 'id' | 'unreadCount'> | undefined,
  onError?: (error: unknown) => void,
) {
  const { mutate } = useUpdateChat();
  const tried = useRef<string | null>(null);
  const id = chat?.id;
  const unread = (chat?.unreadCount ?? 0) > 0;
  useEffect(() => {
    if (!id || !unread || tried.current === id) return;
    tried.current = id;
    mutate({ id, chat: { unreadCount: 0 } }, { onError });
  }, [id, unread, mutate, onError]);
}
