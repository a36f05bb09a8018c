import { useFeedItemMutations } from '../../../lib/feed-item-mutations';
import { notificationsQueryOptions } from '../../../lib/shell-data';

export const useNotificationMutations = () =>
  useFeedItemMutations('notification', notificationsQueryOptions().queryKey);
