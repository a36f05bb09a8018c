import { afterAll, afterEach, expect, it } from 'vitest';
import type { InvitedCandidate } from '@rehearse/contracts/candidates';
import type { Posting } from '@rehearse/contracts/postings';
import { call, useTestApp } from '../../../test/test-app';
import { data, recruitingTeam } from '../../../test/recruiting-team';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { createEmailDelivery, type EmailDelivery } from '../../domain/email-delivery';
import { createSmtpMailer } from '../../mail/smtp-mailer';
import { createLogger } from '../../platform/logger';
import { eq } from 'drizzle-orm';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { sha256Hex } from '../../platform/tokens';

// Not the postings test kit: this file needs its own app with the delivery worker's wake-up,
// and an SMTP server started in the test that really receives the invitation.

let delivery: EmailDelivery | undefined;
const { app, db, tasks } = await useTestApp({
  emailQueued: () => {
    const worker = delivery;
    if (worker) tasks.run('email-delivery', () => worker.deliverNow());
  },
});
const inbox = await startSmtpInbox();
afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
  inbox.reset();
});
afterAll(() => inbox.close());

it('delivers the invitation over SMTP with the interview link and the deadline; the reminder waits', async () => {
  const team = await recruitingTeam(app, db);
  const created = await call(app, 'POST', '/api/recruiter/postings', {
    token: team.recruiter.token,
    body: { title: 'Data Engineer', response_deadline_days: 10 },
  });
  const posting = data<Posting>(created);
  await call(app, 'PUT', `/api/recruiter/postings/${posting.id}/plan`, {
    token: team.recruiter.token,
    body: {
      questions: [
        {
          prompt: 'Why us?',
          answer_type: 'video',
          think_time_seconds: 30,
          answer_time_seconds: 120,
          takes: 1,
        },
      ],
    },
  });
  const opened = await call(app, 'POST', `/api/recruiter/postings/${posting.id}/state`, {
    token: team.recruiter.token,
    body: { state: 'open' },
  });
  expect(opened.status).toBe(200);
  delivery = createEmailDelivery({
    db,
    mailer: createSmtpMailer(inbox.url),
    from: 'Rehearse <no-reply@rehearse.test>',
    logger: createLogger('silent'),
  });
  const res = await call(app, 'POST', `/api/recruiter/postings/${posting.id}/candidates`, {
    token: team.recruiter.token,
    body: { name: 'Grace Hopper', email: 'grace@example.test' },
  });
  expect(res.status).toBe(201);
  await tasks.idle();
  await inbox.waitFor(1);
  // The reminder is scheduled days ahead: only the invitation arrives.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(inbox.received).toHaveLength(1);
  const [mail] = inbox.received;
  expect(mail!.envelopeTo).toEqual(['grace@example.test']);
  expect(mail!.subject).toContain('Data Engineer');
  const text = mail!.text!;
  expect(text).toContain('Grace');
  const link = /(http:\/\/localhost:3000\/interview\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(link, text).toBeDefined();
  expect(mail!.html).toContain(`href="${link}"`);
  expect(text).toMatch(/\w+day, \d+ \w+ \d{4}/);
  // The link's token is the one the record keeps the hash of.
  const id = data<InvitedCandidate>(res).candidate.id;
  const token = link!.split('/').pop()!;
  const [row] = await db.select().from(postingCandidates).where(eq(postingCandidates.id, id));
  expect(row!.tokenHash).toBe(await sha256Hex(token));
});
