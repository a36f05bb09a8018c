import { z } from 'zod';

// The email outbox as admins see it (GET /api/admin/outbox, docs/decisions/040-email-delivery.md):
// who an email is for and how its delivery goes, never its body (which may hold a reset link).

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const OUTBOX_PAGE_SIZE_MAX = 100;

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const outboxQuerySchema = z.object({
  status: z
    .enum(EMAIL_STATUSES, { error: `status must be one of: ${EMAIL_STATUSES.join(', ')}` })
    .optional(),
  // One-based.
  page: wholeNumber('page', 1, 1_000_000).default(1),
  pageSize: wholeNumber('pageSize', 1, OUTBOX_PAGE_SIZE_MAX).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

// Dates are ISO 8601 date-times.
export const outboxEmailSchema = z.object({
  id: z.string(),
  // What the email is, e.g. password-reset, support-acknowledgement.
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  // Attempts started so far.
  attempts: z.number().int(),
  // Why the last attempt failed (the SMTP server's reply or the connection error).
  lastError: z.string().nullable(),
  createdAt: z.string(),
  // Not sent before this time.
  scheduledAt: z.string(),
  // When a queued email is tried next.
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

// Newest first; `total` counts every email that matches the filter.
export const outboxPageSchema = z.object({
  emails: z.array(outboxEmailSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  // Whether this server has SMTP_URL: without it nothing is sent and emails stay queued.
  smtpConfigured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
