import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// What changed, for whom: each row is one event of a signed-in user's live stream
// (GET /api/events, docs/decisions/076-live-updates.md). Written with the change, announced to
// every API process by NOTIFY with the row's id, and kept a day so a stream that reconnects with
// Last-Event-ID gets what it missed.
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The area whose data changed, e.g. `apps/notes`, `common/notifications`.
    topic: text('topic').notNull(),
    // The browser tab that made the change (its X-Client-Id), which already shows it.
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_user_id_idx').on(t.userId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

export type LiveEventRow = typeof liveEvents.$inferSelect;
