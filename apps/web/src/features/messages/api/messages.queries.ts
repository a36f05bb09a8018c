import { useFeedItemMutations } from '../../../lib/feed-item-mutations';
import { messagesQueryOptions } from '../../../lib/shell-data';

export const useMessageMutations = () =>
  useFeedItemMutations('message', messagesQueryOptions().queryKey);
