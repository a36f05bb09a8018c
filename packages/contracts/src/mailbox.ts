import { z } from 'zod';

// Mailbox (decisions 008 and 018), calls under /api/apps/mailbox.

// How the UI shows an opened mail: in a reading pane to the right of the list, or full width
// in place of the list.
export const MAIL_MESSAGE_LAYOUTS = ['right', 'full'] as const;
export const mailMessageLayoutSchema = z.enum(MAIL_MESSAGE_LAYOUTS, {
  error: `messageLayout must be one of: ${MAIL_MESSAGE_LAYOUTS.join(', ')}`,
});

export const mailSettingsSchema = z.object({ messageLayout: mailMessageLayoutSchema });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

// PATCH settings takes {settings} with any subset and answers the merged settings. Keys the
// server does not know are ignored, never stored.
export const updateMailSettingsSchema = z.object({
  settings: z.object({ messageLayout: mailMessageLayoutSchema.optional() }),
});
export type UpdateMailSettingsInput = z.infer<typeof updateMailSettingsSchema>;

export const MAIL_FOLDER_SLUGS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type MailFolderSlug = (typeof MAIL_FOLDER_SLUGS)[number];

export const mailFolderSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  // 0 for sent and trash; all mails for drafts and spam; unread mails for the others.
  count: z.number().int().min(0),
});
export type MailFolder = z.infer<typeof mailFolderSchema>;

// The boolean mail fields a list can be filtered by; GET filters lists starred and important.
export const MAIL_FILTER_SLUGS = ['starred', 'important', 'unread'] as const;
export type MailFilterSlug = (typeof MAIL_FILTER_SLUGS)[number];

export const mailFilterSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.enum(MAIL_FILTER_SLUGS),
  icon: z.string(),
});
export type MailFilter = z.infer<typeof mailFilterSchema>;

export const MAIL_LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export const mailLabelColorSchema = z.enum(MAIL_LABEL_COLORS, {
  error: `color must be one of: ${MAIL_LABEL_COLORS.join(', ')}`,
});
export type MailLabelColor = z.infer<typeof mailLabelColorSchema>;

export const mailLabelSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  color: mailLabelColorSchema,
});
export type MailLabel = z.infer<typeof mailLabelSchema>;

const labelTitleSchema = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title cannot be empty')
  .max(100, 'title must be at most 100 characters');

export const createMailLabelSchema = z.object({
  label: z.object({ title: labelTitleSchema, color: mailLabelColorSchema.optional() }),
});
export type CreateMailLabelInput = z.infer<typeof createMailLabelSchema>['label'];

export const updateMailLabelSchema = z.object({
  id: z.string({ error: 'id is required' }),
  label: z.object({ title: labelTitleSchema.optional(), color: mailLabelColorSchema.optional() }),
});
export type UpdateMailLabelInput = z.infer<typeof updateMailLabelSchema>['label'];

// ?id= of GET mail and DELETE label. Text that is not a UUID names no row: 404, not 400.
export const mailboxIdQuerySchema = z.object({
  id: z.string({ error: 'id is required' }).max(100, 'id is too long'),
});

const slugParam = (field: string) =>
  z.string().min(1, `${field} cannot be empty`).max(100, `${field} is too long`).optional();

export const mailsQuerySchema = z.object({
  folder: slugParam('folder'),
  filter: z
    .enum(MAIL_FILTER_SLUGS, { error: `filter must be one of: ${MAIL_FILTER_SLUGS.join(', ')}` })
    .optional(),
  label: slugParam('label'),
  // One-based; a page past the last answers {mails: null, pagination: {lastPage}}.
  page: z.coerce
    .number({ error: 'page must be a whole number of 1 or more' })
    .int('page must be a whole number of 1 or more')
    .min(1, 'page must be a whole number of 1 or more')
    .optional(),
});
export type MailsQuery = z.infer<typeof mailsQuerySchema>;

export const mailAttachmentSchema = z.object({
  // MIME type, e.g. application/pdf, image/jpeg, image/png.
  type: z.string(),
  name: z.string(),
  // Bytes.
  size: z.number().int().min(0),
  preview: z.string(),
  downloadUrl: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

// Addresses are display strings, "Name <address>", as the mail view shows them.
export const mailSchema = z.object({
  id: z.string(),
  type: z.literal('mail'),
  from: z.object({ avatar: z.string().nullable(), contact: z.string() }),
  to: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  date: z.string(),
  subject: z.string(),
  content: z.string(),
  attachments: z.array(mailAttachmentSchema),
  starred: z.boolean(),
  important: z.boolean(),
  unread: z.boolean(),
  // The folder id.
  folder: z.string(),
  // Label ids.
  labels: z.array(z.string()),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailListItemSchema = mailSchema.extend({
  ccCount: z.number().int().min(0),
  bccCount: z.number().int().min(0),
});
export type MailListItem = z.infer<typeof mailListItemSchema>;

export const MAIL_PAGE_SIZE = 10;

export const mailPaginationSchema = z.object({
  totalResults: z.number().int().min(0),
  resultsPerPage: z.number().int().min(1),
  currentPage: z.number().int().min(1),
  lastPage: z.number().int().min(1),
  // Zero-based index of the first mail of the page in the whole filtered list.
  startIndex: z.number().int().min(0),
  // Zero-based index of the last mail of the page (startIndex - 1 when the list is empty).
  endIndex: z.number().int().min(-1),
});
export type MailPagination = z.infer<typeof mailPaginationSchema>;

export const mailsPageSchema = z.union([
  z.object({ mails: z.array(mailListItemSchema), pagination: mailPaginationSchema }),
  z.object({ mails: z.null(), pagination: z.object({ lastPage: z.number().int().min(1) }) }),
]);
export type MailsPage = z.infer<typeof mailsPageSchema>;

// PATCH mail takes {id, mail} with any subset of the changeable fields; a move is a new
// folder id. Other keys a client sends back (subject, from...) are ignored, never applied.
export const updateMailSchema = z.object({
  id: z.string({ error: 'id is required' }).max(100, 'id is too long'),
  mail: z.object({
    starred: z.boolean({ error: 'starred must be true or false' }).optional(),
    important: z.boolean({ error: 'important must be true or false' }).optional(),
    unread: z.boolean({ error: 'unread must be true or false' }).optional(),
    folder: z.string({ error: 'folder must be a folder id' }).max(100).optional(),
    labels: z
      .array(z.string({ error: 'labels must be label ids' }).max(100), {
        error: 'labels must be a list of label ids',
      })
      .max(100, 'labels can hold at most 100 labels')
      .optional(),
  }),
});
export type UpdateMailInput = z.infer<typeof updateMailSchema>['mail'];
