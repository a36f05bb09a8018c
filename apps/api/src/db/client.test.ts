import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { isUniqueViolation } from './errors';
import { selectRows } from './rows';

// The embedded database as the server opens it (openDatabase without a URL): PGlite in a
// worker thread, whatever TEST_DATABASE_URL says.
const probes = pgTable('probes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  data: jsonb('data').$type<{ tags: string[] }>(),
});

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rehearse-embedded-'));
  database = await openDatabase({ dataDir: join(dir, 'data') });
  await database.db.execute(sql`
    create table probes (
      id serial primary key,
      name text not null unique,
      at timestamptz not null,
      data jsonb
    )`);
});

beforeEach(async () => {
  await database.db.delete(probes);
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const names = async () =>
  (await database.db.select({ name: probes.name }).from(probes).orderBy(probes.name)).map(
    (r) => r.name,
  );

describe('the embedded database (PGlite in a worker thread)', () => {
  it('keeps the event loop free while a statement runs', async () => {
    let finished = false;
    const heavy = database.db
      .execute(sql`select count(*) from generate_series(1, 3000000)`)
      .then(() => {
        finished = true;
      });
    // In this thread the statement would run to its end before the next turn of the loop.
    const pendingOnNextTurn = await new Promise<boolean>((resolve) =>
      setImmediate(() => resolve(!finished)),
    );
    await heavy;
    expect(pendingOnNextTurn).toBe(true);
  });

  it('answers the query builder with the types drizzle maps (dates, jsonb)', async () => {
    const at = new Date('2026-11-26T10:20:30.456Z');
    const [row] = await database.db
      .insert(probes)
      .values({ name: 'typed', at, data: { tags: ['a', 'b'] } })
      .returning();
    expect(row).toMatchObject({ name: 'typed', data: { tags: ['a', 'b'] } });
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe(at.toISOString());
    const raw = await selectRows<{ at: unknown }>(
      database.db,
      sql`select at from probes where name = 'typed'`,
    );
    // Raw SQL keeps timestamps as text, as drizzle configures PGlite to.
    expect(typeof raw[0].at).toBe('string');
  });

  it('carries a PostgreSQL error across with its code and message', async () => {
    const values = { name: 'twice', at: new Date() };
    await database.db.insert(probes).values(values);
    const err: unknown = await database.db
      .insert(probes)
      .values(values)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
    const cause = (err as { cause?: { message?: string; constraint?: string } }).cause;
    expect(cause?.message).toMatch(/duplicate key/);
    expect(cause?.constraint).toBe('probes_name_key');
  });

  it('commits a transaction, and its statements see its own writes', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.insert(probes).values({ name: 'committed', at: new Date() });
      return (await tx.select().from(probes)).map((r) => r.name);
    });
    expect(seen).toEqual(['committed']);
    expect(await names()).toEqual(['committed']);
  });

  it('rolls a transaction back when its work throws, and a savepoint on its own', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(probes).values({ name: 'lost', at: new Date() });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction(async (tx) => {
      await tx.insert(probes).values({ name: 'kept', at: new Date() });
      await tx
        .transaction(async (inner) => {
          await inner.insert(probes).values({ name: 'inner', at: new Date() });
          inner.rollback();
        })
        .catch(() => undefined);
    });
    expect(await names()).toEqual(['kept']);
  });

  it('runs statements sent together in one transaction, and an empty one', async () => {
    const [a, b] = await database.db.transaction((tx) =>
      Promise.all([
        tx.insert(probes).values({ name: 'a', at: new Date() }).returning(),
        tx.insert(probes).values({ name: 'b', at: new Date() }).returning(),
      ]),
    );
    expect([a[0].name, b[0].name]).toEqual(['a', 'b']);
    expect(await database.db.transaction(() => Promise.resolve('nothing'))).toBe('nothing');
    expect(await names()).toEqual(['a', 'b']);
  });

  it('reports a failure at commit with its code, and keeps nothing', async () => {
    await database.db.execute(sql`create table deferred_probes (
      id int unique deferrable initially deferred
    )`);
    const err: unknown = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into deferred_probes values (1), (1)`);
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
    const left = await selectRows(database.db, sql`select * from deferred_probes`);
    expect(left).toEqual([]);
  });

  it('makes other statements wait until an open transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const tx = database.db.transaction(async (t) => {
      await t.insert(probes).values({ name: 'in-flight', at: new Date() });
      inserted();
      await held;
    });
    await didInsert;
    // Sent while the transaction is open: it must not run inside it, nor see it half-done.
    const outside = names();
    const second = database.db.transaction(async (t) =>
      (await t.select().from(probes)).map((r) => r.name),
    );
    release();
    await tx;
    expect(await outside).toEqual(['in-flight']);
    expect(await second).toEqual(['in-flight']);
  });

  it('keeps its data in the data folder across a close and a new start', async () => {
    await database.db.insert(probes).values({ name: 'durable', at: new Date() });
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/closed/) },
    });
    database = await openDatabase({ dataDir: join(dir, 'data') });
    expect(await names()).toEqual(['durable']);
  });
});
