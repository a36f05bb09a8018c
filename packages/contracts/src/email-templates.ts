import { z } from 'zod';
import { withCode } from './validation-issues';

// A recruiting organization's emails (docs/decisions/044-email-templates.md): a subject and a
// plain-text body with {{variables}}, paragraphs separated by a blank line. Each kind allows its
// own variables; the server renders them to HTML and text with the company's logo and colour.

export const EMAIL_TEMPLATE_KINDS = [
  'invitation',
  'reminder',
  'received',
  'advance',
  'rejection',
  'team-invitation',
] as const;
export const emailTemplateKindSchema = z.enum(EMAIL_TEMPLATE_KINDS);
export type EmailTemplateKind = z.infer<typeof emailTemplateKindSchema>;
export const isEmailTemplateKind = (value: string): value is EmailTemplateKind =>
  (EMAIL_TEMPLATE_KINDS as readonly string[]).includes(value);

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 10_000;

// Every variable a template may use, with what it holds.
export const EMAIL_VARIABLE_DESCRIPTIONS = {
  'candidate.firstName': 'The candidate’s first name',
  'candidate.name': 'The candidate’s full name',
  'posting.title': 'The job posting’s title',
  'company.name': 'Your company’s name',
  'recruiter.name': 'The name of the recruiter who sends the email',
  'interview.link': 'The link to the candidate’s one-way interview',
  deadline: 'The last day to respond',
  'inviter.name': 'The name of the teammate who sends the invitation',
  role: 'The role the teammate is invited to: owner, recruiter or reviewer',
  'invitation.link': 'The link that accepts the invitation',
} as const;
export type EmailVariable = keyof typeof EMAIL_VARIABLE_DESCRIPTIONS;

// Variables whose value is a link: a paragraph holding only one is drawn as a button.
export const LINK_VARIABLES: readonly EmailVariable[] = ['interview.link', 'invitation.link'];

const candidateEmail = [
  'candidate.firstName',
  'candidate.name',
  'posting.title',
  'company.name',
  'recruiter.name',
] as const;

// The variables each kind may use.
export const EMAIL_TEMPLATE_VARIABLES = {
  invitation: [...candidateEmail, 'interview.link', 'deadline'],
  reminder: [...candidateEmail, 'interview.link', 'deadline'],
  received: candidateEmail,
  advance: candidateEmail,
  rejection: candidateEmail,
  'team-invitation': ['company.name', 'inviter.name', 'role', 'invitation.link', 'deadline'],
} as const satisfies Record<EmailTemplateKind, readonly EmailVariable[]>;

// The link the email exists to deliver: a template of these kinds must use it.
export const REQUIRED_EMAIL_VARIABLES: Partial<Record<EmailTemplateKind, EmailVariable>> = {
  invitation: 'interview.link',
  reminder: 'interview.link',
  'team-invitation': 'invitation.link',
};

// The values a kind's email is rendered with.
export type EmailVariables<K extends EmailTemplateKind> = Record<
  (typeof EMAIL_TEMPLATE_VARIABLES)[K][number],
  string
>;

// A template's text in pieces: text as written, and variables by name.
// `index`: where the variable's `{{` is in the text.
export type TemplatePart =
  { type: 'text'; text: string } | { type: 'variable'; name: string; index: number };

export type TemplateProblem =
  // `{{` without its `}}`, or `}}` without its `{{`.
  | { code: 'emailTemplate.unbalanced_braces'; index: number }
  // A name this kind does not allow (or not a name at all).
  | { code: 'emailTemplate.unknown_variable'; variable: string; index: number };

const VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;

// Splits a template into text and variables. `{{ name }}` is a variable (spaces inside are
// allowed); a single brace is text. Throws nothing: a problem is returned instead.
export function parseTemplate(
  text: string,
):
  { parts: TemplatePart[]; problem?: undefined } | { parts?: undefined; problem: TemplateProblem } {
  const parts: TemplatePart[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{{', at);
    const close = text.indexOf('}}', at);
    if (close !== -1 && (open === -1 || close < open)) {
      return { problem: { code: 'emailTemplate.unbalanced_braces', index: close } };
    }
    if (open === -1) {
      parts.push({ type: 'text', text: text.slice(at) });
      break;
    }
    if (open > at) parts.push({ type: 'text', text: text.slice(at, open) });
    const end = text.indexOf('}}', open + 2);
    const nextOpen = text.indexOf('{{', open + 2);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end)) {
      return { problem: { code: 'emailTemplate.unbalanced_braces', index: open } };
    }
    const name = text.slice(open + 2, end).trim();
    if (!VARIABLE_NAME.test(name)) {
      return {
        problem: { code: 'emailTemplate.unknown_variable', variable: name, index: open },
      };
    }
    parts.push({ type: 'variable', name, index: open });
    at = end + 2;
  }
  return { parts };
}

export const isAllowedVariable = (kind: EmailTemplateKind, name: string): name is EmailVariable =>
  (EMAIL_TEMPLATE_VARIABLES[kind] as readonly string[]).includes(name);

// The first problem of a template's text for this kind, if any.
export function findTemplateProblem(
  kind: EmailTemplateKind,
  text: string,
): TemplateProblem | undefined {
  const parsed = parseTemplate(text);
  if (parsed.problem) return parsed.problem;
  for (const part of parsed.parts) {
    if (part.type === 'variable' && !isAllowedVariable(kind, part.name)) {
      return { code: 'emailTemplate.unknown_variable', variable: part.name, index: part.index };
    }
  }
  return undefined;
}

export const emailTemplateInputSchema = z
  .object({
    // One line: a line break in a subject would be a header of its own.
    subject: z
      .string()
      .trim()
      .min(1)
      .max(EMAIL_SUBJECT_MAX_LENGTH)
      .refine(
        (v) => !/[\r\n]/.test(v),
        withCode('emailTemplate.subject_one_line', 'The subject must be one line'),
      ),
    body: z.string().trim().min(1).max(EMAIL_BODY_MAX_LENGTH),
  })
  .strict();
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>;

export const emailVariableSchema = z.object({
  name: z.string(),
  description: z.string(),
});
export type EmailVariableInfo = z.infer<typeof emailVariableSchema>;

export const emailTemplateSchema = z.object({
  kind: emailTemplateKindSchema,
  subject: z.string(),
  body: z.string(),
  // Edited by the organization; false: the shipped default.
  customized: z.boolean(),
  // When it was last edited; null for the default.
  updated_at: z.string().nullable(),
  variables: z.array(emailVariableSchema),
  // The variable the template must use, if any (the link the email exists for).
  required_variable: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

// A rendered email: what a recipient would get.
export const renderedEmailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type RenderedEmail = z.infer<typeof renderedEmailSchema>;
