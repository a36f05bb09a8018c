import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../apps/api/test/smtp-inbox';
import { startServer, type RunningServer } from '../e2e/support/server';
import { openEventStream, type EventStream } from './support/event-stream';

// Issue 20: two API processes (the built server, as `npm start` runs it) on one PostgreSQL
// database behave as one. Needs `npm run build` and a PostgreSQL server (TEST_DATABASE_URL, or
// the local one at 127.0.0.1:5432); `npm run test:scale` runs it, and .ci/run when PostgreSQL
// answers.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `rehearse_scale_${process.pid}`;
const databaseUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.href;
};
const PASSWORD = 'rehearse-demo';

let a: RunningServer;
let b: RunningServer;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
const admin = new pg.Client({ connectionString: ADMIN_URL });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  inbox = await startSmtpInbox();
  const env = {
    DATABASE_URL: databaseUrl(),
    TRANSCRIPTION: 'off',
    SMTP_URL: inbox.url,
    // The same secret everywhere, as README "Running several servers" says.
    JWT_SECRET: 'scale-test-secret-that-is-at-least-32-characters',
  };
  // One after the other: the first migrates and makes the demo accounts.
  a = await startServer(env);
  b = await startServer(env);
}, 180_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await inbox?.close();
  await admin.query(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  await admin.end();
});

async function api<T>(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

const signIn = async (server: RunningServer, email: string) => {
  const res = await api<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', {
    body: { email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.accessToken;
};

describe('two API processes on one PostgreSQL database', () => {
  it('streams to a client on A a message created through B', async () => {
    const token = await signIn(a, 'candidate@rehearse.dev');
    let stream: EventStream | undefined;
    try {
      stream = await openEventStream(`${a.url}/api/events`, token);
      const created = await api(b, 'POST', '/api/common/messages', {
        token,
        body: { message: { title: 'From process B', description: 'Hello', read: false } },
      });
      expect(created.status).toBe(200);
      await expect
        .poll(() => stream!.changes().map((change) => change.topic), { timeout: 10_000 })
        .toContain('common/messages');
    } finally {
      stream?.close();
    }
  });

  it('lists on A a question added through B', async () => {
    const owner = await signIn(b, 'recruiter@rehearse.dev');
    const prompt = `Scale test question ${Date.now()}`;
    const added = await api(b, 'POST', '/api/recruiter/questions', { token: owner, body: { prompt } });
    expect(added.status).toBe(201);
    const listed = await api<{ data: { items: { prompt: string }[] } }>(
      a,
      'GET',
      `/api/recruiter/questions?q=${encodeURIComponent(prompt)}`,
      { token: owner },
    );
    expect(listed.body.data.items.map((item) => item.prompt)).toContain(prompt);
  });

  it('sends a due reminder exactly once though both processes deliver email', async () => {
    const owner = await signIn(a, 'recruiter@rehearse.dev');
    const postings = await api<{ data: { items: { id: string; state: string }[] } }>(
      a,
      'GET',
      '/api/recruiter/postings?state=open',
      { token: owner },
    );
    const posting = postings.body.data.items.find((item) => item.state === 'open')!;
    const email = `scale-${Date.now()}@example.test`;
    const invited = await api(b, 'POST', `/api/recruiter/postings/${posting.id}/candidates`, {
      token: owner,
      body: { name: 'Sam Scale', email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    // The reminder waits for its day; make it due now, as the clock would.
    const database = new pg.Client({ connectionString: databaseUrl() });
    await database.connect();
    try {
      const due = await database.query(
        `update outbox set next_attempt_at = now() where $1 = any(recipients) and kind = 'reminder' and status = 'queued' returning id`,
        [email],
      );
      expect(due.rowCount).toBe(1);
    } finally {
      await database.end();
    }
    const reminders = () =>
      inbox.received.filter(
        (mail) => mail.envelopeTo.includes(email) && /remind/i.test(mail.subject ?? ''),
      );
    await expect.poll(() => reminders().length, { timeout: 20_000 }).toBe(1);
    // Both processes poll every 5 s: two more rounds and still one.
    await new Promise((done) => setTimeout(done, 11_000));
    expect(reminders()).toHaveLength(1);
  });
});
