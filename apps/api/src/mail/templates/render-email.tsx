import { render } from '@react-email/render';
import {
  LINK_VARIABLES,
  parseTemplate,
  type EmailVariable,
  type RenderedEmail,
} from '@rehearse/contracts/email-templates';
import { EmailLayout, type EmailBrand, type EmailRun } from './email-layout';

export type { EmailBrand } from './email-layout';

// Renders an organization email from its template (docs/decisions/044-email-templates.md): the
// subject and plain text with the variables filled in, and the HTML drawn by react-email from
// the same paragraphs. The template is checked before it is saved or previewed
// (findTemplateProblem); a variable without a value here is left empty.

// What a link variable's button says.
const BUTTON_LABELS: Partial<Record<EmailVariable, string>> = {
  'interview.link': 'Start your interview',
  'invitation.link': 'Accept the invitation',
};

export type EmailSource = {
  subject: string;
  body: string;
  // Values by variable name ('candidate.firstName': 'Alex').
  values: Partial<Record<string, string>>;
  brand: EmailBrand;
};

// Only http(s) links become links; anything else stays text.
const isWebLink = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);
const isLinkVariable = (name: string) => (LINK_VARIABLES as readonly string[]).includes(name);

// A template's text with each variable replaced by its value (or the raw text when it does
// not parse, which a checked template never does).
function fill(text: string, values: EmailSource['values']): string {
  const parsed = parseTemplate(text);
  if (!parsed.parts) return text;
  return parsed.parts
    .map((part) => (part.type === 'text' ? part.text : (values[part.name] ?? '')))
    .join('');
}

// Blank lines separate paragraphs; single line breaks stay inside one.
const paragraphsOf = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');

function runsOf(paragraph: string, values: EmailSource['values']): EmailRun[] {
  const parsed = parseTemplate(paragraph);
  if (!parsed.parts) return [{ type: 'text', text: paragraph }];
  const { parts } = parsed;
  // A paragraph that is only a link variable is the email's call to action.
  const only = parts.filter((part) => part.type === 'variable' || part.text.trim() !== '');
  if (only.length === 1 && only[0].type === 'variable' && isLinkVariable(only[0].name)) {
    const href = values[only[0].name] ?? '';
    if (isWebLink(href)) {
      const label = BUTTON_LABELS[only[0].name as EmailVariable] ?? href;
      return [{ type: 'button', href, label }];
    }
  }
  const runs: EmailRun[] = [];
  for (const part of parts) {
    const value = part.type === 'text' ? part.text : (values[part.name] ?? '');
    const last = runs.at(-1);
    if (part.type === 'variable' && isLinkVariable(part.name) && isWebLink(value)) {
      runs.push({ type: 'link', href: value, text: value });
    } else if (last?.type === 'text') {
      // Filled-in text joins its neighbours: one text node, as a reader sees it.
      last.text += value;
    } else {
      runs.push({ type: 'text', text: value });
    }
  }
  return runs;
}

const plainTextOf = (runs: EmailRun[]) =>
  runs.map((run) => (run.type === 'button' ? `${run.label}: ${run.href}` : run.text)).join('');

export async function renderEmail(source: EmailSource): Promise<RenderedEmail> {
  const { values, brand } = source;
  // One line, whatever a value holds.
  const subject = fill(source.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const paragraphs = paragraphsOf(source.body).map((paragraph) => runsOf(paragraph, values));
  const texts = paragraphs.map(plainTextOf);
  // The inbox's snippet: the first paragraph that says something (not "Hi Alex,").
  const preview = (texts.find((text) => text.length > 40) ?? texts[0] ?? subject)
    .replace(/\s+/g, ' ')
    .slice(0, 140);
  const html = await render(
    <EmailLayout brand={brand} preview={preview} paragraphs={paragraphs} />,
  );
  const footer = `Sent by ${brand.companyName} with Rehearse.`;
  return { subject, html, text: `${texts.join('\n\n')}\n\n-- \n${footer}\n` };
}
