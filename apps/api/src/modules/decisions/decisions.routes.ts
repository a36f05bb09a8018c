import { createRoute, z } from '@hono/zod-openapi';
import { decisionInputSchema, decisionResultSchema } from '@rehearse/contracts/candidate-decisions';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { decide } from './decisions.service';

// Decisions on a posting's candidates (docs/decisions/050-candidate-decisions.md). Mounted
// beside the postings routes.

const decideRoute = createRoute({
  tags: ['Decisions'],
  security: bearerSecurity,
  middleware: requireAuth,
  method: 'post',
  path: '/{id}/decisions',
  summary:
    'Advance (shortlisted, “advance” email), reject (“rejection” email, optionally delayed) or hire (no email) one or many candidates who finished the interview (owner, recruiter); one result per candidate',
  request: {
    params: z.object({
      id: z
        .string()
        .max(100)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
    ...jsonBody(decisionInputSchema),
  },
  responses: {
    200: jsonContent(
      successEnvelope(decisionResultSchema),
      'Each candidate’s result: moved, or refused with decision.not_allowed / request.not_found',
    ),
    400: productErrorContent('Invalid input, naming the field'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent(
      'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer (organization.role_forbidden)',
    ),
    404: productErrorContent('No such posting in your organization'),
  },
});

// The emails are committed with the decisions; the delivery worker is told at once.
export const decisionRoutes = createProductRouter().openapi(decideRoute, async (c) => {
  const { db, config, services } = c.var;
  const data = await decide(
    db,
    serviceContext(c),
    config.publicUrl,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  services.emailQueued();
  return ok(c, data);
});
