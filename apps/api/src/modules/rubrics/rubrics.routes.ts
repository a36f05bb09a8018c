import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  rubricDeletedSchema,
  rubricInputSchema,
  rubricSchema,
  rubricSummarySchema,
} from '@rehearse/contracts/rubrics';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import {
  bearerSecurity,
  idParams,
  jsonBody,
  jsonContent,
  productErrorContent,
} from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  createRubric,
  deleteRubric,
  duplicateRubric,
  getRubric,
  listRubrics,
  replaceRubric,
} from './rubrics.service';

// The rubrics of the caller's recruiting organization
// (docs/decisions/043-question-library-and-rubrics.md): any member reads; owners and
// recruiters create, replace, duplicate and delete.

const base = {
  tags: ['Rubrics'],
  security: bearerSecurity,
  middleware: requireAuth,
};
const guarded = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent(
    'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer changing a rubric (organization.role_forbidden)',
  ),
};
const invalid = productErrorContent('Invalid input, naming the field');
const missing = productErrorContent('No such rubric in your organization');
const rubric = (description: string) => jsonContent(successEnvelope(rubricSchema), description);

const list = createRoute({
  ...base,
  method: 'get',
  path: '/',
  summary: 'Your organization’s rubrics by name, with criteria and posting counts',
  responses: {
    200: jsonContent(successEnvelope(z.array(rubricSummarySchema)), 'The rubrics'),
    ...guarded,
  },
});
const getOne = createRoute({
  ...base,
  method: 'get',
  path: '/{id}',
  summary: 'A rubric with its criteria in order',
  request: { params: idParams },
  responses: { 200: rubric('The rubric'), ...guarded, 404: missing },
});
const create = createRoute({
  ...base,
  method: 'post',
  path: '/',
  summary: 'Create a rubric (owner, recruiter)',
  request: jsonBody(rubricInputSchema),
  responses: { 201: rubric('The new rubric'), 400: invalid, ...guarded },
});
const replace = createRoute({
  ...base,
  method: 'put',
  path: '/{id}',
  summary:
    'Replace a rubric’s name, description and criteria (owner, recruiter): criteria sent with their id keep it, new ones are added, missing ones removed, in the order sent',
  request: { params: idParams, ...jsonBody(rubricInputSchema) },
  responses: {
    200: rubric('The rubric as it now is'),
    400: productErrorContent(
      'Invalid input, naming the field; a criterion id not of this rubric (validation.unknown_id, criteria.N.id)',
    ),
    ...guarded,
    404: missing,
  },
});
const duplicate = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/duplicate',
  summary: 'Copy a rubric with its criteria under “<name> (copy)” (owner, recruiter)',
  request: { params: idParams },
  responses: { 201: rubric('The copy'), ...guarded, 404: missing },
});
const remove = createRoute({
  ...base,
  method: 'delete',
  path: '/{id}',
  summary:
    'Delete a rubric (owner, recruiter); refused while a posting that is not archived uses it',
  request: { params: idParams },
  responses: {
    200: jsonContent(successEnvelope(rubricDeletedSchema), 'The deleted rubric’s id'),
    ...guarded,
    404: missing,
    409: productErrorContent('Postings that are not archived use it (rubric.in_use, params.count)'),
  },
});

export const rubricRoutes = createProductRouter()
  .openapi(list, async (c) => ok(c, await listRubrics(c.var.db, serviceContext(c))))
  .openapi(getOne, async (c) =>
    ok(c, await getRubric(c.var.db, serviceContext(c), c.req.valid('param').id)),
  )
  .openapi(create, async (c) =>
    ok(c, await createRubric(c.var.db, serviceContext(c), c.req.valid('json')), 201),
  )
  .openapi(replace, async (c) =>
    ok(
      c,
      await replaceRubric(
        c.var.db,
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
  )
  .openapi(duplicate, async (c) =>
    ok(c, await duplicateRubric(c.var.db, serviceContext(c), c.req.valid('param').id), 201),
  )
  .openapi(remove, async (c) =>
    ok(c, await deleteRubric(c.var.db, serviceContext(c), c.req.valid('param').id)),
  );
