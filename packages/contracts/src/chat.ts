import { z } from 'zod';
import { contactEmailSchema, contactPhoneNumberSchema } from './contacts';

// Chat app (decision 006), calls under /api/apps/chat. Chat contacts are the user's contacts.

export const DEFAULT_CHAT_ABOUT = "Hi there! I'm using FuseChat.";

// As in GET contacts and inside a chat of GET chats: no details, no attachments.
export const chatContactSchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  name: z.string(),
  about: z.string().nullable(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatContactDetailsSchema = z.object({
  emails: z.array(contactEmailSchema),
  phoneNumbers: z.array(contactPhoneNumberSchema),
  title: z.string().nullable(),
  company: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
});

export const chatAttachmentsSchema = z.object({
  media: z.array(z.string()),
  docs: z.array(z.string()),
  links: z.array(z.string()),
});

// GET contact?id and the contact inside GET chat?id.
export const chatContactWithDetailsSchema = chatContactSchema.extend({
  details: chatContactDetailsSchema,
  attachments: chatAttachmentsSchema,
});
export type ChatContactWithDetails = z.infer<typeof chatContactWithDetailsSchema>;

// contactId is the profile id on the user's own messages (isMine), else the chat's contact.
export const chatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  contactId: z.string(),
  value: z.string(),
  createdAt: z.string(),
  isMine: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  contact: chatContactSchema,
  unreadCount: z.number().int(),
  muted: z.boolean(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatWithMessagesSchema = chatSchema.extend({
  contact: chatContactWithDetailsSchema,
  messages: z.array(chatMessageSchema),
});
export type ChatWithMessages = z.infer<typeof chatWithMessagesSchema>;

export const chatProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  about: z.string(),
});
export type ChatProfile = z.infer<typeof chatProfileSchema>;

const id = (field: string) =>
  z.string({ error: `${field} is required` }).min(1, `${field} is required`);

export const chatIdQuerySchema = z.object({ id: id('id') });

// PATCH chat takes {id, chat}; only muted and unreadCount can change, other keys are ignored.
export const updateChatSchema = z.object({
  id: id('id'),
  chat: z.object({
    muted: z.boolean().optional(),
    unreadCount: z
      .number()
      .int('unreadCount must be a whole number')
      .min(0, 'unreadCount cannot be negative')
      .max(1_000_000)
      .optional(),
  }),
});
export type UpdateChatInput = z.infer<typeof updateChatSchema>;

// POST chat (beside the spec's calls): opens the chat with one of the user's contacts, created on
// first use, so that a new account, which has no chats, can start one.
export const startChatSchema = z.object({ contactId: id('contactId') });
export type StartChatInput = z.infer<typeof startChatSchema>;

// POST message: the user's own message in a chat.
export const sendChatMessageSchema = z.object({
  chatId: id('chatId'),
  value: z
    .string({ error: 'value is required' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(5_000, 'Message must be at most 5000 characters'),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;
