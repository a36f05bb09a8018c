import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ContactPage, ContactPageQuery } from '@rehearse/contracts/contacts';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { containsPattern } from '../../db/like';
import { contacts } from '../../db/schema/contacts';
import { contactsByName } from '../../domain/contacts-by-name';
import { AppError } from '../../platform/errors';

// One page of a user's contacts in the order of GET all (decision 062): keyset paging on the
// (user_id, lower(name) collate "C", created_at desc) index, so page 500 costs what page 1 does.
// The cursor is the last row's sort key, creation time (as PostgreSQL's text, exact to the
// microsecond) and id, as base64url JSON; the client treats it as opaque.

const sortKey = sql<string>`lower(${contacts.name}) collate "C"`;
// The list's group of a row. The database computes it for the rows and the counts alike.
const letter = sql<string>`upper(left(${contacts.name}, 1))`;

// timestamptz as text, e.g. 2026-11-27 11:19:23.123456+00; anything else never reaches SQL.
const TIMESTAMP_TEXT =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

type Cursor = [key: string, createdAt: string, id: string];

// base64url of the JSON's UTF-8 with atob/btoa rather than Buffer: the app also runs in the
// browser (the demo's worker, docs/decisions/077-demo-mode.md).
const encodeCursor = (cursor: Cursor) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(cursor))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

// atob throws on anything that is not base64, which ends in the cursor error below.
const decodeBase64Url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)),
  );

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(decodeBase64Url(text));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value.every((part) => typeof part === 'string') &&
      TIMESTAMP_TEXT.test(String(value[1])) &&
      isUuid(String(value[2]))
    ) {
      return value as Cursor;
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('validation.field_invalid', 'after is not a cursor from this list', {
    field: 'after',
  });
}

// Rows after the cursor in (lower(name) asc, created_at desc, id asc) order. The first,
// redundant condition lets the index seek straight to the cursor's name.
function afterCursor([key, createdAt, id]: Cursor): SQL {
  return sql`(${sortKey} >= ${key} and (${sortKey} > ${key} or (${contacts.createdAt} < ${createdAt}::timestamptz or (${contacts.createdAt} = ${createdAt}::timestamptz and ${contacts.id} > ${id}))))`;
}

export async function listContactPage(
  db: Db,
  userId: string,
  { query = '', after, limit = 100 }: ContactPageQuery,
): Promise<ContactPage> {
  const text = query.trim();
  const filter = and(
    eq(contacts.userId, userId),
    text ? ilike(contacts.name, containsPattern(text)) : undefined,
  );
  const rows = await db
    .select({
      id: contacts.id,
      avatar: contacts.avatar,
      name: contacts.name,
      title: contacts.title,
      company: contacts.company,
      letter,
      key: sortKey,
      createdAt: sql<string>`${contacts.createdAt}::text`,
    })
    .from(contacts)
    .where(after === undefined ? filter : and(filter, afterCursor(decodeCursor(after))))
    .orderBy(...contactsByName)
    .limit(Number(limit) + 1);
  const more = rows.length > Number(limit);
  const shown = more ? rows.slice(0, -1) : rows;
  const last = shown.at(-1);
  const page: ContactPage = {
    contacts: shown.map(({ key: _key, createdAt: _createdAt, ...item }) => item),
    next: more && last ? encodeCursor([last.key, last.createdAt, last.id]) : null,
  };
  if (after !== undefined) return page;
  const letters = await db
    .select({ letter, count: count() })
    .from(contacts)
    .where(filter)
    .groupBy(letter)
    .orderBy(sql`min(${sortKey})`);
  return { ...page, total: letters.reduce((sum, row) => sum + row.count, 0), letters };
}
