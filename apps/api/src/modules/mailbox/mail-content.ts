import { sanitizeRichText } from '../../domain/rich-text';

// A composed mail's content is rich text from the editor, stored as HTML and shown in the mail
// view (decision 061). It keeps the same set as a posting's description (decision 042), so both
// use the one sanitiser in domain/rich-text.ts rather than a copy each.
export function sanitizeMailContent(html: string): string {
  return sanitizeRichText(html);
}
