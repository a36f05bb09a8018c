import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { LOGO_TYPES, organizationSchema } from '@rehearse/contracts/organizations';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { getOrganizationFor } from '../../domain/organizations';
import { ok } from '../../platform/answers';
import { getCompanyLogo } from './company.service';

const getOne = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Organizations'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary: "An organization: the caller's own, or any for an admin",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: jsonContent(successEnvelope(organizationSchema), 'The organization'),
    401: productErrorContent('Invalid token'),
    404: productErrorContent('No such organization (or not yours)'),
  },
});

const logo = createRoute({
  method: 'get',
  path: '/{id}/logo',
  tags: ['Organizations'],
  summary:
    'A recruiting organization’s logo, public (shown on candidate-facing pages): PNG, JPEG or WebP with its own content type, never markup',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: {
      description: 'The image',
      content: Object.fromEntries(
        LOGO_TYPES.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }]),
      ),
    },
    404: productErrorContent('No such organization, or no logo'),
  },
});

export const organizationRoutes = createProductRouter()
  .openapi(getOne, async (c) =>
    ok(c, await getOrganizationFor(c.var.db, c.var.user, c.req.valid('param').id)),
  )
  .openapi(logo, async (c) => {
    const { contentType, bytes } = await getCompanyLogo(c.var.db, c.req.valid('param').id);
    const extension = contentType.slice('image/'.length);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename="logo.${extension}"`,
      'X-Content-Type-Options': 'nosniff',
      // The URL carries the logo's version (?v=), so a new logo is a new URL.
      'Cache-Control': 'public, max-age=86400',
    });
  });
