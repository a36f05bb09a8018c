import { desc } from 'drizzle-orm';
import type { DemoOutboxEmail } from '@rehearse/contracts/demo-worker';
import type { Db } from '../db/db';
import { outbox } from '../db/schema/outbox';

// The demo menu's outbox panel (docs/decisions/077-demo-mode.md): the emails the demo queued
// instead of sending (it has no SMTP), newest first. Read straight from the database by a
// demo-only worker message rather than an HTTP route: in the demo the visitor owns the whole
// database, on a server this would be every user's mail.
const LIMIT = 200;

export async function listDemoOutbox(db: Db): Promise<DemoOutboxEmail[]> {
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.recipient,
      subject: outbox.subject,
      text: outbox.body,
      html: outbox.html,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
