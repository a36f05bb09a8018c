import { createRoute, z } from '@hono/zod-openapi';
import {
  createMailLabelSchema,
  mailboxIdQuerySchema,
  mailFilterSchema,
  mailFolderSchema,
  mailLabelSchema,
  mailSchema,
  mailSettingsSchema,
  mailsPageSchema,
  mailsQuerySchema,
  updateMailLabelSchema,
  updateMailSchema,
  updateMailSettingsSchema,
} from '@rehearse/contracts/mailbox';
import {
  composeMailSchema,
  updatedMailsSchema,
  updateMailsSchema,
} from '@rehearse/contracts/mailbox-compose';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import {
  getMailSettings,
  listMailFilters,
  listMailFolders,
  updateMailSettings,
} from './mailbox.service';
import {
  createMailLabel,
  deleteMailLabel,
  listMailLabels,
  updateMailLabel,
} from './mailbox-labels.service';
import { getMail, listMails, updateMail } from './mailbox-mails.service';
import { updateMails } from './mailbox-bulk.service';
import { composeMail } from './mailbox-compose.service';

const tags = ['Mailbox'];
const security = bearerSecurity;
const middleware = requireAuth;
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input: the message names the field');

const getSettings = createRoute({
  method: 'get',
  path: '/settings',
  tags,
  security,
  middleware,
  summary: 'The mailbox settings',
  responses: { 200: jsonContent(mailSettingsSchema, 'The settings'), 401: unauthorized },
});
const patchSettings = createRoute({
  method: 'patch',
  path: '/settings',
  tags,
  security,
  middleware,
  summary: 'Merge {settings} into the stored settings',
  request: jsonBody(updateMailSettingsSchema),
  responses: {
    200: jsonContent(mailSettingsSchema, 'The merged settings'),
    400: invalid,
    401: unauthorized,
  },
});
const getFolders = createRoute({
  method: 'get',
  path: '/folders',
  tags,
  security,
  middleware,
  summary: 'The folders; count is 0 for sent and trash, all mails for drafts and spam, else unread',
  responses: { 200: jsonContent(z.array(mailFolderSchema), 'The folders'), 401: unauthorized },
});
const getFilters = createRoute({
  method: 'get',
  path: '/filters',
  tags,
  security,
  middleware,
  summary: 'The filters (starred, important)',
  responses: { 200: jsonContent(z.array(mailFilterSchema), 'The filters'), 401: unauthorized },
});
const getLabels = createRoute({
  method: 'get',
  path: '/labels',
  tags,
  security,
  middleware,
  summary: 'The labels',
  responses: { 200: jsonContent(z.array(mailLabelSchema), 'The labels'), 401: unauthorized },
});
const postLabel = createRoute({
  method: 'post',
  path: '/label',
  tags,
  security,
  middleware,
  summary: 'Create a label from {label: {title, color?}}; the slug is generated and unique',
  request: jsonBody(createMailLabelSchema),
  responses: {
    200: jsonContent(mailLabelSchema, 'The new label'),
    400: invalid,
    401: unauthorized,
  },
});
const patchLabel = createRoute({
  method: 'patch',
  path: '/label',
  tags,
  security,
  middleware,
  summary: 'Update a label from {id, label}; the slug is regenerated',
  request: jsonBody(updateMailLabelSchema),
  responses: {
    200: jsonContent(mailLabelSchema, 'The updated label'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such label'),
  },
});
const deleteLabel = createRoute({
  method: 'delete',
  path: '/label',
  tags,
  security,
  middleware,
  summary: 'Delete a label and remove it from every mail',
  request: { query: mailboxIdQuerySchema },
  responses: {
    200: jsonContent(z.literal(true), 'Deleted'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such label'),
  },
});
const getMails = createRoute({
  method: 'get',
  path: '/mails',
  tags,
  security,
  middleware,
  summary:
    'A page of mails, newest first; folder, filter and label combine with AND (none: the inbox)',
  request: { query: mailsQuerySchema },
  responses: {
    200: jsonContent(mailsPageSchema, 'The page, or {mails: null, pagination: {lastPage}}'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No folder or label with this slug'),
  },
});
const getOneMail = createRoute({
  method: 'get',
  path: '/mail',
  tags,
  security,
  middleware,
  summary: 'One mail',
  request: { query: mailboxIdQuerySchema },
  responses: {
    200: jsonContent(mailSchema, 'The mail'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such mail'),
  },
});
const patchMail = createRoute({
  method: 'patch',
  path: '/mail',
  tags,
  security,
  middleware,
  summary: 'Update starred, important, unread, folder (move) or labels from {id, mail}',
  request: jsonBody(updateMailSchema),
  responses: {
    200: jsonContent(mailSchema, 'The merged mail'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such mail, folder or label'),
  },
});

// Beside the specification's calls (decision 061): several mails at once, and compose.
const patchMails = createRoute({
  method: 'patch',
  path: '/mails',
  tags,
  security,
  middleware,
  summary: 'Apply the changes of PATCH mail to several mails from {ids, mail}, in one transaction',
  request: jsonBody(updateMailsSchema),
  responses: {
    200: jsonContent(updatedMailsSchema, 'The changed mails, newest first'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such mail, folder or label'),
  },
});
const postCompose = createRoute({
  method: 'post',
  path: '/compose',
  tags,
  security,
  middleware,
  summary:
    'Save a composed mail as a draft (action draft) or put it in Sent (action send); nothing is delivered outside the mailbox',
  request: jsonBody(composeMailSchema),
  responses: {
    200: jsonContent(mailSchema, 'The saved mail'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such draft'),
    409: errorContent('The mail is no longer a draft'),
  },
});

export const mailboxRoutes = createCommonRouter()
  .openapi(getSettings, async (c) => c.json(await getMailSettings(c.var.db, c.var.user.id), 200))
  .openapi(patchSettings, async (c) =>
    c.json(await updateMailSettings(c.var.db, c.var.user.id, c.req.valid('json').settings), 200),
  )
  .openapi(getFolders, async (c) => c.json(await listMailFolders(c.var.db, c.var.user.id), 200))
  .openapi(getFilters, (c) => c.json(listMailFilters(), 200))
  .openapi(getLabels, async (c) => c.json(await listMailLabels(c.var.db, c.var.user.id), 200))
  .openapi(postLabel, async (c) =>
    c.json(await createMailLabel(c.var.db, c.var.user.id, c.req.valid('json').label), 200),
  )
  .openapi(patchLabel, async (c) => {
    const { id, label } = c.req.valid('json');
    return c.json(await updateMailLabel(c.var.db, c.var.user.id, id, label), 200);
  })
  .openapi(deleteLabel, async (c) =>
    c.json(await deleteMailLabel(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(getMails, async (c) =>
    c.json(await listMails(c.var.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .openapi(getOneMail, async (c) =>
    c.json(await getMail(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(patchMail, async (c) => {
    const { id, mail } = c.req.valid('json');
    return c.json(await updateMail(c.var.db, c.var.user.id, id, mail), 200);
  })
  .openapi(patchMails, async (c) =>
    c.json(await updateMails(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(postCompose, async (c) =>
    c.json(await composeMail(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  );
