import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { faqCategoriesSchema } from '@rehearse/contracts/help-center';
import {
  createSupportRequestSchema,
  createWalkthroughSchema,
  supportRequestSchema,
  walkthroughSchema,
} from '@rehearse/contracts/support';
import { isAdmin, optionalAuth, requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import type { RecordingStore } from '../../platform/recording-store';
import { createProductRouter } from '../../platform/router';
import { listFaqCategories } from '../../domain/help-center';
import { mediaResponse } from '../../domain/media-response';
import { isValidSignature } from '../../domain/recording-urls';
import {
  createSupportRequest,
  createWalkthrough,
  deleteWalkthrough,
  findWalkthrough,
  listSupportRequests,
  listWalkthroughs,
  walkthroughVideoPath,
} from './support.service';

const tags = ['Help and support'];
const unauthorized = productErrorContent('Invalid token');
const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });

const faqs = createRoute({
  method: 'get',
  path: '/faqs',
  tags,
  summary: 'FAQs by category, optionally searched (open to signed-out visitors)',
  request: { query: z.object({ q: z.string().trim().max(200).optional() }) },
  responses: {
    200: jsonContent(successEnvelope(faqCategoriesSchema), 'Categories with their FAQs'),
    400: productErrorContent('Invalid query'),
  },
});
const createRequest = createRoute({
  method: 'post',
  path: '/requests',
  tags,
  middleware: optionalAuth,
  summary:
    'Send a support request (signed in, or with name and email); queues an acknowledgement email',
  request: jsonBody(createSupportRequestSchema),
  responses: {
    201: jsonContent(successEnvelope(supportRequestSchema), 'Stored'),
    400: productErrorContent('Invalid request'),
    401: unauthorized,
    429: productErrorContent('Too many requests'),
  },
});
const listRequests = createRoute({
  method: 'get',
  path: '/requests',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  summary: 'The caller’s support requests and their status, newest first',
  responses: {
    200: jsonContent(successEnvelope(z.array(supportRequestSchema)), 'Requests'),
    401: unauthorized,
  },
});
const walkthroughs = createRoute({
  method: 'get',
  path: '/walkthroughs',
  tags,
  summary: 'Video walkthroughs of the tools (open to signed-out visitors)',
  responses: { 200: jsonContent(successEnvelope(z.array(walkthroughSchema)), 'Walkthroughs') },
});
const addWalkthrough = createRoute({
  method: 'post',
  path: '/walkthroughs',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  summary: 'Add a walkthrough video: a link or an uploaded video, with WebVTT captions (admins)',
  request: jsonBody(createWalkthroughSchema),
  responses: {
    201: jsonContent(successEnvelope(walkthroughSchema), 'Added'),
    400: productErrorContent('Invalid walkthrough'),
    401: unauthorized,
    403: productErrorContent('Admins only'),
  },
});
const removeWalkthrough = createRoute({
  method: 'delete',
  path: '/walkthroughs/{id}',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  summary: 'Remove a walkthrough and its uploaded video (admins)',
  request: { params: idParams },
  responses: {
    200: jsonContent(successEnvelope(z.object({ id: z.string() })), 'Removed'),
    401: unauthorized,
    403: productErrorContent('Admins only'),
    404: productErrorContent('No such walkthrough'),
  },
});
const video = createRoute({
  method: 'get',
  path: '/walkthroughs/{id}/video',
  tags,
  summary: 'An uploaded walkthrough video through its signed URL; honours Range',
  request: {
    params: idParams,
    query: z.object({
      expires: z.coerce.number().int(),
      signature: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid signature'),
    }),
  },
  responses: {
    200: { description: 'The video' },
    206: { description: 'The requested range' },
    403: productErrorContent('Signature invalid or expired'),
    404: productErrorContent('No such video'),
  },
});

const assertAdmin = (roles: string[]) => {
  if (!isAdmin(roles)) throw new AppError('auth.admin_only', 'Only admins manage walkthroughs');
};

export const supportRoutes = (store: RecordingStore) =>
  createProductRouter()
    .openapi(faqs, async (c) => {
      const q = c.req.valid('query').q?.toLowerCase();
      const categories = await listFaqCategories(c.var.db);
      const data = q
        ? categories
            .map((category) => ({
              ...category,
              faqs: category.faqs.filter((f) =>
                `${f.question}\n${f.answer}`.toLowerCase().includes(q),
              ),
            }))
            .filter((category) => category.faqs.length > 0)
        : categories;
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(createRequest, async (c) => {
      const data = await createSupportRequest(
        c.var.db,
        c.get('user') as typeof c.var.user | undefined,
        c.var.clientAddress,
        c.req.valid('json'),
      );
      return c.json({ success: true as const, data }, 201);
    })
    .openapi(listRequests, async (c) =>
      c.json(
        { success: true as const, data: await listSupportRequests(c.var.db, c.var.user.id) },
        200,
      ),
    )
    .openapi(walkthroughs, async (c) =>
      c.json(
        {
          success: true as const,
          data: await listWalkthroughs(c.var.db, await c.var.signingSecret()),
        },
        200,
      ),
    )
    .openapi(addWalkthrough, async (c) => {
      assertAdmin(c.var.user.roles);
      const data = await createWalkthrough(
        c.var.db,
        await c.var.signingSecret(),
        c.var.user,
        c.req.valid('json'),
      );
      return c.json({ success: true as const, data }, 201);
    })
    .openapi(removeWalkthrough, async (c) => {
      assertAdmin(c.var.user.roles);
      const { id } = c.req.valid('param');
      await deleteWalkthrough(c.var.db, store, id);
      return c.json({ success: true as const, data: { id } }, 200);
    })
    .openapi(video, async (c) => {
      const { id } = c.req.valid('param');
      const { expires, signature } = c.req.valid('query');
      const secret = await c.var.signingSecret();
      if (
        !(await isValidSignature(secret, walkthroughVideoPath(id), expires, signature, new Date()))
      ) {
        throw new AppError('request.link_expired', 'This video link is invalid or has expired');
      }
      const row = await findWalkthrough(c.var.db, id);
      if (!row.storageKey || !row.mimeType || row.size === null) {
        throw new AppError('recording.link_only', 'This walkthrough is a link, not an upload');
      }
      return mediaResponse(c, store, {
        storageKey: row.storageKey,
        mimeType: row.mimeType,
        size: row.size,
      });
    });
