import DOMPurify from 'dompurify';

// Message and notification texts are stored as given and shown as HTML, so
// they are untrusted markup: only inline formatting survives. Links and images are dropped as
// well as scripts and handlers: the item itself is already a link, and anchors cannot nest.
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'code', 'span', 'br'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
