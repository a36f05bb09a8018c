// Decisions on candidates against a real database and a real SMTP server: stage moves, the
// matching emails (a delayed rejection waits), who may decide, races, history, and the closing
// email when a posting closes without a decision.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DecisionResult } from '@rehearse/contracts/candidate-decisions';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { call, useTestApp } from '../../../test/test-app';
import { outbox } from '../../db/schema/outbox';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { postingHiringTeam, postingQuestions, postings } from '../../db/schema/postings';
import { createEmailDelivery, type EmailDelivery } from '../../domain/email-delivery';
import { createSmtpMailer } from '../../mail/smtp-mailer';
import { createLogger } from '../../platform/logger';

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

let t: RecruitingTeam;
let postingId: string;

beforeEach(async () => {
  t = await recruitingTeam(app, db);
  const [posting] = await db
    .insert(postings)
    .values({
      organizationId: t.organizationId,
      title: 'Platform Engineer',
      workplaceType: 'remote',
      employmentType: 'full-time',
      state: 'open',
    })
    .returning();
  postingId = posting.id;
  await db.insert(postingQuestions).values({
    postingId,
    position: 0,
    prompt: 'Why us?',
    answerType: 'video',
    thinkTimeSeconds: 30,
    answerTimeSeconds: 120,
    takes: 2,
  });
});

async function candidate(name: string, stage: 'completed' | 'invited' | 'hired' = 'completed') {
  const [row] = await db
    .insert(postingCandidates)
    .values({
      organizationId: t.organizationId,
      postingId,
      name,
      email: `${randomUUID()}@example.test`,
      stage,
      tokenHash: randomUUID(),
      deadlineAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row;
}

const decide = (token: string, body: Record<string, unknown>, posting = postingId) =>
  call(app, 'POST', `/api/recruiter/postings/${posting}/decisions`, { token, body });
const stageOf = async (id: string) =>
  (await db.select().from(postingCandidates).where(eq(postingCandidates.id, id)))[0].stage;

const startDelivery = () => {
  delivery = createEmailDelivery({
    db,
    mailer: createSmtpMailer(inbox.url),
    from: 'Rehearse <no-reply@rehearse.test>',
    logger: createLogger('silent'),
  });
};

describe('decisions', () => {
  it('advances and rejects several candidates at once; the emails arrive', async () => {
    startDelivery();
    const [ada, bea, cy] = [
      await candidate('Ada Lovelace'),
      await candidate('Bea Smith'),
      await candidate('Cy Young'),
    ];
    const advanced = await decide(t.recruiter.token, {
      candidate_ids: [ada.id],
      to: 'shortlisted',
    });
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
    const rejected = await decide(t.owner.token, {
      candidate_ids: [bea.id, cy.id],
      to: 'rejected',
    });
    expect(data<DecisionResult>(rejected).results.map((r) => [r.ok, r.stage])).toEqual([
      [true, 'rejected'],
      [true, 'rejected'],
    ]);
    await tasks.idle();
    await inbox.waitFor(3);
    const byRecipient = new Map(inbox.received.map((mail) => [mail.envelopeTo[0], mail]));
    expect(byRecipient.get(ada.email)!.text).toContain('Hi Ada,');
    expect(byRecipient.get(ada.email)!.subject).toContain('Platform Engineer');
    expect(byRecipient.get(bea.email)!.text).toContain('Hi Bea,');
    expect(byRecipient.get(bea.email)!.text).not.toEqual(byRecipient.get(ada.email)!.text);
    expect(await stageOf(ada.id)).toBe('shortlisted');

    // The history says who decided, from which stage, and that the email went.
    const [event] = await db
      .select()
      .from(postingCandidateEvents)
      .where(eq(postingCandidateEvents.candidateId, bea.id));
    expect(event).toMatchObject({
      actorId: t.owner.id,
      kind: 'decision',
      detail: { from: 'completed', to: 'rejected', email: true, delayHours: 0 },
    });
  });

  it('holds a delayed rejection in the outbox until its time, and sends none when asked', async () => {
    const ada = await candidate('Ada');
    const bea = await candidate('Bea');
    const before = Date.now();
    await decide(t.recruiter.token, { candidate_ids: [ada.id], to: 'rejected', delay_hours: 48 });
    await decide(t.recruiter.token, { candidate_ids: [bea.id], to: 'rejected', send_email: false });
    const rows = await db.select().from(outbox);
    expect(rows.map((row) => [row.recipient, row.kind])).toEqual([[ada.email, 'rejection']]);
    const wait = rows[0].scheduledAt.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(wait).toBeLessThan(48 * 3_600_000 + 60_000);
    expect(await stageOf(bea.id)).toBe('rejected');
  });

  it('refuses candidates who cannot make that move, one result each', async () => {
    const invited = await candidate('Ivy', 'invited');
    const hired = await candidate('Hal', 'hired');
    const ok = await candidate('Ada');
    const res = await decide(t.recruiter.token, {
      candidate_ids: [invited.id, hired.id, ok.id, randomUUID(), 'not-an-id'],
      to: 'shortlisted',
    });
    expect(res.status).toBe(200);
    expect(
      data<DecisionResult>(res).results.map((r) => [r.ok, r.stage, r.error?.code ?? null]),
    ).toEqual([
      [false, 'invited', 'decision.not_allowed'],
      [false, 'hired', 'decision.not_allowed'],
      [true, 'shortlisted', null],
      [false, null, 'request.not_found'],
      [false, null, 'request.not_found'],
    ]);
  });

  it('serialises concurrent decisions: the second starts from the first one’s stage', async () => {
    const ada = await candidate('Ada');
    const [hire, shortlist] = await Promise.all([
      decide(t.owner.token, { candidate_ids: [ada.id], to: 'hired' }),
      decide(t.recruiter.token, { candidate_ids: [ada.id], to: 'shortlisted' }),
    ]);
    const oks = [hire, shortlist].map((res) => data<DecisionResult>(res).results[0].ok);
    // Hired is final; shortlisted may still be followed by hired.
    expect(oks.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const stage = await stageOf(ada.id);
    const events = await db
      .select()
      .from(postingCandidateEvents)
      .where(eq(postingCandidateEvents.candidateId, ada.id));
    expect(events).toHaveLength(oks.filter(Boolean).length);
    expect(['hired', 'shortlisted']).toContain(stage);
  });

  it('is for owners and recruiters of the posting’s organization only', async () => {
    const ada = await candidate('Ada');
    const reviewer = await decide(t.reviewer.token, { candidate_ids: [ada.id], to: 'rejected' });
    expect([reviewer.status, code(reviewer)]).toEqual([404, 'request.not_found']);
    // On the hiring team, a reviewer scores but does not decide.
    await db.insert(postingHiringTeam).values({ postingId, userId: t.reviewer.id });
    const scorer = await decide(t.reviewer.token, { candidate_ids: [ada.id], to: 'rejected' });
    expect([scorer.status, code(scorer)]).toEqual([403, 'organization.role_forbidden']);
    const other = await decide(t.other.token, { candidate_ids: [ada.id], to: 'rejected' });
    expect(other.status).toBe(404);
    const bad = await decide(t.owner.token, { candidate_ids: [], to: 'promoted' });
    expect(bad.status).toBe(400);
    expect(await stageOf(ada.id)).toBe('completed');
  });
});

describe('closing a posting', () => {
  const close = () =>
    call(app, 'POST', `/api/recruiter/postings/${postingId}/state`, {
      token: t.recruiter.token,
      body: { state: 'closed' },
    });

  it('lets every candidate without a decision hear back, once', async () => {
    startDelivery();
    const undecided = [await candidate('Ada'), await candidate('Ivy', 'invited')];
    const shortlisted = await candidate('Sam');
    await decide(t.recruiter.token, {
      candidate_ids: [shortlisted.id],
      to: 'shortlisted',
      send_email: false,
    });
    const hired = await candidate('Hal', 'hired');
    expect((await close()).status).toBe(200);
    await tasks.idle();
    await inbox.waitFor(2);
    expect(inbox.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      undecided.map((c) => c.email).sort(),
    );
    for (const c of undecided) expect(await stageOf(c.id)).toBe('rejected');
    expect(await stageOf(shortlisted.id)).toBe('shortlisted');
    expect(await stageOf(hired.id)).toBe('hired');
  });

  it('sends nothing when the recruiter opted out', async () => {
    await db.update(postings).set({ closingEmail: false }).where(eq(postings.id, postingId));
    const ada = await candidate('Ada');
    expect((await close()).status).toBe(200);
    expect(await db.select().from(outbox)).toEqual([]);
    expect(await stageOf(ada.id)).toBe('completed');
  });
});
