import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Reference data shared by every user (not owned by one): the countries offered for phone
// numbers, with their dialling prefix and position in the flag sprite.
export const countries = pgTable(
  'countries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    iso: text('iso').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    flagImagePos: text('flag_image_pos').notNull(),
    // Order in the data file (and the sprite); the list is answered by name.
    spriteIndex: integer('sprite_index').notNull(),
  },
  (t) => [uniqueIndex('countries_iso_key').on(t.iso)],
);
