import { and, eq } from 'drizzle-orm';
import {
  EMAIL_TEMPLATE_KINDS,
  findTemplateProblem,
  parseTemplate,
  REQUIRED_EMAIL_VARIABLES,
  type EmailTemplateInput,
  type EmailTemplateKind,
  type EmailVariables,
  type RenderedEmail,
} from '@rehearse/contracts/email-templates';
import type { Db } from '../db/db';
import { emailTemplates } from '../db/schema/email-templates';
import { organizationLogos, organizations } from '../db/schema/organizations';
import { DEFAULT_EMAIL_TEMPLATES } from '../mail/templates/default-templates';
import { renderEmail, type EmailBrand } from '../mail/templates/render-email';
import { AppError, notFound } from '../platform/errors';
import { logoUrl } from './organizations';

// A recruiting organization's emails (docs/decisions/044-email-templates.md): its own wording
// of a kind when it edited one, the shipped default otherwise, rendered with its logo, name and
// brand colour. Whatever sends an organization email (team invitations now, the hiring emails
// next) calls renderOrganizationEmail and queues the result (domain/email-outbox.ts).

// The accent of an organization that has not chosen a brand colour (the app's indigo).
export const DEFAULT_BRAND_COLOR = '#4f46e5';

export type StoredTemplate = {
  subject: string;
  body: string;
  customized: boolean;
  updatedAt: Date | null;
};

type TemplateRow = typeof emailTemplates.$inferSelect;

const stored = (kind: EmailTemplateKind, row: TemplateRow | undefined): StoredTemplate =>
  row
    ? { subject: row.subject, body: row.body, customized: true, updatedAt: row.updatedAt }
    : { ...DEFAULT_EMAIL_TEMPLATES[kind], customized: false, updatedAt: null };

export async function readEmailTemplate(
  db: Db,
  organizationId: string,
  kind: EmailTemplateKind,
): Promise<StoredTemplate> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.organizationId, organizationId), eq(emailTemplates.kind, kind)));
  return stored(kind, row);
}

// Every kind, in EMAIL_TEMPLATE_KINDS order.
export async function readEmailTemplates(
  db: Db,
  organizationId: string,
): Promise<{ kind: EmailTemplateKind; template: StoredTemplate }[]> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.organizationId, organizationId));
  return EMAIL_TEMPLATE_KINDS.map((kind) => ({
    kind,
    template: stored(
      kind,
      rows.find((row) => row.kind === kind),
    ),
  }));
}

// The organization's name, logo (absolute, for an email client) and brand colour.
export async function organizationBrand(
  db: Db,
  organizationId: string,
  publicUrl: string,
): Promise<EmailBrand> {
  const [row] = await db
    .select({
      name: organizations.name,
      brandColor: organizations.brandColor,
      logoUpdatedAt: organizationLogos.updatedAt,
    })
    .from(organizations)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound('Organization not found');
  return {
    companyName: row.name,
    logoUrl: row.logoUpdatedAt ? `${publicUrl}${logoUrl(organizationId, row.logoUpdatedAt)}` : null,
    color: row.brandColor ?? DEFAULT_BRAND_COLOR,
  };
}

// A template may use only its kind's variables, with balanced braces, and must use the link
// its email exists for: 400 naming the field, and the variable in params.
export function checkEmailTemplate(kind: EmailTemplateKind, input: EmailTemplateInput): void {
  for (const field of ['subject', 'body'] as const) {
    const problem = findTemplateProblem(kind, input[field]);
    if (problem?.code === 'emailTemplate.unknown_variable') {
      throw new AppError(problem.code, `{{${problem.variable}}} is not a variable of this email`, {
        field,
        params: { variable: problem.variable },
      });
    }
    if (problem) {
      throw new AppError(problem.code, 'Every {{ needs a matching }}', { field });
    }
  }
  const required = REQUIRED_EMAIL_VARIABLES[kind];
  const used = parseTemplate(input.body).parts ?? [];
  if (required && !used.some((part) => part.type === 'variable' && part.name === required)) {
    throw new AppError('emailTemplate.missing_variable', `The body must use {{${required}}}`, {
      field: 'body',
      params: { variable: required },
    });
  }
}

// Dates in emails: "Friday, 4 December 2026" (UTC; the emails are in English).
export const formatEmailDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export type OrganizationEmailRequest<K extends EmailTemplateKind> = {
  organizationId: string;
  kind: K;
  // Every variable of the kind but the company's name, which comes from the organization.
  variables: Omit<EmailVariables<K>, 'company.name'>;
  // PUBLIC_URL, for the logo's absolute address.
  publicUrl: string;
};

// The organization's email of this kind (its own wording or the default), filled in and
// rendered to a subject, HTML and plain text, ready for queueEmail.
export async function renderOrganizationEmail<K extends EmailTemplateKind>(
  db: Db,
  request: OrganizationEmailRequest<K>,
): Promise<RenderedEmail> {
  // One after the other: `db` may be a transaction.
  const template = await readEmailTemplate(db, request.organizationId, request.kind);
  const brand = await organizationBrand(db, request.organizationId, request.publicUrl);
  return renderEmail({
    subject: template.subject,
    body: template.body,
    values: { ...request.variables, 'company.name': brand.companyName },
    brand,
  });
}
