import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CHAT_ABOUT,
  type Chat,
  type ChatContact,
  type ChatContactWithDetails,
  type ChatMessage,
  type ChatProfile,
  type ChatWithMessages,
  type SendChatMessageInput,
  type StartChatInput,
  type UpdateChatInput,
} from '@rehearse/contracts/chat';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { chatMessages, chats } from '../../db/schema/chat';
import { contacts } from '../../db/schema/contacts';
import { users } from '../../db/schema/users';
import { notFound } from '../../platform/errors';
import { contactsByName } from '../../domain/contacts-by-name';

// Chat contacts are the user's own contacts (contacts.ts): `about` is their status text,
// details are the contact fields, attachments are stored with the contact.

const chatNotFound = (id: string) => notFound(`Could not found chat with id of ${id}!`);
const contactNotFound = (id: string) => notFound(`Could not find contact with id of ${id}!`);

const contactColumns = {
  id: contacts.id,
  avatar: contacts.avatar,
  name: contacts.name,
  about: contacts.about,
};
const chatColumns = {
  id: chats.id,
  contactId: chats.contactId,
  unreadCount: chats.unreadCount,
  muted: chats.muted,
  lastMessage: chats.lastMessage,
  lastMessageAt: chats.lastMessageAt,
};
type ChatRow = { [K in keyof typeof chatColumns]: (typeof chats.$inferSelect)[K] };

const toChat = (row: ChatRow, contact: ChatContact): Chat => ({
  ...row,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  contact,
});

// Stored messages carry isMine instead of the mock's contactId 'me'; the answer names the
// profile (the user) on the user's own messages and the chat's contact on the others.
export const toChatMessage = (
  row: typeof chatMessages.$inferSelect,
  chat: { contactId: string },
  profileId: string,
): ChatMessage => ({
  id: row.id,
  chatId: row.chatId,
  contactId: row.isMine ? profileId : chat.contactId,
  value: row.value,
  createdAt: row.createdAt.toISOString(),
  isMine: row.isMine,
});

const ownChat = (userId: string, id: string) => and(idIs(chats.id, id), eq(chats.userId, userId));

// All chats of the user with their contact, the most recent conversation first.
export async function listChats(db: Db, userId: string): Promise<Chat[]> {
  const rows = await db
    .select({ chat: chatColumns, contact: contactColumns })
    .from(chats)
    .innerJoin(contacts, eq(contacts.id, chats.contactId))
    .where(eq(chats.userId, userId))
    .orderBy(sql`${chats.lastMessageAt} desc nulls last`, desc(chats.createdAt), chats.id);
  return rows.map((row) => toChat(row.chat, row.contact));
}

async function findChat(db: Db, userId: string, id: string): Promise<Chat> {
  const [row] = await db
    .select({ chat: chatColumns, contact: contactColumns })
    .from(chats)
    .innerJoin(contacts, eq(contacts.id, chats.contactId))
    .where(ownChat(userId, id));
  if (!row) throw chatNotFound(id);
  return toChat(row.chat, row.contact);
}

// One chat with its contact's details and its messages, oldest first.
export async function getChat(db: Db, userId: string, id: string): Promise<ChatWithMessages> {
  const chat = await findChat(db, userId, id);
  const [contact, messages] = await Promise.all([
    getChatContact(db, userId, chat.contactId),
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.chatId, id)))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
  ]);
  return {
    ...chat,
    contact,
    messages: messages.map((row) => toChatMessage(row, chat, userId)),
  };
}

// The chat with one of the user's contacts, created on first use (a contact has one chat: two
// requests at once both answer the same chat); answered as GET chat answers it.
export async function startChat(
  db: Db,
  userId: string,
  { contactId }: StartChatInput,
): Promise<ChatWithMessages> {
  const contact = await getChatContact(db, userId, contactId);
  await db
    .insert(chats)
    .values({ userId, contactId: contact.id })
    .onConflictDoNothing({ target: chats.contactId });
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.contactId, contact.id), eq(chats.userId, userId)));
  return getChat(db, userId, row!.id);
}

// Merges muted and unreadCount into the chat; answers it as GET chat does (messages, and the
// contact with details and attachments), which is what a client's chat view renders.
export async function updateChat(
  db: Db,
  userId: string,
  { id, chat: changes }: UpdateChatInput,
): Promise<ChatWithMessages> {
  if (changes.muted !== undefined || changes.unreadCount !== undefined) {
    const updated = await db
      .update(chats)
      .set(changes)
      .where(ownChat(userId, id))
      .returning({ id: chats.id });
    if (updated.length === 0) throw chatNotFound(id);
  }
  return getChat(db, userId, id);
}

// The user's own message: stored, and the chat's last message moves to it.
export async function sendChatMessage(
  db: Db,
  userId: string,
  { chatId, value }: SendChatMessageInput,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const createdAt = new Date();
    const [chat] = await tx
      .update(chats)
      .set({ lastMessage: value, lastMessageAt: createdAt })
      .where(ownChat(userId, chatId))
      .returning({ contactId: chats.contactId });
    if (!chat) throw chatNotFound(chatId);
    const [row] = await tx
      .insert(chatMessages)
      .values({ userId, chatId, isMine: true, value, createdAt })
      .returning();
    return toChatMessage(row, chat, userId);
  });
}

// Every contact of the user, by name, without details and attachments.
export const listChatContacts = (db: Db, userId: string): Promise<ChatContact[]> =>
  db
    .select(contactColumns)
    .from(contacts)
    .where(eq(contacts.userId, userId))
    .orderBy(...contactsByName);

export async function getChatContact(
  db: Db,
  userId: string,
  id: string,
): Promise<ChatContactWithDetails> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(idIs(contacts.id, id), eq(contacts.userId, userId)));
  if (!row) throw contactNotFound(id);
  return {
    id: row.id,
    avatar: row.avatar,
    name: row.name,
    about: row.about,
    details: {
      emails: row.emails,
      phoneNumbers: row.phoneNumbers,
      title: row.title,
      company: row.company,
      birthday: row.birthday?.toISOString() ?? null,
      address: row.address,
    },
    attachments: row.attachments,
  };
}

// The user as chat sees them; the status text is the default one (no call changes it).
export async function getChatProfile(db: Db, userId: string): Promise<ChatProfile> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  return { ...user, about: DEFAULT_CHAT_ABOUT };
}
