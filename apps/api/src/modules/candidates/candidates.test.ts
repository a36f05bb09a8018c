import { and, eq } from 'drizzle-orm';
import type {
  CandidateDetail,
  CandidateList,
  ImportResult,
  InvitedCandidate,
} from '@rehearse/contracts/candidates';
import type { Posting } from '@rehearse/contracts/postings';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { outbox } from '../../db/schema/outbox';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { postingHiringTeam } from '../../db/schema/postings';
import { sha256Hex } from '../../platform/tokens';
import { expireOverdueCandidates } from './candidate-expiry';
import {
  app,
  BASE,
  candidateRow,
  candidatesOf,
  code,
  data,
  db,
  field,
  postingIn,
  team,
  type Team,
  invite,
  invited,
  mailTo,
  tokenIn,
} from './candidates-test-kit';

const DAY = 24 * 60 * 60 * 1000;

let t: Team;
let postingId: string;
beforeEach(async () => {
  t = await team();
  postingId = (await postingIn(t.recruiter.token, 'open')).id;
});

const list = async (token: string, query = '') =>
  call(app, 'GET', `${candidatesOf(postingId)}${query}`, { token });

describe('inviting one candidate', () => {
  it('creates the record with a hashed token, the deadline, both emails and an event', async () => {
    const before = Date.now();
    const candidate = await invited(t.recruiter.token, postingId, {
      name: '  Ada Lovelace ',
      email: ' Ada@Example.TEST ',
    });
    expect(candidate).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      stage: 'invited',
    });
    const row = await candidateRow(candidate.id);
    // The posting's default: 7 days to answer, a reminder 2 days before.
    const deadline = row.deadlineAt.getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 7 * DAY);

    const mails = await mailTo('ada@example.test');
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'candidate-invitation',
      'candidate-reminder',
    ]);
    const invitation = mails.find((mail) => mail.kind === 'candidate-invitation')!;
    const reminder = mails.find((mail) => mail.kind === 'candidate-reminder')!;
    const token = tokenIn(invitation.body)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the hash is stored.
    expect(row.tokenHash).toBe(await sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(invitation.body).toContain('Ada');
    expect(invitation.body).toContain('Engineer');
    expect(reminder.scheduledAt.getTime()).toBe(deadline - 2 * DAY);
    expect(row.reminderEmailId).toBe(reminder.id);
    expect(candidate.reminder_at).toBe(reminder.scheduledAt.toISOString());

    const events = await db
      .select()
      .from(postingCandidateEvents)
      .where(eq(postingCandidateEvents.candidateId, candidate.id));
    expect(events).toMatchObject([{ kind: 'invited', actorId: t.recruiter.id }]);
  });

  it('queues no reminder when the posting sends none', async () => {
    const patched = await call(app, 'PATCH', `${BASE}/${postingId}`, {
      token: t.owner.token,
      body: { reminder_days_before: 0 },
    });
    expect(patched.status).toBe(200);
    expect(data<Posting>(patched).reminder_days_before).toBe(0);
    const candidate = await invited(t.owner.token, postingId);
    expect((await mailTo('ada@example.test')).map((mail) => mail.kind)).toEqual([
      'candidate-invitation',
    ]);
    expect(candidate.reminder_at).toBeNull();
  });

  it('validates the posting’s reminder days: 0 to 30', async () => {
    for (const days of [-1, 31]) {
      const res = await call(app, 'PATCH', `${BASE}/${postingId}`, {
        token: t.owner.token,
        body: { reminder_days_before: days },
      });
      expect(res.status).toBe(400);
      expect(field(res)).toBe('reminder_days_before');
    }
  });

  it('keeps one record for the same email invited twice, any case or spaces', async () => {
    const first = await invited(t.recruiter.token, postingId);
    const again = await invite(t.owner.token, postingId, {
      name: 'Someone Else',
      email: '  ADA@example.test',
    });
    expect(again.status).toBe(200);
    const answer = data<InvitedCandidate>(again);
    expect(answer.already_invited).toBe(true);
    expect(answer.candidate.id).toBe(first.id);
    expect(answer.candidate.name).toBe('Ada Lovelace');
    expect(await db.select().from(postingCandidates)).toHaveLength(1);
    // No second email.
    expect(await mailTo('ada@example.test')).toHaveLength(2);
  });

  it('keeps one record under concurrent invitations of the same email', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => invite(t.recruiter.token, postingId)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((res) => data<InvitedCandidate>(res).candidate.id));
    expect(ids.size).toBe(1);
    expect(await db.select().from(postingCandidates)).toHaveLength(1);
    const invitations = (await mailTo('ada@example.test')).filter(
      (mail) => mail.kind === 'candidate-invitation',
    );
    expect(invitations).toHaveLength(1);
  });

  it('refuses a posting that is not open with 409 naming its state', async () => {
    for (const state of ['draft', 'closed', 'archived'] as const) {
      const posting = await postingIn(t.recruiter.token, state);
      const res = await invite(t.recruiter.token, posting.id);
      expect(res.status).toBe(409);
      expect(code(res)).toBe('candidate.posting_not_open');
      expect((res.body as { error: { params: { state: string } } }).error.params.state).toBe(state);
    }
    expect(await db.select().from(postingCandidates)).toHaveLength(0);
  });

  it('names the field of bad input', async () => {
    const res = await invite(t.recruiter.token, postingId, { name: 'Ada', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(field(res)).toBe('email');
    const noName = await invite(t.recruiter.token, postingId, { name: ' ', email: 'a@b.test' });
    expect(noName.status).toBe(400);
    expect(field(noName)).toBe('name');
  });
});

describe('who may see and change candidates', () => {
  it('lets a reviewer read only a posting whose hiring team they are on, and change nothing', async () => {
    const candidate = await invited(t.recruiter.token, postingId);
    expect((await list(t.reviewer.token)).status).toBe(404);
    expect(
      (
        await call(app, 'GET', `${candidatesOf(postingId)}/${candidate.id}`, {
          token: t.reviewer.token,
        })
      ).status,
    ).toBe(404);
    await db.insert(postingHiringTeam).values({ postingId, userId: t.reviewer.id });
    const res = await list(t.reviewer.token);
    expect(res.status).toBe(200);
    expect(data<CandidateList>(res).items).toHaveLength(1);
    const change = await invite(t.reviewer.token, postingId, {
      name: 'B',
      email: 'b@example.test',
    });
    expect(change.status).toBe(403);
    expect(code(change)).toBe('organization.role_forbidden');
    const revoke = await call(app, 'POST', `${candidatesOf(postingId)}/${candidate.id}/revoke`, {
      token: t.reviewer.token,
    });
    expect(revoke.status).toBe(403);
  });

  it('answers 404 for another organization’s posting and candidate', async () => {
    const candidate = await invited(t.recruiter.token, postingId);
    expect((await list(t.other.token)).status).toBe(404);
    expect(
      (await invite(t.other.token, postingId, { name: 'X', email: 'x@example.test' })).status,
    ).toBe(404);
    for (const path of ['', '/resend', '/revoke']) {
      const method = path ? 'POST' : 'GET';
      const res = await call(app, method, `${candidatesOf(postingId)}/${candidate.id}${path}`, {
        token: t.other.token,
      });
      expect(res.status).toBe(404);
    }
    // The other organization's own open posting does not reach this candidate either.
    const theirs = await postingIn(t.other.token, 'open');
    const res = await call(app, 'GET', `${candidatesOf(theirs.id)}/${candidate.id}`, {
      token: t.other.token,
    });
    expect(res.status).toBe(404);
    expect((await candidateRow(candidate.id)).stage).toBe('invited');
    // A candidate account is not a recruiter.
    expect((await list(t.candidate.token)).status).toBe(403);
  });
});

describe('the pipeline table', () => {
  it('searches, filters by stage, sorts, pages, and reads the counts and rates', async () => {
    const people = [
      ['Zoe Zimmer', 'zoe@example.test'],
      ['Adam Ant', 'adam@example.test'],
      ['Mia Moss', 'mia@corp.test'],
      ['Liam Lee', 'liam@example.test'],
    ];
    const ids: Record<string, string> = {};
    for (const [name, email] of people)
      ids[name!] = (await invited(t.recruiter.token, postingId, { name, email })).id;
    // The candidate's side moves stages; here directly.
    await db
      .update(postingCandidates)
      .set({ stage: 'started', startedAt: new Date() })
      .where(eq(postingCandidates.id, ids['Adam Ant']!));
    await db
      .update(postingCandidates)
      .set({ stage: 'completed', startedAt: new Date(), completedAt: new Date() })
      .where(eq(postingCandidates.id, ids['Mia Moss']!));
    const revoked = await call(
      app,
      'POST',
      `${candidatesOf(postingId)}/${ids['Liam Lee']}/revoke`,
      {
        token: t.recruiter.token,
      },
    );
    expect(revoked.status).toBe(200);

    const all = data<CandidateList>(await list(t.recruiter.token, '?sort=name'));
    expect(all.items.map((c) => c.name)).toEqual([
      'Adam Ant',
      'Liam Lee',
      'Mia Moss',
      'Zoe Zimmer',
    ]);
    expect(all.total).toBe(4);
    expect(all.counts).toMatchObject({
      all: 4,
      invited: 1,
      started: 1,
      completed: 1,
      withdrawn: 1,
      expired: 0,
    });
    // Withdrawn candidates are left out of both rates: 2 of 3 started or further, 1 of 3 completed.
    expect(all.acceptance_rate).toBeCloseTo(2 / 3);
    expect(all.completion_rate).toBeCloseTo(1 / 3);

    const search = data<CandidateList>(await list(t.recruiter.token, '?search=EXAMPLE&sort=name'));
    expect(search.items.map((c) => c.name)).toEqual(['Adam Ant', 'Liam Lee', 'Zoe Zimmer']);
    expect(search.total).toBe(3);
    const byName = data<CandidateList>(await list(t.recruiter.token, '?search=moss'));
    expect(byName.items.map((c) => c.name)).toEqual(['Mia Moss']);

    const started = data<CandidateList>(await list(t.recruiter.token, '?stage=started'));
    expect(started.items.map((c) => c.name)).toEqual(['Adam Ant']);
    expect(started.total).toBe(1);

    const page2 = data<CandidateList>(
      await list(t.recruiter.token, '?sort=name&page=2&pageSize=3'),
    );
    expect(page2.items.map((c) => c.name)).toEqual(['Zoe Zimmer']);
    expect(page2.total).toBe(4);

    const completedFirst = data<CandidateList>(await list(t.recruiter.token, '?sort=completed'));
    expect(completedFirst.items[0]!.name).toBe('Mia Moss');
    // Last change first: the revoked one.
    const updated = data<CandidateList>(await list(t.recruiter.token));
    expect(updated.items[0]!.name).toBe('Liam Lee');
  });

  it('answers empty counts and no rates without candidates, and 400 for a bad query', async () => {
    const empty = data<CandidateList>(await list(t.recruiter.token));
    expect(empty.items).toEqual([]);
    expect(empty.counts.all).toBe(0);
    expect(empty.acceptance_rate).toBeNull();
    const bad = await list(t.recruiter.token, '?stage=nope');
    expect(bad.status).toBe(400);
    expect(field(bad)).toBe('stage');
  });
});

const importCsv = (csv: string, dryRun: boolean, token = t.recruiter.token) =>
  call(app, 'POST', `${candidatesOf(postingId)}/import`, { token, body: { csv, dry_run: dryRun } });

describe('importing a CSV', () => {
  const csv = [
    'name,email',
    'Grace Hopper,grace@example.test',
    ',nameless@example.test',
    'Bad Email,not-an-email',
    'Grace Again,GRACE@example.test',
    '"Lovelace, Ada",ada@example.test',
    'Old Friend,old@example.test',
  ].join('\n');

  it('previews each row’s verdict, then invites the valid rows', async () => {
    await invited(t.recruiter.token, postingId, { name: 'Old Friend', email: 'old@example.test' });
    const preview = await importCsv(csv, true);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const dry = data<ImportResult>(preview);
    expect(dry.rows.map((row) => [row.row, row.ok, row.problem])).toEqual([
      [2, true, null],
      [3, false, 'missing_name'],
      [4, false, 'bad_email'],
      [5, false, 'duplicate_in_file'],
      [6, true, null],
      [7, false, 'already_invited'],
    ]);
    expect(dry.rows[2]!.message).toContain('not-an-email');
    expect(dry.rows[4]!.name).toBe('Lovelace, Ada');
    expect(dry).toMatchObject({ valid: 2, invalid: 4, invited: 0 });
    // A dry run changes nothing.
    expect(await db.select().from(postingCandidates)).toHaveLength(1);

    const commit = data<ImportResult>(await importCsv(csv, false));
    expect(commit.rows.map((row) => row.problem)).toEqual(dry.rows.map((row) => row.problem));
    expect(commit).toMatchObject({ valid: 2, invited: 2 });
    const rows = await db.select().from(postingCandidates);
    expect(rows.map((row) => row.email).sort()).toEqual([
      'ada@example.test',
      'grace@example.test',
      'old@example.test',
    ]);
    expect(commit.rows[0]!.candidate_id).toBe(
      rows.find((r) => r.email === 'grace@example.test')!.id,
    );
    expect((await mailTo('grace@example.test')).map((m) => m.kind).sort()).toEqual([
      'candidate-invitation',
      'candidate-reminder',
    ]);
  });

  it('reads a file without a header row', async () => {
    const result = data<ImportResult>(
      await importCsv(
        'Alan Turing,alan@example.test\r\n\r\nKatherine Johnson,kj@example.test\r\n',
        false,
      ),
    );
    expect(result.rows.map((row) => [row.row, row.name, row.ok])).toEqual([
      [1, 'Alan Turing', true],
      [3, 'Katherine Johnson', true],
    ]);
    expect(await db.select().from(postingCandidates)).toHaveLength(2);
  });

  it('refuses more than 1,000 rows with 422 naming the limit', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `P ${i},p${i}@example.test`).join('\n');
    const res = await importCsv(many, true);
    expect(res.status).toBe(422);
    expect(code(res)).toBe('candidate.too_many_rows');
    expect((res.body as { error: { message: string } }).error.message).toContain('1000');
    const ok = await importCsv(many.split('\n').slice(0, 1000).join('\n'), true);
    expect(ok.status).toBe(200);
    expect(data<ImportResult>(ok).valid).toBe(1000);
  });

  it('refuses a closed posting and a reviewer', async () => {
    const closed = await postingIn(t.recruiter.token, 'closed');
    const res = await call(app, 'POST', `${candidatesOf(closed.id)}/import`, {
      token: t.recruiter.token,
      body: { csv: 'A,a@example.test', dry_run: true },
    });
    expect(res.status).toBe(409);
    expect(code(res)).toBe('candidate.posting_not_open');
    expect((await importCsv('A,a@example.test', false, t.reviewer.token)).status).toBe(403);
  });
});

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

describe('the API reference', () => {
  it('lists every candidates call in the OpenAPI document', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, object>;
    };
    const base = '/api/recruiter/postings/{id}/candidates';
    expect(Object.keys(doc.paths[base] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[`${base}/import`] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths[`${base}/{candidateId}`] ?? {})).toEqual(['get']);
    for (const action of ['resend', 'extend', 'revoke']) {
      expect(Object.keys(doc.paths[`${base}/{candidateId}/${action}`] ?? {}), action).toEqual([
        'post',
      ]);
    }
  });
});
