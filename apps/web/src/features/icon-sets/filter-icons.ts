// The icons whose name holds the search, ignoring case, spaces-for-dashes and a pasted
// namespace ('heroicons_outline:arrow' finds the arrows). An empty search keeps them all.
export function filterIcons(names: readonly string[], query: string | undefined): string[] {
  const term = (query ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z_]+:/, '')
    .replace(/\s+/g, '-');
  if (!term) return [...names];
  const underscored = term.replace(/-/g, '_');
  return names.filter((name) => name.includes(term) || name.includes(underscored));
}

// The pixel size of a set's glyphs from its grid class ('icon-size-5' → 20, 'icon-size-6' → 24),
// the Tailwind scale the spec's class names come from (1 unit = 4 px).
export function gridIconSize(grid: string): number {
  const units = Number(/icon-size-(\d+)/.exec(grid)?.[1]);
  return Number.isFinite(units) && units > 0 ? units * 4 : 24;
}
