import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { feedItemSchema, type FeedItem, type FeedItemKind } from '@rehearse/contracts/feed-items';
import { apiClient } from './api-client';

const basePaths: Record<FeedItemKind, string> = {
  message: '/api/common/messages',
  notification: '/api/common/notifications',
};

// Messages and notifications share one API shape; each feature passes its kind and its query
// key, and every change refetches that list through the key.
export function useFeedItemMutations(kind: FeedItemKind, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const base = basePaths[kind];
  const onSettled = () => queryClient.invalidateQueries({ queryKey });
  const onError = (error: unknown) => console.error(`Changing a ${kind} failed`, error);

  const toggleRead = useMutation({
    mutationFn: (item: FeedItem) =>
      apiClient.post(`${base}/toggle-read-status`, feedItemSchema, {
        body: { [kind]: { id: item.id } },
      }),
    // The dot flips at once; the refetch afterwards corrects it if the server disagreed.
    onMutate: (item) => {
      queryClient.setQueryData<FeedItem[]>(queryKey, (items) =>
        items?.map((each) => (each.id === item.id ? { ...each, read: !each.read } : each)),
      );
    },
    onError,
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (item: FeedItem) =>
      apiClient.delete(base, feedItemSchema, { query: { id: item.id } }),
    onError,
    onSettled,
  });
  const markAllAsRead = useMutation({
    mutationFn: () => apiClient.get(`${base}/mark-all-as-read`, z.literal(true)),
    onError,
    onSettled,
  });
  return { toggleRead, remove, markAllAsRead };
}
