import { messageRequests } from '@rehearse/contracts/feed-items';
import { feedItemRoutes } from './feed-items.routes';

// common/messages: the generic header-panel calls with the body field `message`.
export const messageRoutes = feedItemRoutes('message', messageRequests);
