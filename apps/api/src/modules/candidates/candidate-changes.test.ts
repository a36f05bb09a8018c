import { and, eq } from 'drizzle-orm';
import type { CandidateDetail, CandidateList } from '@rehearse/contracts/candidates';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { outbox } from '../../db/schema/outbox';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { sha256Hex } from '../../platform/tokens';
import { expireOverdueCandidates } from './candidate-expiry';
import {
  app,
  candidateRow,
  candidatesOf,
  code,
  data,
  db,
  field,
  postingIn,
  team,
  type Team,
  invited,
  mailTo,
  tokenIn,
} from './candidates-test-kit';

// Changes to one invited candidate (candidate-changes.service.ts: resend, extend, revoke) and
// the expiry sweep that moves candidates past their deadline.

const DAY = 24 * 60 * 60 * 1000;

let t: Team;
let postingId: string;
beforeEach(async () => {
  t = await team();
  postingId = (await postingIn(t.recruiter.token, 'open')).id;
});

const list = async (token: string, query = '') =>
  call(app, 'GET', `${candidatesOf(postingId)}${query}`, { token });

describe('changing one candidate', () => {
  const path = (id: string, action: string) => `${candidatesOf(postingId)}/${id}/${action}`;

  it('resends with a new token: the old link no longer matches', async () => {
    const candidate = await invited(t.recruiter.token, postingId);
    const oldHash = (await candidateRow(candidate.id)).tokenHash;
    const oldReminder = (await candidateRow(candidate.id)).reminderEmailId!;
    const res = await call(app, 'POST', path(candidate.id, 'resend'), { token: t.owner.token });
    expect(res.status).toBe(200);
    const row = await candidateRow(candidate.id);
    expect(row.tokenHash).not.toBe(oldHash);
    const invitations = (await mailTo('ada@example.test'))
      .filter((m) => m.kind === 'candidate-invitation')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(invitations).toHaveLength(2);
    const [oldToken, newToken] = invitations.map((m) => tokenIn(m.body)!);
    expect(await sha256Hex(oldToken!)).toBe(oldHash);
    expect(await sha256Hex(newToken!)).toBe(row.tokenHash);
    // The reminder with the old link is gone; a new one carries the new link.
    expect(await db.select().from(outbox).where(eq(outbox.id, oldReminder))).toHaveLength(0);
    const [reminder] = await db.select().from(outbox).where(eq(outbox.id, row.reminderEmailId!));
    expect(tokenIn(reminder!.body)).toBe(newToken);
    const detail = data<CandidateDetail>(
      await call(app, 'GET', `${candidatesOf(postingId)}/${candidate.id}`, {
        token: t.owner.token,
      }),
    );
    expect(detail.events.map((e) => [e.kind, e.actor_name])).toEqual([
      ['invited', 'Rita Recruiter'],
      ['resent', 'Olivia Owner'],
    ]);
  });

  it('refuses to resend or extend once completed, decided or revoked', async () => {
    const candidate = await invited(t.recruiter.token, postingId);
    for (const stage of ['completed', 'hired', 'withdrawn'] as const) {
      await db
        .update(postingCandidates)
        .set({ stage })
        .where(eq(postingCandidates.id, candidate.id));
      const resend = await call(app, 'POST', path(candidate.id, 'resend'), {
        token: t.recruiter.token,
      });
      expect(resend.status).toBe(409);
      expect(code(resend)).toBe('candidate.not_open');
      const extend = await call(app, 'POST', path(candidate.id, 'extend'), {
        token: t.recruiter.token,
        body: { deadline_at: new Date(Date.now() + 20 * DAY).toISOString() },
      });
      expect(extend.status).toBe(409);
    }
  });

  it('extends the deadline and reschedules the reminder', async () => {
    const candidate = await invited(t.recruiter.token, postingId);
    const before = await candidateRow(candidate.id);
    const deadline = new Date(before.deadlineAt.getTime() + 10 * DAY);
    const res = await call(app, 'POST', path(candidate.id, 'extend'), {
      token: t.recruiter.token,
      body: { deadline_at: deadline.toISOString() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await candidateRow(candidate.id);
    expect(after.deadlineAt.getTime()).toBe(deadline.getTime());
    // The old reminder row is deleted, a new one queued 2 days before the new deadline.
    expect(
      await db.select().from(outbox).where(eq(outbox.id, before.reminderEmailId!)),
    ).toHaveLength(0);
    const reminders = (await mailTo('ada@example.test')).filter(
      (m) => m.kind === 'candidate-reminder',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.id).toBe(after.reminderEmailId);
    expect(reminders[0]!.status).toBe('queued');
    expect(reminders[0]!.scheduledAt.getTime()).toBe(deadline.getTime() - 2 * DAY);
    const event = await db
      .select()
      .from(postingCandidateEvents)
      .where(
        and(
          eq(postingCandidateEvents.candidateId, candidate.id),
          eq(postingCandidateEvents.kind, 'deadline_extended'),
        ),
      );
    expect(event).toHaveLength(1);
  });

  it('refuses a deadline not later than the current one or more than 60 days away', async () => {
    const candidate = await invited(t.recruiter.token, postingId);
    const current = (await candidateRow(candidate.id)).deadlineAt.getTime();
    for (const at of [current - DAY, current, Date.now() + 61 * DAY]) {
      const res = await call(app, 'POST', path(candidate.id, 'extend'), {
        token: t.recruiter.token,
        body: { deadline_at: new Date(at).toISOString() },
      });
      expect(res.status).toBe(400);
      expect(code(res)).toBe('candidate.deadline_invalid');
      expect(field(res)).toBe('deadline_at');
    }
    const bad = await call(app, 'POST', path(candidate.id, 'extend'), {
      token: t.recruiter.token,
      body: { deadline_at: 'tomorrow' },
    });
    expect(bad.status).toBe(400);
  });

  it('revokes: withdrawn, revoked_at set, the reminder cancelled', async () => {
    const candidate = await invited(t.recruiter.token, postingId);
    const reminderId = (await candidateRow(candidate.id)).reminderEmailId!;
    const res = await call(app, 'POST', path(candidate.id, 'revoke'), { token: t.recruiter.token });
    expect(res.status).toBe(200);
    const row = await candidateRow(candidate.id);
    expect(row.stage).toBe('withdrawn');
    expect(row.revokedAt).not.toBeNull();
    expect(await db.select().from(outbox).where(eq(outbox.id, reminderId))).toHaveLength(0);
    const again = await call(app, 'POST', path(candidate.id, 'revoke'), {
      token: t.recruiter.token,
    });
    expect(again.status).toBe(409);
  });
});

describe('expiry', () => {
  it('moves candidates past the deadline to expired once, and an extension brings them back', async () => {
    const waiting = await invited(t.recruiter.token, postingId);
    const started = await invited(t.recruiter.token, postingId, {
      name: 'Sam Started',
      email: 'sam@example.test',
    });
    const done = await invited(t.recruiter.token, postingId, {
      name: 'Dana Done',
      email: 'dana@example.test',
    });
    const future = await invited(t.recruiter.token, postingId, {
      name: 'Fay Future',
      email: 'fay@example.test',
    });
    const past = new Date(Date.now() - DAY);
    await db
      .update(postingCandidates)
      .set({ deadlineAt: past })
      .where(eq(postingCandidates.id, waiting.id));
    await db
      .update(postingCandidates)
      .set({ deadlineAt: past, stage: 'started', startedAt: new Date() })
      .where(eq(postingCandidates.id, started.id));
    await db
      .update(postingCandidates)
      .set({ deadlineAt: past, stage: 'completed' })
      .where(eq(postingCandidates.id, done.id));

    // Two sweeps at once (two processes): each row moves once, with one event.
    const [a, b] = await Promise.all([
      expireOverdueCandidates(db, new Date()),
      expireOverdueCandidates(db, new Date()),
    ]);
    expect(a + b).toBe(2);
    expect(await expireOverdueCandidates(db, new Date())).toBe(0);
    expect((await candidateRow(waiting.id)).stage).toBe('expired');
    expect((await candidateRow(started.id)).stage).toBe('expired');
    expect((await candidateRow(done.id)).stage).toBe('completed');
    expect((await candidateRow(future.id)).stage).toBe('invited');
    const events = await db
      .select()
      .from(postingCandidateEvents)
      .where(eq(postingCandidateEvents.kind, 'expired'));
    expect(events.map((e) => e.detail.from).sort()).toEqual(['invited', 'started']);
    const counts = data<CandidateList>(await list(t.recruiter.token)).counts;
    expect(counts).toMatchObject({ expired: 2, invited: 1, completed: 1 });

    const deadline = new Date(Date.now() + 5 * DAY).toISOString();
    for (const [id, stage] of [
      [waiting.id, 'invited'],
      [started.id, 'started'],
    ] as const) {
      const res = await call(app, 'POST', `${candidatesOf(postingId)}/${id}/extend`, {
        token: t.recruiter.token,
        body: { deadline_at: deadline },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await candidateRow(id)).stage).toBe(stage);
    }
  });
});
