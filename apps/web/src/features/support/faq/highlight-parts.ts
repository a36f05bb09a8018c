export type TextPart = { text: string; match: boolean };

// Splits text around every case-insensitive occurrence of the query, for <mark>ing matches.
export function highlightParts(text: string, query: string): TextPart[] {
  const q = query.trim().toLowerCase();
  if (!q) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: TextPart[] = [];
  let at = 0;
  for (let found = lower.indexOf(q); found !== -1; found = lower.indexOf(q, found + q.length)) {
    if (found > at) parts.push({ text: text.slice(at, found), match: false });
    parts.push({ text: text.slice(found, found + q.length), match: true });
    at = found + q.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
