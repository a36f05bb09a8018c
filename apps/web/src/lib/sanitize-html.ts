import DOMPurify from 'dompurify';

// Message and notification texts are stored as given and shown as HTML, so
// they are untrusted markup: only inline formatting survives. Links and images are dropped as
// well as scripts and handlers: the item itself is already a link, and anchors cannot nest.
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'code', 'span', 'br'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

// An activity's extra content (decision 072): the inline formatting above in blocks (div, p),
// so two lines of a stored item stay two lines; still no links, images, attributes or scripts.
export function sanitizeBlockHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS, 'div', 'p'],
    ALLOWED_ATTR: [],
  });
}

// Stored rich text: a posting's description (docs/decisions/042-job-postings.md), a mail's content
// (decision 061) and a contact's notes. The server already keeps only these tags, and the browser
// checks again before showing it. Paragraphs, headings, lists,
// quotes, inline formatting and links to http(s) or mailto, each opening without access to this
// page (rel="noopener noreferrer"); nothing else, and no attribute but a link's address.
const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
];
const LINK_SCHEMES = /^(?:https?:|mailto:)/i;

export function sanitizeRichTextHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: LINK_SCHEMES,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a')) {
    const href = link.getAttribute('href');
    if (href === null || !LINK_SCHEMES.test(href)) link.removeAttribute('href');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

// An Academy course step (decision 069): headings, paragraphs, lists, emphasis and inline code,
// with no attribute at all; the server's seed holds nothing else, and anything more is dropped.
const COURSE_TAGS = ['h2', 'h3', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'code'];

export function sanitizeCourseHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: COURSE_TAGS, ALLOWED_ATTR: [] });
}
