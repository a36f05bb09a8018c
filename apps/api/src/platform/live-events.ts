import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { liveEvents } from '../db/schema/live-events';
import { AppError } from './errors';

// Live updates (docs/decisions/076-live-updates.md): a change is written as live_events rows,
// one per user who should hear of it, and each row's id is announced with NOTIFY. Every API
// process listens on one connection and hands the announced rows to the streams it holds
// (GET /api/events); a stream that reconnects asks for what it missed by its Last-Event-ID.

export const LIVE_EVENTS_CHANNEL = 'rehearse_live_events';

export type LiveEvent = { id: number; topic: string; origin: string | null };
// One open stream: `send` writes an event to it, `close` ends it (shutdown).
export type Subscriber = { send: (event: LiveEvent) => void; close: () => void };

// How the hub hears of announced ids: the database's LISTEN (db/client.ts; PGlite's in one
// process, PostgreSQL's across all of them).
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<void>;

// For an app made without the database's LISTEN: streams cannot start.
export const noListener: Listen = () =>
  Promise.reject(new AppError('live.unavailable', 'Live updates are not available on this server'));

export type LiveEvents = {
  // This process's streams: each gets the user's events from now on; call the answer to stop.
  subscribe: (userId: string, subscriber: Subscriber) => () => void;
  // The user's events after `afterId` (a reconnecting stream's Last-Event-ID), oldest first.
  missed: (db: Db, userId: string, afterId: number) => Promise<LiveEvent[]>;
  // How many streams this process holds, all or one user's.
  streams: (userId?: string) => number;
  // Ends every stream (shutdown).
  closeAll: () => void;
  // Starts listening for announcements (once).
  start: (db: Db) => Promise<void>;
  listening: () => boolean;
};

// How many events a reconnecting stream is sent at most; older ones are dropped with the rest
// of the day's (the stream's client then reloads what it shows).
const REPLAY_LIMIT = 500;

// Records that `topic` changed for these users and announces each row to every process, in the
// caller's transaction when given one (NOTIFY is sent on commit, so a change that rolls back is
// never announced).
export async function announceChange(
  db: Db,
  userIds: readonly string[],
  topic: string,
  origin: string | null = null,
): Promise<void> {
  if (userIds.length === 0) return;
  const written = await db
    .insert(liveEvents)
    .values(userIds.map((userId) => ({ userId, topic, origin })))
    .returning({ id: liveEvents.id });
  const ids = written.map((row) => row.id).join(',');
  // Every listening process learns the ids, never the content.
  await db.execute(
    sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, id::text) from unnest(${sql.raw(`array[${ids}]`)}::bigint[]) as id`,
  );
}

const toEvent = (row: { id: number; topic: string; origin: string | null }): LiveEvent => ({
  id: row.id,
  topic: row.topic,
  origin: row.origin,
});

export function createLiveEvents(listen: Listen): LiveEvents {
  const subscribers = new Map<string, Set<Subscriber>>();
  let listeningDb: Db | undefined;
  let started: Promise<void> | undefined;
  // The highest id handed out here, so a reconnected listener can catch up.
  let lastDelivered = 0;

  const deliver = (row: { id: number; userId: string; topic: string; origin: string | null }) => {
    lastDelivered = Math.max(lastDelivered, row.id);
    for (const subscriber of subscribers.get(row.userId) ?? []) subscriber.send(toEvent(row));
  };

  // Announced ids arrive one NOTIFY each; those of one tick are read in one query.
  let pending: number[] = [];
  let flushing = false;
  const flush = async () => {
    if (!listeningDb) return;
    const ids = pending;
    pending = [];
    flushing = false;
    // Only rows for the streams held here are read.
    if (subscribers.size === 0) return;
    const rows = await listeningDb
      .select()
      .from(liveEvents)
      .where(and(inArray(liveEvents.id, ids), inArray(liveEvents.userId, [...subscribers.keys()])))
      .orderBy(asc(liveEvents.id));
    for (const row of rows) deliver(row);
  };
  const announced = (payload: string) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    pending.push(id);
    if (!flushing) {
      flushing = true;
      setImmediate(() => void flush().catch(() => undefined));
    }
  };
  // After a lost listening connection: what was written meanwhile for the streams held here.
  const catchUp = async () => {
    if (!listeningDb || subscribers.size === 0) return;
    const rows = await listeningDb
      .select()
      .from(liveEvents)
      .where(
        and(gt(liveEvents.id, lastDelivered), inArray(liveEvents.userId, [...subscribers.keys()])),
      )
      .orderBy(asc(liveEvents.id))
      .limit(REPLAY_LIMIT);
    for (const row of rows) deliver(row);
  };

  return {
    subscribe(userId, subscriber) {
      let set = subscribers.get(userId);
      if (!set) {
        set = new Set();
        subscribers.set(userId, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    async missed(db, userId, afterId) {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
        .orderBy(asc(liveEvents.id))
        .limit(REPLAY_LIMIT);
      return rows.map(toEvent);
    },
    streams: (userId) =>
      userId
        ? (subscribers.get(userId)?.size ?? 0)
        : [...subscribers.values()].reduce((sum, set) => sum + set.size, 0),
    closeAll() {
      for (const set of [...subscribers.values()])
        for (const subscriber of [...set]) subscriber.close();
    },
    start(db) {
      started ??= (async () => {
        listeningDb = db;
        await listen(LIVE_EVENTS_CHANNEL, announced, () => void catchUp().catch(() => undefined));
      })().catch((error: unknown) => {
        // Tried again by the next stream.
        started = undefined;
        listeningDb = undefined;
        throw error;
      });
      return started;
    },
    listening: () => Boolean(listeningDb),
  };
}
