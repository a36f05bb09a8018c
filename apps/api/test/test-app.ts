import { argon2Verify, argon2id } from 'hash-wasm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeEach, inject } from 'vitest';
import type { AuthResponse } from '@rehearse/contracts/user';
import { accountCreatedHooks, createApp, type AppOptions } from '../src/app';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { createBackgroundTasks } from '../src/platform/background-tasks';
import { createLiveEvents } from '../src/platform/live-events';
import { startPgliteWorker } from '../src/db/pglite-worker-client';
import { loadConfig } from '../src/platform/config';
import { createLogger } from '../src/platform/logger';
import { usePasswordHasher } from '../src/platform/password';
import { createFileRecordingStore } from '../src/storage/file-recording-store';
import { withDatabase } from './global-setup';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const TEST_ENV = { LOG_LEVEL: 'silent', DEMO_ACCOUNTS: 'false', JWT_SECRET: TEST_SECRET };

// The same argon2id, at its smallest cost: the suite signs up thousands of accounts, and at the
// production cost (19 MiB, 2 passes; tested in workers/password-worker-client.test.ts) hashing
// was a third of the time of a sign-up. Verifying reads the cost from the stored hash.
usePasswordHasher({
  hash: (password, salt) =>
    argon2id({
      parallelism: 1,
      iterations: 1,
      memorySize: 8,
      hashLength: 32,
      password,
      salt,
      outputType: 'encoded',
    }),
  verify: (password, hash) => argon2Verify({ password, hash }),
});

async function openTestDatabase(): Promise<Database> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    // In a worker thread, as the server runs it (an in-memory copy of the template).
    return openPglite(await startPgliteWorker({ loadDataDir: target.file }));
  }
  const name = `rehearse_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${target.template}`);
  const database = openPostgres(withDatabase(target.url, name), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

// One migrated database per test file, emptied before each test; the app under test talks
// to it exactly as in production. The caller's address comes from an `x-test-client` header.
// `accountHooks` is what the app gives a new account and `recordings` its recording store (pass
// both to ensureDemoAccounts too). By default recordings and files are folders of the test file's
// own; `recordings` and `files` give other stores (an S3 bucket, decision 074).
export async function useTestApp(
  overrides: Partial<
    Pick<
      AppOptions,
      | 'config'
      | 'accountHooks'
      | 'transcriber'
      | 'emailQueued'
      | 'audioRenditions'
      | 'payments'
      | 'identityProvider'
      | 'recordings'
      | 'files'
    >
  > = {},
) {
  const database = await openTestDatabase();
  const config = overrides.config ?? loadConfig(TEST_ENV, '9.9.9');
  const accountHooks = overrides.accountHooks ?? accountCreatedHooks;
  // Recordings go to real files in a folder of this test file's own.
  const recordingsDir = await mkdtemp(join(tmpdir(), 'rehearse-recordings-'));
  const recordings = overrides.recordings ?? createFileRecordingStore(recordingsDir);
  // The file manager's uploads, in a folder of their own inside it.
  const filesDir = join(recordingsDir, 'files');
  const files = overrides.files ?? createFileRecordingStore(filesDir);
  // Tests await `tasks.idle()` to see what the app does after answering.
  const tasks = createBackgroundTasks(createLogger(config.logLevel));
  // Live streams hear of changes through this database's LISTEN, as in production.
  const liveEvents = createLiveEvents(database.listen);
  const app = createApp({
    tasks,
    db: database.db,
    dbKind: database.kind,
    config,
    clientAddress: (request) => request.headers.get('x-test-client') ?? '203.0.113.1',
    recordings,
    files,
    accountHooks,
    transcriber: overrides.transcriber,
    emailQueued: overrides.emailQueued,
    audioRenditions: overrides.audioRenditions,
    payments: overrides.payments,
    identityProvider: overrides.identityProvider,
    liveEvents,
  });

  // Every per-user table references users (on delete cascade), so this empties all user data
  // and keeps the shared reference data (countries, icons, help centre, academy, questions).
  // Organizations are deleted rather than truncated: TRUNCATE ... CASCADE would empty every
  // table that references them, the shared question bank included.
  beforeEach(async () => {
    await tasks.idle();
    await database.db.execute(
      sql`truncate users, outbox, rate_limits, password_reset_requests, payment_events cascade`,
    );
    await database.db.execute(sql`delete from organizations`);
  });
  afterAll(async () => {
    liveEvents.closeAll();
    await tasks.idle();
    await overrides.transcriber?.close();
    await database.close();
    await rm(recordingsDir, { recursive: true, force: true });
  });

  return {
    app,
    db: database.db,
    kind: database.kind,
    recordingsDir,
    recordings,
    filesDir,
    files,
    tasks,
    accountHooks,
    liveEvents,
  };
}

export type TestApp = Awaited<ReturnType<typeof useTestApp>>['app'];

type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

// A JSON request against the app; answers the status, headers and parsed body.
export async function call(app: TestApp, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.request(path, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@example.test`;

// Signs up a fresh account and signs it in; answers its token and user.
export async function signUpAndIn(
  app: TestApp,
  input: {
    name?: string;
    email?: string;
    password?: string;
    company?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const account = {
    name: input.name ?? 'Test User',
    email: input.email ?? uniqueEmail(),
    password: input.password ?? 'correct horse battery',
    ...(input.company ? { company: input.company } : {}),
  };
  const up = await call(app, 'POST', '/api/auth/sign-up', {
    body: account,
    headers: input.headers,
  });
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  const inRes = await call(app, 'POST', '/api/auth/sign-in', {
    body: { email: account.email, password: account.password },
  });
  if (inRes.status !== 200) throw new Error(`sign-in failed: ${inRes.status}`);
  const session = inRes.body as AuthResponse;
  return { ...account, token: session.accessToken, user: session.user };
}
