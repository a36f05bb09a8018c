import { sql } from 'drizzle-orm';
import type { IconSetSlug } from '@rehearse/contracts/icons';
import type { Db } from '../db';
import { iconSets } from '../schema/icons';
// Generated from the icon packages by scripts/generate-icon-sets.mjs; never edited by hand.
import iconNames from './data/icon-sets.json';

type IconSetDefinition = { namespace: string; name: string; grid: string };

// How each set is presented: icon-size-5 for the 20px mini set, icon-size-6 for the others.
export const ICON_SET_DEFINITIONS: Record<IconSetSlug, IconSetDefinition> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6' },
  'heroicons-outline': {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
  },
  'heroicons-solid': { namespace: 'heroicons_solid', name: 'Heroicons Solid', grid: 'icon-size-6' },
  'heroicons-mini': { namespace: 'heroicons_mini', name: 'Heroicons Mini', grid: 'icon-size-5' },
  'material-solid': { namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6' },
  'material-outline': { namespace: 'mat_outline', name: 'Material Outline', grid: 'icon-size-6' },
  'material-twotone': { namespace: 'mat_twotone', name: 'Material Twotone', grid: 'icon-size-6' },
};

export const iconSetRows = () =>
  (Object.keys(ICON_SET_DEFINITIONS) as IconSetSlug[]).map((slug) => ({
    slug,
    ...ICON_SET_DEFINITIONS[slug],
    icons: iconNames[slug],
  }));

// Reference data: upserts every set, so re-running after a package upgrade updates the lists.
export async function seedIcons(db: Db): Promise<void> {
  await db
    .insert(iconSets)
    .values(iconSetRows())
    .onConflictDoUpdate({
      target: iconSets.slug,
      set: {
        namespace: sql`excluded.namespace`,
        name: sql`excluded.name`,
        grid: sql`excluded.grid`,
        icons: sql`excluded.icons`,
        updatedAt: sql`now()`,
      },
    });
}
