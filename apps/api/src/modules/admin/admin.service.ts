import type { OutboxEmail, OutboxPage, OutboxQuery } from '@rehearse/contracts/outbox';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { outbox } from '../../db/schema/outbox';

// The outbox for admins: each email's recipient, subject and delivery, newest first. The body
// and html are never read here: a password-reset email's body holds a live link.
// `smtpConfigured`: whether this server sends at all (SMTP_URL), so the list can say why
// everything is still queued.
export async function listOutbox(
  db: Db,
  query: OutboxQuery,
  smtpConfigured: boolean,
): Promise<OutboxPage> {
  const where = query.status ? eq(outbox.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        scheduledAt: outbox.scheduledAt,
        nextAttemptAt: outbox.nextAttemptAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  const emails: OutboxEmail[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    scheduledAt: row.scheduledAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
  return {
    emails,
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
    smtpConfigured,
  };
}
