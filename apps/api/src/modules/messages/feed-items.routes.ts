import { createRoute, z } from '@hono/zod-openapi';
import {
  feedItemIdQuerySchema,
  feedItemListSchema,
  feedItemSchema,
  type FeedItemKind,
  type FeedItemRequests,
} from '@rehearse/contracts/feed-items';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import {
  createFeedItem,
  deleteFeedItem,
  listFeedItems,
  markAllFeedItemsRead,
  toggleFeedItemRead,
  updateFeedItem,
} from './feed-items.service';

// The six calls of common/messages and common/notifications (list, create, update, delete,
// mark-all-as-read, toggle-read-status), built once:
// `kind` names the stored kind and the body field ({message} or {notification}).
export function feedItemRoutes(kind: FeedItemKind, requests: FeedItemRequests) {
  const plural = `${kind}s`;
  const common = { tags: ['Common'], security: bearerSecurity, middleware: requireAuth };
  const unauthorized = errorContent(INVALID_TOKEN);
  const invalid = errorContent('Invalid input');
  const notFound = errorContent(`No ${kind} with this id`);

  const list = createRoute({
    ...common,
    method: 'get',
    path: '/',
    summary: `The user's ${plural}, newest first`,
    responses: { 200: jsonContent(feedItemListSchema, `The ${plural}`), 401: unauthorized },
  });
  const create = createRoute({
    ...common,
    method: 'post',
    path: '/',
    summary: `Add a ${kind}: {${kind}}`,
    request: jsonBody(requests.create),
    responses: {
      200: jsonContent(feedItemSchema, `The created ${kind}`),
      400: invalid,
      401: unauthorized,
    },
  });
  const update = createRoute({
    ...common,
    method: 'patch',
    path: '/',
    summary: `Change a ${kind}: {id, ${kind}}; only the fields given change`,
    request: jsonBody(requests.update),
    responses: {
      200: jsonContent(feedItemSchema, `The updated ${kind}`),
      400: invalid,
      401: unauthorized,
      404: notFound,
    },
  });
  const remove = createRoute({
    ...common,
    method: 'delete',
    path: '/',
    summary: `Remove a ${kind}: query id`,
    request: { query: feedItemIdQuerySchema },
    responses: {
      200: jsonContent(feedItemSchema, `The removed ${kind}`),
      400: invalid,
      401: unauthorized,
      404: notFound,
    },
  });
  const markAll = createRoute({
    ...common,
    method: 'get',
    path: '/mark-all-as-read',
    summary: `Mark every ${kind} read and seen`,
    responses: { 200: jsonContent(z.literal(true), 'Done'), 401: unauthorized },
  });
  const toggle = createRoute({
    ...common,
    method: 'post',
    path: '/toggle-read-status',
    summary: `Flip the read flag of a ${kind}: {${kind}} carrying its id`,
    request: jsonBody(requests.toggle),
    responses: {
      200: jsonContent(feedItemSchema, `The ${kind}`),
      400: invalid,
      401: unauthorized,
      404: notFound,
    },
  });

  return createCommonRouter()
    .openapi(list, async (c) => c.json(await listFeedItems(c.var.db, c.var.user.id, kind), 200))
    .openapi(create, async (c) =>
      c.json(await createFeedItem(c.var.db, c.var.user.id, kind, c.req.valid('json')), 200),
    )
    .openapi(update, async (c) => {
      const { id, changes } = c.req.valid('json');
      return c.json(await updateFeedItem(c.var.db, c.var.user.id, kind, id, changes), 200);
    })
    .openapi(remove, async (c) =>
      c.json(await deleteFeedItem(c.var.db, c.var.user.id, kind, c.req.valid('query').id), 200),
    )
    .openapi(markAll, async (c) =>
      c.json(await markAllFeedItemsRead(c.var.db, c.var.user.id, kind), 200),
    )
    .openapi(toggle, async (c) =>
      c.json(await toggleFeedItemRead(c.var.db, c.var.user.id, kind, c.req.valid('json')), 200),
    );
}
