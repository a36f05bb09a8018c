import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { outbox } from '../db/schema/outbox';
import { describeError } from '../platform/log-redaction';
import type { Logger } from '../platform/logger';
import { MailSendError, type Mailer } from '../platform/mailer';

// The delivery worker of the outbox (docs/decisions/040-email-delivery.md). Every process that
// has SMTP_URL runs one; several share a PostgreSQL database safely because a row is claimed by
// one statement with FOR UPDATE SKIP LOCKED and a lease. Sending is at-least-once: a process that
// stops between the SMTP server's acceptance and the `sent` mark leaves a row whose lease runs
// out, and it is sent again (with the same Message-ID).

// Waits after the 1st, 2nd, ... failed attempt; the attempt after the last wait is the last one.
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
// How long a claim holds; one send takes at most about a minute (mail/smtp-mailer.ts timeouts).
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 5;
const DEFAULT_POLL_MS = 5_000;

type OutboxRow = typeof outbox.$inferSelect;

// Claims up to `limit` due emails in one statement: queued ones whose time has come, and ones a
// stopped process left `sending` after their lease ran out. Each claim counts as an attempt.
export async function claimDueEmails(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)),
        and(
          eq(outbox.status, 'sending'),
          lt(outbox.claimedUntil, now),
          lt(outbox.attempts, MAX_ATTEMPTS),
        ),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

// A row whose every attempt was cut off by a stopping process is not tried forever.
async function failInterruptedEmails(db: Db, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'failed',
      claimedUntil: null,
      lastError: sql`coalesce(${outbox.lastError}, 'Sending was interrupted every time')`,
    })
    .where(
      and(
        eq(outbox.status, 'sending'),
        lt(outbox.claimedUntil, now),
        gte(outbox.attempts, MAX_ATTEMPTS),
      ),
    );
}

// A stable Message-ID under the sender's domain.
const messageIdFor = (id: string, from: string) =>
  `<${id}@${/@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'rehearse.invalid'}>`;

export type EmailDeliveryOptions = {
  db: Db;
  mailer: Mailer;
  // MAIL_FROM: the sender of every email that does not name its own.
  from: string;
  logger: Logger;
  // How often to look for due emails besides being woken; 5 s by default.
  pollMs?: number;
  now?: () => Date;
};

export type EmailDelivery = {
  // Sends what is due now; joins a run in progress (and runs once more after it).
  deliverNow: () => Promise<void>;
  // Delivers what is due, then again every pollMs.
  start: () => void;
  // Stops polling and waits for the run in progress; later calls do nothing.
  stop: () => Promise<void>;
};

export function createEmailDelivery(options: EmailDeliveryOptions): EmailDelivery {
  const { db, mailer, from, logger } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let polling = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function sendOne(row: OutboxRow): Promise<void> {
    const sender = row.sender ?? from;
    const fields = { emailId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      await mailer.send({
        from: sender,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        html: row.html,
        messageId: messageIdFor(row.id, sender),
      });
    } catch (err) {
      const permanent = err instanceof MailSendError && err.permanent;
      const reason = err instanceof MailSendError ? err.reason : describeError(err).error;
      const delay = RETRY_DELAYS_MS[row.attempts - 1];
      if (permanent || delay === undefined) {
        await db
          .update(outbox)
          .set({ status: 'failed', claimedUntil: null, lastError: reason })
          .where(eq(outbox.id, row.id));
        logger.error('email failed', { ...fields, reason, permanent });
      } else {
        const nextAttemptAt = new Date(now().getTime() + delay);
        await db
          .update(outbox)
          .set({ status: 'queued', claimedUntil: null, lastError: reason, nextAttemptAt })
          .where(eq(outbox.id, row.id));
        logger.warn('email not sent, will retry', {
          ...fields,
          reason,
          retryAt: nextAttemptAt.toISOString(),
        });
      }
      return;
    }
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: now(), claimedUntil: null, lastError: null })
      .where(eq(outbox.id, row.id));
    logger.info('email sent', fields);
  }

  // Claims and sends batches until nothing is due (or the worker stops between batches).
  async function deliverDue(): Promise<void> {
    await failInterruptedEmails(db, now());
    while (!stopped) {
      const batch = await claimDueEmails(db, now(), BATCH_SIZE);
      if (batch.length === 0) return;
      for (const row of batch) await sendOne(row);
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (polling && !stopped) timer = setTimeout(() => void deliverNow(), pollMs);
  }

  function deliverNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (err) {
          logger.error('email delivery run failed', describeError(err));
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      schedule();
    });
    return running;
  }

  return {
    deliverNow,
    start() {
      polling = true;
      void deliverNow();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}
