import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../test/test-app';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { outbox } from '../db/schema/outbox';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { createLogger, type Logger } from '../platform/logger';
import {
  CLAIM_LEASE_MS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  claimDueEmails,
  createEmailDelivery,
  type EmailDelivery,
} from './email-delivery';
import { queueEmail } from './email-outbox';

const MAIL_FROM = 'Rehearse <no-reply@rehearse.test>';
// The worker's clock runs `offset` ms ahead of the real one, so a test can step past a backoff.
let offset = 0;
const now = () => new Date(Date.now() + offset);

// The app tells the running worker about each queued email through its background tasks, as the
// Node entry does; with no worker (no SMTP configured) nothing is sent.
let delivery: EmailDelivery | undefined;
const { app, db, tasks } = await useTestApp({
  emailQueued: () => {
    const worker = delivery;
    if (worker) tasks.run('email-delivery', () => worker.deliverNow());
  },
});
const inbox = await startSmtpInbox();

const startWorker = (url = inbox.url, logger: Logger = createLogger('silent')) =>
  createEmailDelivery({ db, mailer: createSmtpMailer(url), from: MAIL_FROM, logger, now });

const rowOf = async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const anEmail = (n = 1) => ({
  kind: 'test',
  to: `reader-${n}@example.test`,
  subject: `Test email ${n}`,
  text: `Body of test email ${n}`,
});

afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
  offset = 0;
  inbox.reset();
  vi.restoreAllMocks();
});
afterAll(() => inbox.close());

describe('email delivery over SMTP', () => {
  it('sends a password reset requested through the API; the link arrives and works, logs hold neither body nor token', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    delivery = startWorker(inbox.url, createLogger('debug'));
    const me = await signUpAndIn(app, { password: 'old password 123' });

    const asked = await call(app, 'POST', '/api/auth/forgot-password', {
      body: { email: me.email },
    });
    expect(asked.status).toBe(200);
    await tasks.idle();
    await inbox.waitFor(1);

    const [mail] = inbox.received;
    expect(mail!.envelopeTo).toEqual([me.email]);
    expect(mail!.to).toMatchObject({ value: [{ address: me.email }] });
    expect(mail!.from).toMatchObject({
      value: [{ name: 'Rehearse', address: 'no-reply@rehearse.test' }],
    });
    expect(mail!.subject).toBe('Reset your Rehearse password');
    const link = /(http\S+)/.exec(mail!.text!)![1]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = new URL(link).searchParams.get('token')!;

    const [row] = await db.select().from(outbox).where(eq(outbox.recipient, me.email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedUntil: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(mail!.messageId).toBe(`<${row!.id}@rehearse.test>`);

    const reset = await call(app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'a brand new password' },
    });
    expect(reset).toMatchObject({ status: 200, body: true });
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: me.email, password: 'a brand new password' },
    });
    expect(signIn.status).toBe(200);

    const log = lines.join('\n');
    expect(log).toContain('email sent');
    expect(log).not.toContain(token);
    expect(log).not.toContain('Choose a new password');
    expect(log).not.toContain('inbox-password');
  });

  it('sends a support request’s acknowledgement', async () => {
    delivery = startWorker();
    const res = await call(app, 'POST', '/api/support/requests', {
      body: {
        category: 'quizzes',
        subject: 'Timer question',
        message: 'The exam timer kept running while my laptop slept. Is that expected?',
        name: 'Vera Visitor',
        email: 'vera@example.test',
      },
    });
    expect(res.status).toBe(201);
    const { id } = (res.body as { data: { id: string } }).data;
    await tasks.idle();
    await inbox.waitFor(1);
    const [mail] = inbox.received;
    expect(mail!.envelopeTo).toEqual(['vera@example.test']);
    expect(mail!.subject).toBe('We received your request: Timer question');
    expect(mail!.text).toContain('Hi Vera Visitor,');
    expect(mail!.text).toContain(`Reference: ${id}`);
  });

  it('sends the html alternative and the sender an email names', async () => {
    delivery = startWorker();
    await queueEmail(db, {
      ...anEmail(),
      from: 'Rehearse support <help@rehearse.test>',
      html: '<p>Body of <b>test</b> email</p>',
    });
    await delivery.deliverNow();
    const [mail] = inbox.received;
    expect(mail!.from).toMatchObject({ value: [{ address: 'help@rehearse.test' }] });
    expect(mail!.html).toContain('<b>test</b>');
    expect(mail!.text).toBe('Body of test email 1');
  });

  it('tries again later, with a growing wait, when the server answers 4xx', async () => {
    delivery = startWorker();
    inbox.refuse({ code: 451, message: 'Mailbox busy, try again later' });
    const id = await queueEmail(db, anEmail());

    await delivery.deliverNow();
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, claimedUntil: null });
    expect(row.lastError).toMatch(/451.*Mailbox busy/);
    const firstWait = row.nextAttemptAt.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(RETRY_DELAYS_MS[0] - 10_000);
    expect(firstWait).toBeLessThanOrEqual(RETRY_DELAYS_MS[0]);

    // Not before its time.
    await delivery.deliverNow();
    expect(inbox.recipientsTried()).toBe(1);

    offset = RETRY_DELAYS_MS[0] + 1000;
    await delivery.deliverNow();
    row = await rowOf(id);
    expect(inbox.recipientsTried()).toBe(2);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    const secondWait = row.nextAttemptAt.getTime() - now().getTime();
    expect(secondWait).toBeGreaterThan(RETRY_DELAYS_MS[1] - 10_000);
    expect(secondWait).toBeLessThanOrEqual(RETRY_DELAYS_MS[1]);

    inbox.refuse(undefined);
    offset += RETRY_DELAYS_MS[1] + 1000;
    await delivery.deliverNow();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(inbox.received.map((m) => m.subject)).toEqual(['Test email 1']);
  });

  it(`fails for good after ${MAX_ATTEMPTS} attempts that all got 4xx, keeping the reason`, async () => {
    delivery = startWorker();
    inbox.refuse({ code: 452, message: 'Insufficient system storage' });
    const id = await queueEmail(db, anEmail());
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await delivery.deliverNow();
      offset += 7 * 60 * 60_000;
    }
    expect(inbox.recipientsTried()).toBe(MAX_ATTEMPTS);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row.lastError).toMatch(/452.*Insufficient system storage/);
  });

  it('fails at once with the server’s reason when it answers 5xx', async () => {
    delivery = startWorker();
    inbox.refuse({ code: 550, message: 'No such user here' });
    const id = await queueEmail(db, anEmail());
    await delivery.deliverNow();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null, claimedUntil: null });
    expect(row.lastError).toMatch(/550.*No such user here/);

    offset = 24 * 60 * 60_000;
    await delivery.deliverNow();
    expect(inbox.recipientsTried()).toBe(1);
  });

  it('keeps trying when the login is refused: a configuration problem, not the message’s', async () => {
    delivery = startWorker(inbox.wrongPasswordUrl);
    const id = await queueEmail(db, anEmail());
    await delivery.deliverNow();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/535/);
    expect(row.lastError).not.toContain('not-the-password');
  });

  it('does not send a scheduled email before its time', async () => {
    delivery = startWorker();
    const id = await queueEmail(db, {
      ...anEmail(),
      scheduledAt: new Date(Date.now() + 60 * 60_000),
    });
    await delivery.deliverNow();
    expect(inbox.recipientsTried()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0 });

    offset = 60 * 60_000 + 1000;
    await delivery.deliverNow();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(inbox.received).toHaveLength(1);
  });

  it('sends again what a stopped process left sending once its lease ran out, and not before', async () => {
    delivery = startWorker();
    const stale = await queueEmail(db, anEmail(1));
    const held = await queueEmail(db, anEmail(2));
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, stale));
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, claimedUntil: new Date(Date.now() + CLAIM_LEASE_MS) })
      .where(eq(outbox.id, held));
    await delivery.deliverNow();
    expect(await rowOf(stale)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await rowOf(held)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(inbox.received.map((m) => m.subject)).toEqual(['Test email 1']);
  });

  it('gives up on an email whose every attempt was cut off by a stopping process', async () => {
    delivery = startWorker();
    const id = await queueEmail(db, anEmail());
    await db
      .update(outbox)
      .set({ status: 'sending', attempts: MAX_ATTEMPTS, claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));
    await delivery.deliverNow();
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      claimedUntil: null,
      lastError: 'Sending was interrupted every time',
    });
    expect(inbox.recipientsTried()).toBe(0);
  });

  it('sends each email exactly once with two workers claiming from the same database', async () => {
    const ids = [];
    for (let i = 1; i <= 24; i++) ids.push(await queueEmail(db, anEmail(i)));
    const first = startWorker();
    const second = startWorker();
    try {
      await Promise.all([first.deliverNow(), second.deliverNow(), first.deliverNow()]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    const subjects = inbox.received.map((m) => m.subject).sort();
    expect(subjects).toHaveLength(24);
    expect(new Set(subjects).size).toBe(24);
    const rows = await db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('never gives one email to two claims running at once', async () => {
    for (let i = 1; i <= 40; i++) await queueEmail(db, anEmail(i));
    const claims = await Promise.all(
      Array.from({ length: 16 }, () => claimDueEmails(db, now(), 3)),
    );
    const claimed = claims.flat().map((row) => row.id);
    expect(claimed.length).toBeGreaterThan(0);
    expect(new Set(claimed).size).toBe(claimed.length);
    const rows = await db.select().from(outbox).where(eq(outbox.status, 'sending'));
    expect(rows.map((row) => row.id).sort()).toEqual([...claimed].sort());
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it('keeps emails queued when no SMTP server is configured', async () => {
    // No worker: what a server without SMTP_URL runs.
    const res = await call(app, 'POST', '/api/support/requests', {
      body: {
        category: 'quizzes',
        subject: 'Anyone there?',
        message: 'Checking whether this request gets an answer by email.',
        name: 'Quinn Queue',
        email: 'quinn@example.test',
      },
    });
    expect(res.status).toBe(201);
    await tasks.idle();
    const rows = await db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({
        recipient: 'quinn@example.test',
        status: 'queued',
        attempts: 0,
        sentAt: null,
      }),
    ]);
    expect(inbox.recipientsTried()).toBe(0);
  });
});

describe('the delivery worker’s loop', () => {
  it('polls while started, sends what becomes due, and stops cleanly', async () => {
    const worker = createEmailDelivery({
      db,
      mailer: createSmtpMailer(inbox.url),
      from: MAIL_FROM,
      logger: createLogger('silent'),
      now,
      pollMs: 50,
    });
    worker.start();
    try {
      await queueEmail(db, anEmail(1));
      await inbox.waitFor(1);
      await queueEmail(db, anEmail(2));
      await inbox.waitFor(2);
    } finally {
      await worker.stop();
    }
    // Stopped: a later email stays queued.
    const id = await queueEmail(db, anEmail(3));
    await worker.deliverNow();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(inbox.received).toHaveLength(2);
  });
});
