import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IconSetSlug } from '@rehearse/contracts/icons';

// Every glyph of the icon sets GET /api/ui/icons/{set} names, drawn from one SVG sprite per set
// that the web build writes from the icon packages (apps/web/vite/icon-sprites.ts, decision 072).
export const iconSpriteUrl = (slug: IconSetSlug) => `/icons/${slug}.svg`;

// The namespaces icon names are written with ('heroicons_solid:star'), and the set of each.
export const NAMESPACE_SETS: Readonly<Record<string, IconSetSlug>> = {
  feather: 'feather',
  heroicons_outline: 'heroicons-outline',
  heroicons_solid: 'heroicons-solid',
  heroicons_mini: 'heroicons-mini',
  mat_solid: 'material-solid',
  mat_outline: 'material-outline',
  mat_twotone: 'material-twotone',
};

// 'heroicons_solid:star' → { slug: 'heroicons-solid', name: 'star' }; undefined for a name of no set.
export function parseIconName(full: string | null | undefined) {
  const [namespace, name] = (full ?? '').split(':', 2);
  const slug = NAMESPACE_SETS[namespace];
  return slug && name ? { slug, name } : undefined;
}

// The glyph names a sprite holds, so a screen knows before drawing whether a <use> would come
// out blank. The file is static and content-stable for a build, so it is read once per visit.
export async function fetchSpriteIds(slug: IconSetSlug, signal?: AbortSignal) {
  const res = await fetch(iconSpriteUrl(slug), { signal });
  if (!res.ok) throw new Error(`The ${slug} icons could not be loaded (${res.status})`);
  const text = await res.text();
  return new Set(Array.from(text.matchAll(/<symbol id="([^"]+)"/g), (match) => match[1]));
}

export const iconSpriteQueryOptions = (slug: IconSetSlug) =>
  queryOptions({
    queryKey: ['icon-sprite', slug] as const,
    queryFn: ({ signal }) => fetchSpriteIds(slug, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useIconSprite = (slug: IconSetSlug | undefined) =>
  useQuery({ ...iconSpriteQueryOptions(slug ?? 'feather'), enabled: slug !== undefined });
