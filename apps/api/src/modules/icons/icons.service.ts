import { eq } from 'drizzle-orm';
import type { IconSet } from '@rehearse/contracts/icons';
import type { Db } from '../../db/db';
import { iconSets } from '../../db/schema/icons';
import { notFound } from '../../platform/errors';

export async function getIconSet(db: Db, slug: string): Promise<IconSet> {
  const [row] = await db.select().from(iconSets).where(eq(iconSets.slug, slug));
  if (!row) throw notFound(`No icon set named '${slug}'`);
  return { namespace: row.namespace, name: row.name, grid: row.grid, list: row.icons };
}
