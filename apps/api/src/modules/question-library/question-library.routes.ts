import { createRoute } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  libraryPageSchema,
  libraryQuerySchema,
  libraryQuestionInputSchema,
  libraryQuestionPatchSchema,
  libraryQuestionSchema,
} from '@rehearse/contracts/question-library';
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
  copyBankQuestion,
  createLibraryQuestion,
  deleteLibraryQuestion,
  listLibraryQuestions,
  updateLibraryQuestion,
} from './question-library.service';

// The question library of the caller's recruiting organization
// (docs/decisions/043-question-library-and-rubrics.md): any member reads; owners and
// recruiters create, edit, delete and copy from the bank.

const base = {
  tags: ['Question library'],
  security: bearerSecurity,
  middleware: requireAuth,
};
const guarded = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent(
    'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer changing the library (organization.role_forbidden)',
  ),
};
const invalid = productErrorContent('Invalid input, naming the field');
const missing = productErrorContent('No such question among your organization’s own');
const question = jsonContent(successEnvelope(libraryQuestionSchema), 'The question');

const list = createRoute({
  ...base,
  method: 'get',
  path: '/',
  summary:
    'A page of your organization’s questions (source=organization) or of the shipped bank’s open questions (source=bank), searched, filtered and sorted, with the total',
  request: { query: libraryQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(libraryPageSchema), 'A page of questions'),
    400: invalid,
    ...guarded,
  },
});
const create = createRoute({
  ...base,
  method: 'post',
  path: '/',
  summary: 'Add a question to your organization’s library (owner, recruiter)',
  request: jsonBody(libraryQuestionInputSchema),
  responses: { 201: question, 400: invalid, ...guarded },
});
const update = createRoute({
  ...base,
  method: 'patch',
  path: '/{id}',
  summary: 'Edit one of your organization’s questions (owner, recruiter): any of its fields',
  request: { params: idParams, ...jsonBody(libraryQuestionPatchSchema) },
  responses: { 200: question, 400: invalid, ...guarded, 404: missing },
});
const remove = createRoute({
  ...base,
  method: 'delete',
  path: '/{id}',
  summary:
    'Delete one of your organization’s questions (owner, recruiter); interview plans keep their own copy of its text',
  request: { params: idParams },
  responses: {
    200: jsonContent(successEnvelope(libraryQuestionSchema), 'What was deleted'),
    ...guarded,
    404: missing,
  },
});
const copy = createRoute({
  ...base,
  method: 'post',
  path: '/{id}/copy',
  summary:
    'Copy a question of the shipped bank into your organization’s library (owner, recruiter)',
  request: { params: idParams },
  responses: {
    201: jsonContent(successEnvelope(libraryQuestionSchema), 'The new question'),
    ...guarded,
    404: productErrorContent('No such open question in the bank'),
  },
});

export const questionLibraryRoutes = createProductRouter()
  .openapi(list, async (c) =>
    ok(c, await listLibraryQuestions(c.var.db, serviceContext(c), c.req.valid('query'))),
  )
  .openapi(create, async (c) =>
    ok(c, await createLibraryQuestion(c.var.db, serviceContext(c), c.req.valid('json')), 201),
  )
  .openapi(update, async (c) =>
    ok(
      c,
      await updateLibraryQuestion(
        c.var.db,
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
  )
  .openapi(remove, async (c) =>
    ok(c, await deleteLibraryQuestion(c.var.db, serviceContext(c), c.req.valid('param').id)),
  )
  .openapi(copy, async (c) =>
    ok(c, await copyBankQuestion(c.var.db, serviceContext(c), c.req.valid('param').id), 201),
  );
