import { and, eq, ilike, inArray } from 'drizzle-orm';
import {
  CONTACT_AVATAR_MAX_BYTES,
  NEW_CONTACT_NAME,
  type Contact,
  type UpdateContactInput,
} from '@rehearse/contracts/contacts';
import type { Db } from '../../db/db';
import { idIs, isUuid } from '../../db/ids';
import { contacts, contactTags } from '../../db/schema/contacts';
import { countries } from '../../db/schema/countries';
import { AppError, notFound } from '../../platform/errors';
import { imageBytesToDataUrl, normaliseImageDataUrl } from '../../platform/image-data-url';
import { containsPattern } from '../../db/like';
import { contactsByName } from '../../domain/contacts-by-name';
import { sanitizeRichText } from '../../domain/rich-text';

const contactColumns = {
  id: contacts.id,
  avatar: contacts.avatar,
  background: contacts.background,
  name: contacts.name,
  emails: contacts.emails,
  phoneNumbers: contacts.phoneNumbers,
  title: contacts.title,
  company: contacts.company,
  birthday: contacts.birthday,
  address: contacts.address,
  notes: contacts.notes,
  tags: contacts.tags,
};
type ContactRow = { [K in keyof typeof contactColumns]: (typeof contacts.$inferSelect)[K] };

export const toContact = (row: ContactRow): Contact => ({
  ...row,
  birthday: row.birthday?.toISOString() ?? null,
});

const contactNotFound = (id: string) => notFound(`Could not find contact with id of ${id}!`);

export async function listContacts(db: Db, userId: string): Promise<Contact[]> {
  const rows = await db
    .select(contactColumns)
    .from(contacts)
    .where(eq(contacts.userId, userId))
    .orderBy(...contactsByName);
  return rows.map(toContact);
}

// Name contains the text, case-insensitively; an empty (or blank) query answers all.
export async function searchContacts(db: Db, userId: string, query: string): Promise<Contact[]> {
  const text = query.trim();
  if (!text) return listContacts(db, userId);
  const rows = await db
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.userId, userId), ilike(contacts.name, containsPattern(text))))
    .orderBy(...contactsByName);
  return rows.map(toContact);
}

export async function getContact(db: Db, userId: string, id: string): Promise<Contact> {
  const [row] = await db
    .select(contactColumns)
    .from(contacts)
    .where(and(idIs(contacts.id, id), eq(contacts.userId, userId)));
  if (!row) throw contactNotFound(id);
  return toContact(row);
}

// A blank contact: job fields empty, no emails, phone numbers or tags, and null birthday,
// address and notes (the old mock's `job: {title, company}` became title and company, decision
// 006).
export async function createContact(db: Db, userId: string): Promise<Contact> {
  const [row] = await db
    .insert(contacts)
    .values({ userId, name: NEW_CONTACT_NAME, title: '', company: '' })
    .returning(contactColumns);
  return toContact(row);
}

async function assertOwnTags(db: Db, userId: string, tagIds: string[]) {
  const unknown = tagIds.filter((id) => !isUuid(id));
  const valid = tagIds.filter(isUuid);
  if (valid.length > 0) {
    // FOR SHARE: a concurrent tag deletion waits until this contact update is committed,
    // and then strips the tag from it too.
    const found = await db
      .select({ id: contactTags.id })
      .from(contactTags)
      .where(and(eq(contactTags.userId, userId), inArray(contactTags.id, valid)))
      .for('share');
    const known = new Set(found.map((row) => row.id));
    unknown.push(...valid.filter((id) => !known.has(id)));
  }
  if (unknown.length > 0) {
    throw new AppError('validation.unknown_id', `Unknown tag id ${unknown.join(', ')}`, {
      field: 'tags',
    });
  }
}

async function assertKnownCountries(db: Db, isoCodes: string[]) {
  const wanted = [...new Set(isoCodes)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ iso: countries.iso })
    .from(countries)
    .where(inArray(countries.iso, wanted));
  const known = new Set(found.map((row) => row.iso));
  const missing = wanted.filter((iso) => !known.has(iso));
  if (missing.length > 0) {
    throw new AppError('validation.unknown_id', `Unknown country ${missing.join(', ')}`, {
      field: 'phoneNumbers',
    });
  }
}

const imageRef = (value: string | null | undefined, field: string) =>
  value?.startsWith('data:')
    ? normaliseImageDataUrl(value, field, CONTACT_AVATAR_MAX_BYTES)
    : value;

// Merges the given fields into the contact (absent fields keep their value).
export async function updateContact(
  db: Db,
  userId: string,
  { id, contact: changes }: UpdateContactInput,
): Promise<Contact> {
  const tags = changes.tags && [...new Set(changes.tags)];
  const avatar = imageRef(changes.avatar, 'contact.avatar');
  const background = imageRef(changes.background, 'contact.background');
  // Notes are the editor's rich text, kept to the same small set as postings and mail
  // (domain/rich-text.ts): a stored handler or script never reaches any reader of the API.
  const notes = typeof changes.notes === 'string' ? sanitizeRichText(changes.notes) : changes.notes;
  return db.transaction(async (tx) => {
    if (tags) await assertOwnTags(tx, userId, tags);
    if (changes.phoneNumbers) {
      await assertKnownCountries(
        tx,
        changes.phoneNumbers.map((phone) => phone.country),
      );
    }
    const [row] = await tx
      .update(contacts)
      .set({
        ...changes,
        avatar,
        background,
        notes,
        tags,
        birthday:
          typeof changes.birthday === 'string' ? new Date(changes.birthday) : changes.birthday,
        updatedAt: new Date(),
      })
      .where(and(idIs(contacts.id, id), eq(contacts.userId, userId)))
      .returning(contactColumns);
    if (!row) throw contactNotFound(id);
    return toContact(row);
  });
}

export async function deleteContact(db: Db, userId: string, id: string): Promise<true> {
  const deleted = await db
    .delete(contacts)
    .where(and(idIs(contacts.id, id), eq(contacts.userId, userId)))
    .returning({ id: contacts.id });
  if (deleted.length === 0) throw contactNotFound(id);
  return true;
}

export type AvatarUpload =
  { kind: 'file'; bytes: Uint8Array; type: string } | { kind: 'dataUrl'; dataUrl: string };

// Stores the image inline on the contact as a data URL (PNG, JPEG, GIF or WebP by content,
// at most 2 MB) and answers the contact.
export async function setContactAvatar(
  db: Db,
  userId: string,
  id: string,
  upload: AvatarUpload,
): Promise<Contact> {
  const avatar =
    upload.kind === 'file'
      ? imageBytesToDataUrl(upload.bytes, upload.type, 'avatar', CONTACT_AVATAR_MAX_BYTES)
      : normaliseImageDataUrl(upload.dataUrl, 'avatar', CONTACT_AVATAR_MAX_BYTES);
  const [row] = await db
    .update(contacts)
    .set({ avatar, updatedAt: new Date() })
    .where(and(idIs(contacts.id, id), eq(contacts.userId, userId)))
    .returning(contactColumns);
  if (!row) throw contactNotFound(id);
  return toContact(row);
}
