import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EmailStatus } from '@rehearse/contracts/outbox';

// The email delivery queue (docs/decisions/040-email-delivery.md). A row is queued in the
// transaction of the work that wants it sent; the delivery worker (domain/email-delivery.ts)
// claims due rows (`sending` until `claimed_until`), sends them over SMTP and marks them `sent`,
// or `queued` again with a later `next_attempt_at`, or `failed` with the reason.
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    // Null: MAIL_FROM when it is sent.
    sender: text('sender'),
    subject: text('subject').notNull(),
    // The plain-text body; `html` is an optional alternative.
    body: text('body').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    // Attempts started (counted when a row is claimed).
    attempts: integer('attempts').notNull().default(0),
    // Not sent before this time (a delayed send); the worker's next try is next_attempt_at.
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // While `sending`: the claim's lease; a row whose lease ran out (its process stopped) is
    // claimed again.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    // Why the last attempt failed (the SMTP server's reply or the connection error).
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
    index('outbox_status_created_idx').on(t.status, t.createdAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);
