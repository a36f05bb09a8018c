import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  EMAIL_TEMPLATE_KINDS,
  emailTemplateInputSchema,
  emailTemplateSchema,
  renderedEmailSchema,
} from '@rehearse/contracts/email-templates';
import { ok } from '../../platform/answers';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  resetEmailTemplate,
  saveEmailTemplate,
} from './email-templates.service';

// The caller's recruiting organization's email templates (docs/decisions/044-email-templates.md).
// Any member reads and previews; owners and recruiters save and reset (domain/organization-access.ts).

const base = {
  tags: ['Email templates'],
  security: bearerSecurity,
  middleware: requireAuth,
};
const kindParams = z.object({
  kind: z
    .string()
    .max(50)
    .openapi({
      param: { name: 'kind', in: 'path' },
      description: `One of: ${EMAIL_TEMPLATE_KINDS.join(', ')}`,
    }),
});
const guarded = {
  401: productErrorContent('Invalid token'),
  403: productErrorContent(
    'Not a member of a recruiting organization (organization.recruiters_only), or a reviewer changing a template (organization.role_forbidden)',
  ),
};
const unknownKind = productErrorContent('No such kind of email');
const invalid = productErrorContent(
  'Invalid input, naming the field: a variable this kind does not allow (emailTemplate.unknown_variable, params.variable), {{ or }} without its other half (emailTemplate.unbalanced_braces), the link of the kind left out (emailTemplate.missing_variable), a subject of more than one line',
);
const template = jsonContent(successEnvelope(emailTemplateSchema), 'The template');

const list = createRoute({
  ...base,
  method: 'get',
  path: '/',
  summary:
    'The six emails: subject, body, whether your organization edited it, the variables it may use',
  responses: {
    200: jsonContent(successEnvelope(z.array(emailTemplateSchema)), 'Every template'),
    ...guarded,
  },
});
const getOne = createRoute({
  ...base,
  method: 'get',
  path: '/{kind}',
  summary: 'One email template',
  request: { params: kindParams },
  responses: { 200: template, ...guarded, 404: unknownKind },
});
const save = createRoute({
  ...base,
  method: 'put',
  path: '/{kind}',
  summary: 'Save your wording of an email (owner, recruiter)',
  request: { params: kindParams, ...jsonBody(emailTemplateInputSchema) },
  responses: { 200: template, 400: invalid, ...guarded, 404: unknownKind },
});
const reset = createRoute({
  ...base,
  method: 'delete',
  path: '/{kind}',
  summary: 'Go back to the shipped wording (owner, recruiter)',
  request: { params: kindParams },
  responses: { 200: template, ...guarded, 404: unknownKind },
});
const preview = createRoute({
  ...base,
  method: 'post',
  path: '/{kind}/preview',
  summary:
    'Render a draft with a sample candidate and posting and your company’s name, logo and colour, without saving it',
  request: { params: kindParams, ...jsonBody(emailTemplateInputSchema) },
  responses: {
    200: jsonContent(successEnvelope(renderedEmailSchema), 'The email: subject, HTML, text'),
    400: invalid,
    ...guarded,
    404: unknownKind,
  },
});

export const emailTemplateRoutes = createProductRouter()
  .openapi(list, async (c) => ok(c, await listEmailTemplates(c.var.db, serviceContext(c))))
  .openapi(getOne, async (c) =>
    ok(c, await getEmailTemplate(c.var.db, serviceContext(c), c.req.valid('param').kind)),
  )
  .openapi(save, async (c) =>
    ok(
      c,
      await saveEmailTemplate(
        c.var.db,
        serviceContext(c),
        c.req.valid('param').kind,
        c.req.valid('json'),
      ),
    ),
  )
  .openapi(reset, async (c) =>
    ok(c, await resetEmailTemplate(c.var.db, serviceContext(c), c.req.valid('param').kind)),
  )
  .openapi(preview, async (c) =>
    ok(
      c,
      await previewEmailTemplate(
        c.var.db,
        serviceContext(c),
        c.var.config.publicUrl,
        c.req.valid('param').kind,
        c.req.valid('json'),
      ),
    ),
  );
