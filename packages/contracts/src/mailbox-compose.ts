import { z } from 'zod';
import { mailSchema, updateMailSchema } from './mailbox';

// Calls the mailbox screen adds beside the specification's (docs/decisions/061-mailbox-screen.md):
// changing several mails at once, and composing a mail that is kept as a draft or "sent" into
// the Sent folder of the same mailbox. A demo mailbox delivers nothing outside.

// PATCH /api/apps/mailbox/mails: the same changes as PATCH mail, applied to every listed mail of
// the user in one transaction. An id that is not one of the user's mails changes nothing: 404.
// Besides setting one label list on all, a selection can gain or lose labels while each mail
// keeps its others (addLabels, removeLabels).
export const MAIL_BULK_MAX = 100;
const labelIdsSchema = z
  .array(z.string({ error: 'labels must be label ids' }).max(100), {
    error: 'labels must be a list of label ids',
  })
  .max(100, 'labels can hold at most 100 labels');
export const updateMailsSchema = z.object({
  ids: z
    .array(z.string({ error: 'ids must be mail ids' }).max(100, 'id is too long'), {
      error: 'ids must be a list of mail ids',
    })
    .min(1, 'ids must name at least one mail')
    .max(MAIL_BULK_MAX, `ids can hold at most ${MAIL_BULK_MAX} mails`),
  mail: updateMailSchema.shape.mail.extend({
    addLabels: labelIdsSchema.optional(),
    removeLabels: labelIdsSchema.optional(),
  }),
});
export type UpdateMailsInput = z.infer<typeof updateMailsSchema>;

export const updatedMailsSchema = z.object({ mails: z.array(mailSchema) });
export type UpdatedMails = z.infer<typeof updatedMailsSchema>;

// Attachments a user adds in compose are stored inline with the mail, as data URLs, so they are
// kept small: a few images or PDFs, each checked by its bytes (not its declared type).
export const MAIL_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;
export const MAIL_ATTACHMENT_MAX_BYTES = 200 * 1024;
export const MAIL_ATTACHMENTS_MAX = 3;

export const newMailAttachmentSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name cannot be empty')
    .max(200, 'name must be at most 200 characters'),
  // data:<type>;base64,<bytes>; the length bound keeps a refused file from reaching the decoder.
  dataUrl: z
    .string({ error: 'dataUrl is required' })
    .max(Math.ceil((MAIL_ATTACHMENT_MAX_BYTES * 4) / 3) + 100, 'the file is too large'),
});
export type NewMailAttachment = z.infer<typeof newMailAttachmentSchema>;

const address = z.string().trim().max(320, 'an address must be at most 320 characters');

export const composeMailSchema = z.object({
  // The draft this continues (a mail in the user's Drafts folder); without it a new mail.
  id: z.string().max(100, 'id is too long').optional(),
  // 'draft' keeps it in Drafts; 'send' puts it in Sent, dated now.
  action: z.enum(['draft', 'send'], { error: 'action must be draft or send' }),
  mail: z.object({
    to: z.string().trim().max(2000, 'to must be at most 2000 characters'),
    cc: z.array(address).max(50, 'cc can hold at most 50 addresses'),
    bcc: z.array(address).max(50, 'bcc can hold at most 50 addresses'),
    subject: z.string().trim().max(300, 'subject must be at most 300 characters'),
    // Rich text from the editor; the server keeps only a small set of tags.
    content: z.string().max(200_000, 'content must be at most 200,000 characters'),
    // Every attachment the mail keeps, a draft's earlier ones included (sent back as given).
    attachments: z
      .array(newMailAttachmentSchema)
      .max(MAIL_ATTACHMENTS_MAX, `at most ${MAIL_ATTACHMENTS_MAX} attachments`),
  }),
});
export type ComposeMailInput = z.infer<typeof composeMailSchema>;
