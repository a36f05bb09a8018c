import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { chatMessages, chats } from '../schema/chat';
import { contacts } from '../schema/contacts';
import type { NewAccount } from '../../platform/account-hooks';
import { SAMPLE_CHATS } from './data/chat.data';

const MINUTE = 60 * 1000;

// The account's 15 chats with their contacts (seeded just before, in the same transaction)
// and messages, in three statements. Chat and message ids are made here so that the chat
// and message rows can go in one insert each.
export async function seedChat(db: Db, account: NewAccount): Promise<void> {
  const rows = await db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(eq(contacts.userId, account.userId));
  const contactId = new Map(rows.map((row) => [row.name, row.id]));
  const start = account.createdAt.getTime();

  const chatRows: (typeof chats.$inferInsert)[] = [];
  const messageRows: (typeof chatMessages.$inferInsert)[] = [];
  for (const chat of SAMPLE_CHATS) {
    const contact = contactId.get(chat.contactName);
    if (!contact) throw new Error(`Sample chat with unknown contact ${chat.contactName}`);
    const id = crypto.randomUUID();
    const end = start - chat.endsMinutesBefore * MINUTE;
    const last = chat.messages.length - 1;
    chat.messages.forEach(([from, value], index) => {
      messageRows.push({
        userId: account.userId,
        chatId: id,
        isMine: from === 'me',
        value,
        createdAt: new Date(end - (last - index) * chat.spacingMinutes * MINUTE),
      });
    });
    chatRows.push({
      id,
      userId: account.userId,
      contactId: contact,
      unreadCount: chat.unreadCount,
      muted: chat.muted,
      lastMessage: chat.messages[last][1],
      lastMessageAt: new Date(end),
      createdAt: new Date(end - last * chat.spacingMinutes * MINUTE),
    });
  }
  await db.insert(chats).values(chatRows);
  await db.insert(chatMessages).values(messageRows);
}
