import { notificationRequests } from '@rehearse/contracts/feed-items';
import { feedItemRoutes } from './feed-items.routes';

// common/notifications: the same calls as common/messages (one generic implementation, in
// modules/messages/feed-items.*), with the body field `notification`.
export const notificationRoutes = feedItemRoutes('notification', notificationRequests);
