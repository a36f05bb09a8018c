import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  publicInvitationSchema,
} from '@rehearse/contracts/organizations';
import { ok } from '../../platform/answers';
import { optionalAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { setPageSession } from '../../platform/page-session';
import { languageOf } from '../../platform/request-language';
import { createProductRouter } from '../../platform/router';
import { acceptInvitation, readInvitation } from './invitations.service';

// The invitation page's calls, for a visitor holding a link (docs/decisions/041-recruiting-organizations.md).
// Unknown, expired, revoked and used links answer the same 404; both calls count against one
// limit per address.

const tags = ['Invitations'];
const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' } }),
});
const invalidLink = productErrorContent('Unknown, expired, revoked or used link');
const limited = productErrorContent('Too many requests from this address; see Retry-After');

const read = createRoute({
  method: 'get',
  path: '/{token}',
  tags,
  summary:
    'What an invitation link offers: organization, role, inviter, whether the email has an account',
  request: { params: tokenParams },
  responses: {
    200: jsonContent(successEnvelope(publicInvitationSchema), 'The invitation'),
    404: invalidLink,
    429: limited,
  },
});
const accept = createRoute({
  method: 'post',
  path: '/{token}/accept',
  tags,
  security: [...bearerSecurity, {}],
  middleware: optionalAuth,
  summary:
    'Accept: signed in, as the invited account (no body); signed out, as a new account ({name, password}), signed in at once',
  request: {
    params: tokenParams,
    body: {
      required: false,
      content: { 'application/json': { schema: acceptInvitationSchema } },
    },
  },
  responses: {
    200: jsonContent(successEnvelope(acceptedInvitationSchema), 'Now a member'),
    400: productErrorContent('Invalid input, naming the field'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent('Signed in with another email (invitation.email_mismatch)'),
    404: invalidLink,
    409: productErrorContent(
      'Already in a recruiting organization (organization.already_member), or the email has an account: sign in (auth.email_taken)',
    ),
    429: limited,
  },
});

export const invitationRoutes = createProductRouter()
  .openapi(read, async (c) => {
    const { db, services, clientAddress } = c.var;
    return ok(c, await readInvitation(db, services, c.req.valid('param').token, clientAddress));
  })
  .openapi(accept, async (c) => {
    const { db, services, clientAddress, user } = c.var;
    const data = await acceptInvitation(db, services, {
      token: c.req.valid('param').token,
      clientAddress,
      user,
      // Not `required`: the validator runs only for a JSON body.
      input: c.req.header('content-type') ? c.req.valid('json') : {},
      language: languageOf(c.req.header('accept-language')),
    });
    if (data.session) setPageSession(c, data.session.accessToken);
    return ok(c, data);
  });
