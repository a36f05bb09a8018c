import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatContactSchema,
  chatContactWithDetailsSchema,
  chatProfileSchema,
  chatWithMessagesSchema,
} from '@rehearse/contracts/chat';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { chatQueryOptions } from '../../../lib/chat-data';
import { chatsQueryOptions } from '../../../lib/shell-data';

// The chat screen's own calls; the chats and a conversation are shared with the header's quick
// chat (lib/chat-data.ts, lib/shell-data.ts).

export const chatContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['chat-contacts'] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/api/apps/chat/contacts', z.array(chatContactSchema), { signal }),
  });

export const chatContactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['chat-contact', id] as const,
    queryFn: ({ signal }) =>
      apiClient.get('/api/apps/chat/contact', chatContactWithDetailsSchema, {
        query: { id },
        signal,
      }),
  });

export const chatProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['chat-profile'] as const,
    queryFn: ({ signal }) => apiClient.get('/api/apps/chat/profile', chatProfileSchema, { signal }),
    staleTime: 5 * 60_000,
  });

// Opens the chat with a contact (the one there is, or a new one); the list then holds it.
export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      apiClient.post('/api/apps/chat/chat', chatWithMessagesSchema, { body: { contactId } }),
    onSuccess: async (chat) => {
      queryClient.setQueryData(chatQueryOptions(chat.id).queryKey, chat);
      await queryClient.invalidateQueries({ queryKey: chatsQueryOptions().queryKey, exact: true });
    },
  });
}
