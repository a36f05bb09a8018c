import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  acceptedPlatformInvitationSchema,
  acceptPlatformInvitationSchema,
  publicPlatformInvitationSchema,
} from '@rehearse/contracts/platform-invitations';
import { ok } from '../../platform/answers';
import { jsonContent, productErrorContent } from '../../platform/openapi';
import { setPageSession } from '../../platform/page-session';
import { languageOf } from '../../platform/request-language';
import { createProductRouter } from '../../platform/router';
import { acceptPlatformInvitation, readPlatformInvitation } from './platform-invitations.service';

// The platform invitation page's calls, for a visitor holding a link an admin sent
// (docs/decisions/057-admin-workspace.md, "Accepting a platform invitation"). Both count
// against one limit per address.

const tags = ['Platform invitations'];
const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' } }),
});
const unknownLink = productErrorContent('Unknown link');
const limited = productErrorContent('Too many requests from this address; see Retry-After');

const read = createRoute({
  method: 'get',
  path: '/{token}',
  tags,
  summary: 'What a platform invitation offers (email, role, organization) and its state',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(successEnvelope(publicPlatformInvitationSchema), 'The invitation'),
    404: unknownLink,
    429: limited,
  },
});
const accept = createRoute({
  method: 'post',
  path: '/{token}/accept',
  tags,
  summary: 'Accept as a new account for the invited email ({name, password}), signed in at once',
  request: {
    params: tokenParams,
    body: {
      required: true,
      content: { 'application/json': { schema: acceptPlatformInvitationSchema } },
    },
  },
  responses: {
    200: jsonContent(successEnvelope(acceptedPlatformInvitationSchema), 'The new account'),
    400: productErrorContent('Invalid input, naming the field'),
    404: unknownLink,
    409: productErrorContent(
      'Already accepted (platformInvitation.accepted), or the email has an account (platformInvitation.already_registered)',
    ),
    410: productErrorContent(
      'Revoked (platformInvitation.revoked) or expired (platformInvitation.expired)',
    ),
    429: limited,
  },
});

export const platformInvitationRoutes = createProductRouter()
  .openapi(read, async (c) => {
    const { db, services, clientAddress } = c.var;
    return ok(
      c,
      await readPlatformInvitation(db, services, c.req.valid('param').token, clientAddress),
    );
  })
  .openapi(accept, async (c) => {
    const { db, services, clientAddress } = c.var;
    const data = await acceptPlatformInvitation(db, services, {
      token: c.req.valid('param').token,
      clientAddress,
      input: c.req.valid('json'),
      language: languageOf(c.req.header('accept-language')),
    });
    setPageSession(c, data.session.accessToken);
    return ok(c, data);
  });
