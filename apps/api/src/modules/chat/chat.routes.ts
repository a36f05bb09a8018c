import { createRoute, z } from '@hono/zod-openapi';
import {
  chatContactSchema,
  chatContactWithDetailsSchema,
  chatIdQuerySchema,
  chatMessageSchema,
  chatProfileSchema,
  chatSchema,
  chatWithMessagesSchema,
  sendChatMessageSchema,
  startChatSchema,
  updateChatSchema,
} from '@rehearse/contracts/chat';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import {
  getChat,
  getChatContact,
  getChatProfile,
  listChatContacts,
  listChats,
  sendChatMessage,
  startChat,
  updateChat,
} from './chat.service';

const tags = ['Chat'];
const base = { tags, security: bearerSecurity, middleware: requireAuth };
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input, naming the field');
const missingChat = errorContent('Could not found chat with id of {id}!');
const idQuery = { query: chatIdQuerySchema };

const chatList = createRoute({
  ...base,
  method: 'get',
  path: '/chats',
  summary: 'All chats of the user with their contact, latest message first',
  responses: { 200: jsonContent(z.array(chatSchema), 'Chats'), 401: unauthorized },
});
const chatOne = createRoute({
  ...base,
  method: 'get',
  path: '/chat',
  summary: "One chat with its contact's details and its messages (oldest first)",
  request: idQuery,
  responses: {
    200: jsonContent(chatWithMessagesSchema, 'The chat'),
    400: invalid,
    401: unauthorized,
    404: missingChat,
  },
});
const chatUpdate = createRoute({
  ...base,
  method: 'patch',
  path: '/chat',
  summary: 'Merge muted and unreadCount into a chat; answers the chat as GET chat does',
  request: jsonBody(updateChatSchema),
  responses: {
    200: jsonContent(chatWithMessagesSchema, 'The chat with its messages and contact details'),
    400: invalid,
    401: unauthorized,
    404: missingChat,
  },
});
const chatStart = createRoute({
  ...base,
  method: 'post',
  path: '/chat',
  summary:
    'Open the chat with one of your contacts, created on first use (beside the spec); answers it as GET chat does',
  request: jsonBody(startChatSchema),
  responses: {
    200: jsonContent(chatWithMessagesSchema, 'The chat with its messages and contact details'),
    400: invalid,
    401: unauthorized,
    404: errorContent('Could not find contact with id of {id}!'),
  },
});
const messageSend = createRoute({
  ...base,
  method: 'post',
  path: '/message',
  summary: "Send the user's own message to a chat; it becomes the chat's last message",
  request: jsonBody(sendChatMessageSchema),
  responses: {
    200: jsonContent(chatMessageSchema, 'The stored message'),
    400: invalid,
    401: unauthorized,
    404: missingChat,
  },
});
const contactList = createRoute({
  ...base,
  method: 'get',
  path: '/contacts',
  summary: "Chat contacts (the user's contacts) by name, without details and attachments",
  responses: { 200: jsonContent(z.array(chatContactSchema), 'Contacts'), 401: unauthorized },
});
const contactOne = createRoute({
  ...base,
  method: 'get',
  path: '/contact',
  summary: 'One chat contact with details and attachments',
  request: idQuery,
  responses: {
    200: jsonContent(chatContactWithDetailsSchema, 'The contact'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such contact of this user'),
  },
});
const profile = createRoute({
  ...base,
  method: 'get',
  path: '/profile',
  summary: "The user's chat profile; contactId of the user's own messages is its id",
  responses: { 200: jsonContent(chatProfileSchema, 'The profile'), 401: unauthorized },
});

export const chatRoutes = createCommonRouter()
  .openapi(chatList, async (c) => c.json(await listChats(c.var.db, c.var.user.id), 200))
  .openapi(chatOne, async (c) =>
    c.json(await getChat(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(chatUpdate, async (c) =>
    c.json(await updateChat(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(chatStart, async (c) =>
    c.json(await startChat(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(messageSend, async (c) =>
    c.json(await sendChatMessage(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(contactList, async (c) => c.json(await listChatContacts(c.var.db, c.var.user.id), 200))
  .openapi(contactOne, async (c) =>
    c.json(await getChatContact(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(profile, async (c) => c.json(await getChatProfile(c.var.db, c.var.user.id), 200));
