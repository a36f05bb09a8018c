import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../apps/api/test/s3-test-server';
import { startSmtpInbox } from '../../apps/api/test/smtp-inbox';
import { startServer, type RunningServer } from '../support/server';
import { openEventStream, type EventStream } from '../support/event-stream';

// Issue 20: two API processes (the built server, as `npm start` runs it) on one PostgreSQL
// database and one S3-compatible server (s3rver, started here) behave as one. Needs `npm run build` and a PostgreSQL server (TEST_DATABASE_URL, or
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
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let env: Record<string, string>;
const admin = new pg.Client({ connectionString: ADMIN_URL });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  inbox = await startSmtpInbox();
  s3 = await startS3TestServer();
  env = {
    DATABASE_URL: databaseUrl(),
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ENDPOINT: s3.config.endpoint!,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: s3.config.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.credentials!.secretAccessKey,
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
  await s3?.close();
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
      await stream.ready;
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
    const added = await api(b, 'POST', '/api/recruiter/questions', {
      token: owner,
      body: { prompt },
    });
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
    let subject: string;
    try {
      const due = await database.query<{ subject: string }>(
        `update outbox set next_attempt_at = now()
         where recipient = $1 and kind = 'candidate-reminder' and status = 'queued'
         returning subject`,
        [email],
      );
      expect(due.rowCount).toBe(1);
      subject = due.rows[0].subject;
    } finally {
      await database.end();
    }
    const reminders = () =>
      inbox.received.filter((mail) => mail.envelopeTo.includes(email) && mail.subject === subject);
    await expect.poll(() => reminders().length, { timeout: 20_000 }).toBe(1);
    // Both processes poll every 5 s: two more rounds and still one.
    await new Promise((done) => setTimeout(done, 11_000));
    expect(reminders()).toHaveLength(1);
  });

  it('plays back through B a recording uploaded through A', async () => {
    const token = await signIn(a, 'candidate@rehearse.dev');
    // Larger than one 5 MB part: a multipart upload.
    const body = randomBytes(6 * 1024 * 1024 + 123);
    const uploaded = await fetch(`${a.url}/api/recordings?durationSeconds=12`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/webm' },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as { data: { id: string } }).data;
    const read = await api<{ data: { url: string; size: number } }>(
      b,
      'GET',
      `/api/recordings/${id}`,
      {
        token,
      },
    );
    expect(read.body.data.size).toBe(body.length);
    const whole = await fetch(`${b.url}${read.body.data.url}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(body)).toBe(true);
    const range = await fetch(`${b.url}${read.body.data.url}`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(body.subarray(100, 200))).toBe(true);
  });

  it('serves nothing half-written when a process is killed mid-upload, and the other goes on', async () => {
    const c = await startServer(env);
    const token = await signIn(c, 'candidate@rehearse.dev');
    const before = await objectKeys();
    let sent = 0;
    let killed = false;
    // An upload that trickles in: 1 MB, then 256 kB every 50 ms, until the process is gone.
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (killed) return controller.close();
        const chunk = randomBytes(sent === 0 ? 1024 * 1024 : 256 * 1024);
        sent += chunk.length;
        controller.enqueue(chunk);
        await new Promise((done) => setTimeout(done, 50));
      },
    });
    const upload = fetch(`${c.url}/api/recordings?durationSeconds=60`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/webm' },
      body: stream,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    // Past the first 5 MB part, so the store has started a multipart upload.
    await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThan(7 * 1024 * 1024);
    await c.kill();
    killed = true;
    expect(await upload).toBeInstanceOf(Error);
    await c.stop();

    // No new object, no recording row: nothing for anyone to be served.
    expect(await objectKeys()).toEqual(before);
    const database = new pg.Client({ connectionString: databaseUrl() });
    await database.connect();
    try {
      const rows = await database.query(
        `select count(*)::int as n from recordings where size > 7 * 1024 * 1024 and created_at > now() - interval '5 minutes'`,
      );
      expect(rows.rows[0].n).toBe(0);
    } finally {
      await database.end();
    }
    // The other processes go on serving.
    const health = await api<{ status: string; storage: { available: boolean } }>(
      b,
      'GET',
      '/api/health',
    );
    expect(health.body).toMatchObject({ status: 'ok', storage: { available: true } });
    expect((await api(a, 'GET', '/api/common/user', { token })).status).toBe(200);
  });
});

// The bucket's objects (finished ones: a multipart upload in progress is none).
async function objectKeys(): Promise<string[]> {
  const client = new S3Client({
    region: s3.config.region,
    endpoint: s3.config.endpoint,
    forcePathStyle: true,
    credentials: s3.config.credentials,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  } finally {
    client.destroy();
  }
}
