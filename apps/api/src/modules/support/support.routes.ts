import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { faqCategoriesSchema } from '@rehearse/contracts/help-center';
import {
  createSupportRequestSchema,
  createWalkthroughSchema,
  supportRequestSchema,
  walkthroughSchema,
} from '@rehearse/contracts/support';
import { optionalAuth, requireAuth, requireRole } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { signedMediaResponse } from '../../domain/media-response';
import { languageOf } from '../../platform/request-language';
import {
  createSupportRequest,
  createWalkthrough,
  deleteWalkthrough,
  findWalkthroughVideo,
  listSupportRequests,
  listWalkthroughs,
  searchFaqs,
  walkthroughVideoPath,
} from './support.service';
import { ok } from '../../platform/answers';

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
  middleware: [requireAuth, requireRole('admin')] as const,
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
  middleware: [requireAuth, requireRole('admin')] as const,
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

export const supportRoutes = createProductRouter()
  .openapi(faqs, async (c) => ok(c, await searchFaqs(c.var.db, c.req.valid('query').q)))
  .openapi(createRequest, async (c) => {
    // optionalAuth: the user is set only for a signed-in caller.
    const user = c.get('user') as typeof c.var.user | undefined;
    const data = await createSupportRequest(
      c.var.db,
      c.var.services,
      {
        user,
        clientAddress: c.var.clientAddress,
        language: languageOf(c.req.header('accept-language')),
      },
      c.req.valid('json'),
    );
    return ok(c, data, 201);
  })
  .openapi(listRequests, async (c) => ok(c, await listSupportRequests(c.var.db, c.var.user.id)))
  .openapi(walkthroughs, async (c) => ok(c, await listWalkthroughs(c.var.db, c.var.services)))
  .openapi(addWalkthrough, async (c) => {
    return ok(c, await createWalkthrough(c.var.db, serviceContext(c), c.req.valid('json')), 201);
  })
  .openapi(removeWalkthrough, async (c) => {
    const { id } = c.req.valid('param');
    await deleteWalkthrough(c.var.db, c.var.services, id);
    return ok(c, { id });
  })
  .openapi(video, async (c) => {
    const { id } = c.req.valid('param');
    const link = { path: walkthroughVideoPath(id), ...c.req.valid('query') };
    return signedMediaResponse(c, link, () => findWalkthroughVideo(c.var.db, id));
  });
