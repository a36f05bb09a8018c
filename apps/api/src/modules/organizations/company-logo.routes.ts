import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  companyProfileSchema,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
} from '@rehearse/contracts/organizations';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { deleteCompanyLogo, logoTooLarge, setCompanyLogo } from './company.service';

const base = {
  tags: ['Recruiting organization'],
  security: bearerSecurity,
  middleware: requireAuth,
};
const binary = z.string().openapi({ type: 'string', format: 'binary' });
const profile = jsonContent(successEnvelope(companyProfileSchema), 'The company profile');
const unauthorized = productErrorContent('Invalid token');
const forbidden = productErrorContent(
  'Not a member of a recruiting organization, or a reviewer (organization.role_forbidden)',
);

const put = createRoute({
  ...base,
  method: 'put',
  path: '/',
  summary: `Upload or replace the logo (owner, recruiter): the image as the raw body, ${LOGO_TYPES.join(', ')}, at most 1 MB; SVG is refused`,
  request: {
    body: {
      required: true,
      content: Object.fromEntries(LOGO_TYPES.map((type) => [type, { schema: binary }])),
    },
  },
  responses: {
    200: profile,
    400: productErrorContent('Empty body (image.empty)'),
    401: unauthorized,
    403: forbidden,
    413: productErrorContent('Larger than 1 MB (organization.logo_too_large)'),
    415: productErrorContent(
      'Not a PNG, JPEG or WebP image by type and content (organization.logo_unsupported_type)',
    ),
  },
});
const remove = createRoute({
  ...base,
  method: 'delete',
  path: '/',
  summary: 'Remove the logo (owner, recruiter)',
  responses: { 200: profile, 401: unauthorized, 403: forbidden },
});

// Its own router for its own body limit and its 413 (every other call keeps 1 MB and 400).
export const companyLogoRoutes = createProductRouter({
  maxBodyBytes: LOGO_MAX_BYTES,
  bodyTooLarge: logoTooLarge,
})
  .openapi(put, async (c) => {
    const upload = {
      contentType: c.req.header('content-type'),
      bytes: new Uint8Array(await c.req.arrayBuffer()),
    };
    return ok(c, await setCompanyLogo(c.var.db, serviceContext(c), upload));
  })
  .openapi(remove, async (c) => ok(c, await deleteCompanyLogo(c.var.db, serviceContext(c))));
