import { RICH_TEXT_TAGS, sanitizeRichText } from '../../domain/rich-text';

// A posting's description is rich text from the editor, stored as HTML and shown to members and,
// later, candidates (docs/decisions/042-job-postings.md). It keeps the shared rich-text set; the
// sanitiser lives in domain/rich-text.ts so the mailbox (decision 061) uses the same one.
export const DESCRIPTION_TAGS = RICH_TEXT_TAGS;

export function sanitizeDescription(html: string): string {
  return sanitizeRichText(html);
}
