import { and, eq } from 'drizzle-orm';
import {
  EMAIL_TEMPLATE_VARIABLES,
  EMAIL_VARIABLE_DESCRIPTIONS,
  isEmailTemplateKind,
  REQUIRED_EMAIL_VARIABLES,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailTemplateKind,
  type RenderedEmail,
} from '@rehearse/contracts/email-templates';
import type { Db } from '../../db/db';
import { emailTemplates } from '../../db/schema/email-templates';
import {
  checkEmailTemplate,
  formatEmailDate,
  organizationBrand,
  readEmailTemplate,
  readEmailTemplates,
  type StoredTemplate,
} from '../../domain/email-templates';
import { ANY_MEMBER, EDITORS, requireOrganizationRole } from '../../domain/organization-access';
import { notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';
import { renderEmail } from '../../mail/templates/render-email';

// The organization's email templates (docs/decisions/044-email-templates.md): every member
// reads them and previews a draft; owners and recruiters edit and reset them. The six kinds are
// fixed; a kind without a row is the shipped default, and reset deletes the row.

type Actor = Pick<ServiceContext, 'user' | 'now'>;

const toTemplate = (kind: EmailTemplateKind, template: StoredTemplate): EmailTemplate => ({
  kind,
  subject: template.subject,
  body: template.body,
  customized: template.customized,
  updated_at: template.updatedAt?.toISOString() ?? null,
  variables: EMAIL_TEMPLATE_VARIABLES[kind].map((name) => ({
    name,
    description: EMAIL_VARIABLE_DESCRIPTIONS[name],
  })),
  required_variable: REQUIRED_EMAIL_VARIABLES[kind] ?? null,
});

// An unknown kind answers 404, like an unknown id.
function kindOf(kind: string): EmailTemplateKind {
  if (!isEmailTemplateKind(kind)) throw notFound('No such email template');
  return kind;
}

export async function listEmailTemplates(db: Db, ctx: Actor): Promise<EmailTemplate[]> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  const templates = await readEmailTemplates(db, organizationId);
  return templates.map(({ kind, template }) => toTemplate(kind, template));
}

export async function getEmailTemplate(
  db: Db,
  ctx: Actor,
  kindParam: string,
): Promise<EmailTemplate> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  const kind = kindOf(kindParam);
  return toTemplate(kind, await readEmailTemplate(db, organizationId, kind));
}

export async function saveEmailTemplate(
  db: Db,
  ctx: Actor,
  kindParam: string,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, EDITORS);
  const kind = kindOf(kindParam);
  checkEmailTemplate(kind, input);
  const values = {
    subject: input.subject,
    body: input.body,
    updatedBy: ctx.user.id,
    updatedAt: ctx.now(),
  };
  await db
    .insert(emailTemplates)
    .values({ organizationId, kind, ...values })
    .onConflictDoUpdate({
      target: [emailTemplates.organizationId, emailTemplates.kind],
      set: values,
    });
  return toTemplate(kind, await readEmailTemplate(db, organizationId, kind));
}

// Back to the shipped default: the organization's own wording is deleted.
export async function resetEmailTemplate(
  db: Db,
  ctx: Actor,
  kindParam: string,
): Promise<EmailTemplate> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, EDITORS);
  const kind = kindOf(kindParam);
  await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.organizationId, organizationId), eq(emailTemplates.kind, kind)));
  return toTemplate(kind, await readEmailTemplate(db, organizationId, kind));
}

// A draft rendered as a recipient would get it, with a sample candidate and posting and the
// organization's real name, logo and colour; nothing is saved. Checked like a save.
export async function previewEmailTemplate(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  kindParam: string,
  input: EmailTemplateInput,
): Promise<RenderedEmail> {
  const { organizationId } = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  const kind = kindOf(kindParam);
  checkEmailTemplate(kind, input);
  const brand = await organizationBrand(db, organizationId, publicUrl);
  const week = new Date(ctx.now().getTime() + 7 * 24 * 60 * 60 * 1000);
  return renderEmail({
    subject: input.subject,
    body: input.body,
    values: {
      ...SAMPLE_VALUES,
      'company.name': brand.companyName,
      'recruiter.name': ctx.user.name,
      'inviter.name': ctx.user.name,
      deadline: formatEmailDate(week),
      'interview.link': `${publicUrl}/interview?token=preview`,
      'invitation.link': `${publicUrl}/invitation?token=preview`,
    },
    brand,
  });
}

// The sample candidate and posting of a preview.
const SAMPLE_VALUES = {
  'candidate.firstName': 'Alex',
  'candidate.name': 'Alex Morgan',
  'posting.title': 'Customer Success Manager',
  role: 'recruiter',
};
