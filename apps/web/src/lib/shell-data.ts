import { queryOptions } from '@tanstack/react-query';
import { chatSchema } from '@rehearse/contracts/chat';
import { feedItemListSchema } from '@rehearse/contracts/feed-items';
import { shortcutListSchema } from '@rehearse/contracts/shortcuts';
import { z } from 'zod';
import { apiClient } from './api-client';
import { shellPaths } from './shell-paths';

// The header's data, resolved together before the signed-in layout shows (decision 015).
// The keys are shared: the header widgets read and update these same cache entries.

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: ['messages'] as const,
    queryFn: ({ signal }) => apiClient.get(shellPaths.messages, feedItemListSchema, { signal }),
  });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'] as const,
    queryFn: ({ signal }) =>
      apiClient.get(shellPaths.notifications, feedItemListSchema, { signal }),
  });

export const shortcutsQueryOptions = () =>
  queryOptions({
    queryKey: ['shortcuts'] as const,
    queryFn: ({ signal }) => apiClient.get(shellPaths.shortcuts, shortcutListSchema, { signal }),
  });

const chatListSchema = z.array(chatSchema);

export const chatsQueryOptions = () =>
  queryOptions({
    queryKey: ['chats'] as const,
    queryFn: ({ signal }) => apiClient.get(shellPaths.chats, chatListSchema, { signal }),
  });
