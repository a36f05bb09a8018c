import sanitizeHtml from 'sanitize-html';

// Rich text from the editor, stored as HTML: a posting's description (docs/decisions/042-job-postings.md)
// and a composed mail's content (docs/decisions/061-mailbox-screen.md). Both keep the same small set,
// so there is one sanitiser here rather than a copy in each module: paragraphs, line breaks, bold,
// italic, underline, strike, two heading levels, lists, quotes and links to http(s) or mailto, each
// link with rel="noopener noreferrer". Everything else goes: scripts and styles with their content,
// other tags keeping their text, every other attribute (handlers, styles, classes). The browser
// sanitises again before showing it.
export const RICH_TEXT_TAGS = [
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

const options: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // What other editors write for the same formatting becomes the allowed tag.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => ({
      tagName,
      // Only the address survives; the rel is always ours.
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  // An editor left empty writes "<p></p>": nothing to keep.
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === '' ? '' : clean;
}
