import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { chatMessageSchema, chatWithMessagesSchema } from '@rehearse/contracts/chat';
import { apiClient } from '../../../lib/api-client';
import { chatsQueryOptions } from '../../../lib/shell-data';

export const quickChatKeys = {
  all: ['quick-chat'] as const,
  chat: (id: string) => [...quickChatKeys.all, 'chat', id] as const,
};

export const chatQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quickChatKeys.chat(id),
    queryFn: ({ signal }) =>
      apiClient.get('/api/apps/chat/chat', chatWithMessagesSchema, { query: { id }, signal }),
  });

// A sent message changes the open chat and the list's last message: both refetch.
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatId: string; value: string }) =>
      apiClient.post('/api/apps/chat/message', chatMessageSchema, { body: input }),
    onSettled: (_message, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quickChatKeys.chat(input.chatId) }),
        queryClient.invalidateQueries({ queryKey: chatsQueryOptions().queryKey }),
      ]),
  });
}
