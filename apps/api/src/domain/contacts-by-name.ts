import { sql } from 'drizzle-orm';
import { contacts } from '../db/schema/contacts';

// The order of a user's contacts wherever they are listed (contacts, chat).
// Case-insensitive by name in byte order ("C"), so PGlite and any PostgreSQL locale agree and
// the (user_id, lower(name) collate "C", created_at desc) index serves it. Equal names put the
// newest first: that is how a new 'New Contact' comes "first" among its namesakes.
export const contactsByName = [
  sql`lower(${contacts.name}) collate "C"`,
  sql`${contacts.createdAt} desc nulls last`,
  contacts.id,
];
