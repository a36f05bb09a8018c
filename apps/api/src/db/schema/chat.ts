import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { users } from './users';

// One conversation of a user with one of their contacts (contacts double as chat contacts).
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One chat per contact (a contact belongs to one user); also serves the delete cascade.
    uniqueIndex('chats_contact_key').on(t.contactId),
    index('chats_user_last_message_idx').on(t.userId, t.lastMessageAt.desc()),
  ],
);

// A message in a chat. `isMine` marks the user's own messages (the old mock's contactId 'me');
// the other messages come from the chat's contact.
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    isMine: boolean('is_mine').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_user_chat_created_idx').on(t.userId, t.chatId, t.createdAt),
    // For the cascade when a chat (or its contact) is deleted.
    index('chat_messages_chat_idx').on(t.chatId),
  ],
);
