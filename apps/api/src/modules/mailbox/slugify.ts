// Mail label slugs (decision 008): lowercase; whitespace to hyphens; drop every character other
// than letters, digits, `_` and `-`; collapse repeated hyphens; trim hyphens at the ends; an
// empty result becomes `label`. Letters and digits are Unicode ones, so a Turkish title keeps
// its letters ("Çalışma" -> "çalışma") instead of losing them.
export function slugify(title: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/gu, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'label';
}
