import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { countries } from '../schema/countries';
import { COUNTRIES } from './data/countries.data';

// The flag sprite: one column of 16x11 px flags in the order of COUNTRIES, inside a 1 px
// transparent frame (18 px wide, COUNTRIES.length * 11 + 2 px high), no gaps between flags.
// A flag is shown by a 16x11 box whose background-position is its offset.
export const FLAG_HEIGHT = 11;
export const flagImagePos = (index: number) => `-1px -${index * FLAG_HEIGHT + 1}px`;

// Upserts by ISO code, so re-running keeps each country's id and picks up corrected data.
export async function seedCountries(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values(
      COUNTRIES.map(([iso, name, code], index) => ({
        iso,
        name,
        code,
        flagImagePos: flagImagePos(index),
        spriteIndex: index,
      })),
    )
    .onConflictDoUpdate({
      target: countries.iso,
      set: {
        name: sql`excluded.name`,
        code: sql`excluded.code`,
        flagImagePos: sql`excluded.flag_image_pos`,
        spriteIndex: sql`excluded.sprite_index`,
      },
    });
}
