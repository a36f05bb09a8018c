import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  ContactTag,
  Country,
  CreateContactTagInput,
  UpdateContactTagInput,
} from '@rehearse/contracts/contacts';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { contacts, contactTags } from '../../db/schema/contacts';
import { countries } from '../../db/schema/countries';
import { notFound } from '../../platform/errors';

const tagColumns = { id: contactTags.id, title: contactTags.title };

const tagNotFound = (id: string) => notFound(`Could not find tag with id of ${id}!`);

// Newest first, so a new tag comes first (the seeded tags are dated in their listed order).
export const listContactTags = (db: Db, userId: string): Promise<ContactTag[]> =>
  db
    .select(tagColumns)
    .from(contactTags)
    .where(eq(contactTags.userId, userId))
    .orderBy(desc(contactTags.createdAt), contactTags.id);

export async function createContactTag(
  db: Db,
  userId: string,
  { tag }: CreateContactTagInput,
): Promise<ContactTag> {
  const [row] = await db
    .insert(contactTags)
    .values({ userId, title: tag.title })
    .returning(tagColumns);
  return row;
}

export async function updateContactTag(
  db: Db,
  userId: string,
  { id, tag }: UpdateContactTagInput,
): Promise<ContactTag> {
  const where = and(idIs(contactTags.id, id), eq(contactTags.userId, userId));
  const [row] =
    tag.title === undefined
      ? await db.select(tagColumns).from(contactTags).where(where)
      : await db.update(contactTags).set({ title: tag.title }).where(where).returning(tagColumns);
  if (!row) throw tagNotFound(id);
  return row;
}

// Removes the tag and strips it from every contact carrying it, in one transaction.
export async function deleteContactTag(db: Db, userId: string, id: string): Promise<true> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactTags)
      .where(and(idIs(contactTags.id, id), eq(contactTags.userId, userId)))
      .returning({ id: contactTags.id });
    if (deleted.length === 0) throw tagNotFound(id);
    await tx
      .update(contacts)
      .set({ tags: sql`array_remove(${contacts.tags}, ${id}::uuid)` })
      .where(and(eq(contacts.userId, userId), sql`${contacts.tags} @> array[${id}::uuid]`));
    return true as const;
  });
}

// Reference data shared by every user, by name.
export const listCountries = (db: Db): Promise<Country[]> =>
  db
    .select({
      id: countries.id,
      iso: countries.iso,
      name: countries.name,
      code: countries.code,
      flagImagePos: countries.flagImagePos,
    })
    .from(countries)
    .orderBy(sql`${countries.name} collate "C"`);
