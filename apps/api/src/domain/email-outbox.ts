import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { outbox } from '../db/schema/outbox';

// An email to send: queued in the caller's transaction, so it exists exactly when the work that
// wants it is committed; the delivery worker sends it (domain/email-delivery.ts,
// docs/decisions/040-email-delivery.md). After the transaction commits, the caller tells the
// worker with `services.emailQueued()`; without that, the worker's poll finds it within seconds.
export type NewEmail = {
  // What it is, e.g. 'password-reset'; shown to admins.
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  // MAIL_FROM when not given.
  from?: string;
  // Not sent before this time.
  scheduledAt?: Date;
};

export async function queueEmail(db: Db, email: NewEmail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: email.kind,
      recipient: email.to,
      sender: email.from ?? null,
      subject: email.subject,
      body: email.text,
      html: email.html ?? null,
      ...(email.scheduledAt
        ? { scheduledAt: email.scheduledAt, nextAttemptAt: email.scheduledAt }
        : {}),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

// Drops a queued email that no worker has claimed yet (one being sent goes out), e.g. a
// candidate's pending reminder once they finish, withdraw or are decided on.
export async function cancelQueuedEmail(db: Db, id: string | null): Promise<void> {
  if (!id) return;
  await db.delete(outbox).where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
}
