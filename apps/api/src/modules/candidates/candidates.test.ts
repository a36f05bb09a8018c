import { eq } from 'drizzle-orm';
import type { CandidateList, ImportResult, InvitedCandidate } from '@rehearse/contracts/candidates';
import type { Posting } from '@rehearse/contracts/postings';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { postingHiringTeam } from '../../db/schema/postings';
import { sha256Hex } from '../../platform/tokens';
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
    // A reviewer off the posting's hiring team does not see it; on the team, reads only.
    expect((await importCsv('A,a@example.test', false, t.reviewer.token)).status).toBe(404);
    await db.insert(postingHiringTeam).values({ postingId, userId: t.reviewer.id });
    const onTeam = await importCsv('A,a@example.test', false, t.reviewer.token);
    expect([onTeam.status, code(onTeam)]).toEqual([403, 'organization.role_forbidden']);
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
