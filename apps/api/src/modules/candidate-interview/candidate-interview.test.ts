import { readdir } from 'node:fs/promises';
import type {
  InterviewCurrent,
  InterviewQuestion,
  InterviewWelcome,
} from '@rehearse/contracts/candidate-interview';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { call, useTestApp } from '../../../test/test-app';
import { candidateAnswers, candidateAnswerTakes } from '../../db/schema/candidate-answers';
import { outbox } from '../../db/schema/outbox';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { recordings } from '../../db/schema/recordings';
import { createEmailDelivery, type EmailDelivery } from '../../domain/email-delivery';
import { queueEmail } from '../../domain/email-outbox';
import { createSmtpMailer } from '../../mail/smtp-mailer';
import { createLogger } from '../../platform/logger';
import { randomToken } from '../../platform/tokens';
import { inviteDirectly, openPostingWithPlan, type Plan } from './interview-test-kit';

// The candidate's side of a one-way interview (docs/decisions/048-candidate-one-way-interview.md),
// through the public link, on a real database, with the recordings in real files and the
// "received" email delivered to an SMTP server started here.

let delivery: EmailDelivery | undefined;
const { app, db, tasks, recordingsDir } = await useTestApp({
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

const BASE = '/api/interview';
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);
const filesStored = async () => (await readdir(recordingsDir).catch(() => [])).length;

// An open posting of the team's organization with a video (2 takes), an audio (1 take) and a
// written question.
const openPosting = (people: RecruitingTeam) =>
  openPostingWithPlan(
    app,
    people,
    { title: 'Platform Engineer', intro_message: 'Thanks for applying!' },
    [
      {
        prompt: 'Why this team?',
        answer_type: 'video',
        think_time_seconds: 30,
        answer_time_seconds: 60,
        takes: 2,
      },
      {
        prompt: 'A hard bug?',
        answer_type: 'audio',
        think_time_seconds: 30,
        answer_time_seconds: 60,
        takes: 1,
      },
      {
        prompt: 'Write a haiku.',
        answer_type: 'text',
        think_time_seconds: 30,
        answer_time_seconds: 300,
        takes: 1,
      },
    ],
  );
const invite = (
  people: RecruitingTeam,
  postingId: string,
  overrides?: Parameters<typeof inviteDirectly>[4],
) => inviteDirectly(db, people, postingId, 'Cora Candidate', overrides);

const consent = (token: string) =>
  call(app, 'POST', `${BASE}/${token}/consent`, { body: { agree: true } });
const current = async (token: string) => {
  const res = await call(app, 'GET', `${BASE}/${token}/question`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<InterviewCurrent>(res);
};
const start = (token: string, questionId: string) =>
  call(app, 'POST', `${BASE}/${token}/questions/${questionId}/start`);
const submit = (token: string, questionId: string, body: unknown) =>
  call(app, 'POST', `${BASE}/${token}/questions/${questionId}/answer`, { body });
async function take(token: string, questionId: string, type = 'video/webm', size = 2000) {
  const res = await app.request(
    `${BASE}/${token}/questions/${questionId}/takes?durationSeconds=4`,
    {
      method: 'POST',
      headers: { 'content-type': type },
      body: bytes(size),
    },
  );
  const body = (await res.json()) as { data: InterviewQuestion; error?: { code: string } };
  return { status: res.status, body, code: body.error?.code };
}
const answerRow = async (candidateId: string, questionId: string) => {
  const [row] = await db
    .select()
    .from(candidateAnswers)
    .where(
      and(
        eq(candidateAnswers.candidateId, candidateId),
        eq(candidateAnswers.postingQuestionId, questionId),
      ),
    );
  return row;
};
// Moves a stored timer into the past: what a reload after that long sees.
const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
const eventsOf = async (candidateId: string) =>
  (
    await db
      .select()
      .from(postingCandidateEvents)
      .where(eq(postingCandidateEvents.candidateId, candidateId))
  ).map((e) => e.kind);

// Answers the whole plan: one video take, one audio take, a written answer.
async function answerAll(token: string, questions: Plan) {
  const [video, audio, written] = questions;
  expect((await consent(token)).status).toBe(200);
  await current(token);
  expect((await start(token, video!.id)).status).toBe(200);
  const first = await take(token, video!.id);
  expect(first.status).toBe(201);
  expect((await submit(token, video!.id, { take_id: first.body.data.takes[0]!.id })).status).toBe(
    200,
  );
  expect((await start(token, audio!.id)).status).toBe(200);
  const second = await take(token, audio!.id, 'audio/webm;codecs=opus');
  expect(second.status).toBe(201);
  expect((await submit(token, audio!.id, { take_id: second.body.data.takes[0]!.id })).status).toBe(
    200,
  );
  expect((await start(token, written!.id)).status).toBe(200);
  expect((await submit(token, written!.id, { text: 'An old silent pond' })).status).toBe(200);
}

describe('the interview link', () => {
  let people: RecruitingTeam;
  let posting: Awaited<ReturnType<typeof openPosting>>;
  beforeEach(async () => {
    people = await recruitingTeam(app, db);
    posting = await openPosting(people);
  });

  it('opens the welcome page: company, posting, what is recorded, retention, deadline, progress', async () => {
    const me = await invite(people, posting.postingId);
    const res = await call(app, 'GET', `${BASE}/${me.token}`);
    expect(res.status).toBe(200);
    const welcome = data<InterviewWelcome>(res);
    expect(welcome).toMatchObject({
      company_name: 'Acme Hiring',
      posting_title: 'Platform Engineer',
      intro_message: 'Thanks for applying!',
      candidate_name: 'Cora Candidate',
      audience: 'hiring-team',
      retention_days_after_archive: 180,
      consented_at: null,
      stage: 'invited',
      answered: 0,
      total: 3,
    });
    expect(welcome.plan.map((q) => [q.answer_type, q.takes])).toEqual([
      ['video', 2],
      ['audio', 1],
      ['text', 1],
    ]);
    // No prompt, no other candidate, nothing of the team.
    expect(JSON.stringify(welcome)).not.toContain('Why this team?');
    expect(JSON.stringify(welcome)).not.toContain(people.recruiter.email);
  });

  it('answers 404 for an unknown link and 410 for a revoked or expired one', async () => {
    expect((await call(app, 'GET', `${BASE}/${randomToken()}`)).status).toBe(404);
    const revoked = await invite(people, posting.postingId, {
      revokedAt: new Date(),
      stage: 'withdrawn',
    });
    const gone = await call(app, 'GET', `${BASE}/${revoked.token}`);
    expect(gone.status).toBe(410);
    expect(code(gone)).toBe('candidateInterview.link_revoked');
    const late = await invite(people, posting.postingId, {
      deadlineAt: new Date(Date.now() - 1000),
    });
    for (const res of [
      await call(app, 'GET', `${BASE}/${late.token}`),
      await consent(late.token),
      await call(app, 'GET', `${BASE}/${late.token}/question`),
    ]) {
      expect(res.status).toBe(410);
      expect(code(res)).toBe('candidateInterview.link_expired');
    }
  });

  it('needs consent, which is stored once with an event and starts the candidate', async () => {
    const me = await invite(people, posting.postingId);
    const early = await call(app, 'GET', `${BASE}/${me.token}/question`);
    expect(early.status).toBe(409);
    expect(code(early)).toBe('candidateInterview.consent_required');
    expect(
      (await call(app, 'POST', `${BASE}/${me.token}/consent`, { body: { agree: false } })).status,
    ).toBe(400);
    const first = data<InterviewWelcome>(await consent(me.token));
    expect(first).toMatchObject({ stage: 'started', consented_at: expect.any(String) });
    const again = data<InterviewWelcome>(await consent(me.token));
    expect(again.consented_at).toBe(first.consented_at);
    expect(await eventsOf(me.id)).toEqual(['consented']);
  });

  it('keeps the timers on the server: a reload does not reset them, a late take is refused', async () => {
    const me = await invite(people, posting.postingId);
    await consent(me.token);
    const video = posting.questions[0]!;
    const first = (await current(me.token)).question!;
    expect(first).toMatchObject({ id: video.id, position: 0, prompt: 'Why this team?' });
    expect(first.answer_started_at).toBeNull();
    // 20 s later, a reload shows the same start, so 10 s of thinking are left.
    await db
      .update(candidateAnswers)
      .set({ thinkStartedAt: ago(20) })
      .where(eq(candidateAnswers.candidateId, me.id));
    const reloaded = (await current(me.token)).question!;
    const left = Date.parse(reloaded.think_ends_at) - Date.parse(reloaded.server_now);
    expect(left).toBeGreaterThan(8_000);
    expect(left).toBeLessThanOrEqual(10_500);

    // Answering before starting is refused.
    const unstarted = await take(me.token, video.id);
    expect(unstarted.code).toBe('candidateInterview.not_started');
    const started = data<InterviewQuestion>(await start(me.token, video.id));
    const again = data<InterviewQuestion>(await start(me.token, video.id));
    expect(again.answer_started_at).toBe(started.answer_started_at);

    // 60 s of answer time + 30 s of grace: at 80 s a take is taken, at 95 s it is refused.
    await db
      .update(candidateAnswers)
      .set({ answerStartedAt: ago(80) })
      .where(eq(candidateAnswers.candidateId, me.id));
    expect((await take(me.token, video.id)).status).toBe(201);
    await db
      .update(candidateAnswers)
      .set({ answerStartedAt: ago(95) })
      .where(eq(candidateAnswers.candidateId, me.id));
    const stored = await filesStored();
    const late = await take(me.token, video.id);
    expect(late.status).toBe(409);
    expect(late.code).toBe('candidateInterview.time_over');
    expect(await filesStored()).toBe(stored);
  });

  it('lets the think time run out: starting later counts from its end', async () => {
    const me = await invite(people, posting.postingId);
    await consent(me.token);
    await current(me.token);
    await db
      .update(candidateAnswers)
      .set({ thinkStartedAt: ago(100) })
      .where(eq(candidateAnswers.candidateId, me.id));
    const started = data<InterviewQuestion>(await start(me.token, posting.questions[0]!.id));
    expect(started.answer_started_at).toBe(started.think_ends_at);
  });

  it('lets the candidate pause between questions: the next think time starts when it is fetched', async () => {
    const me = await invite(people, posting.postingId);
    await consent(me.token);
    const [video, audio] = posting.questions;
    await current(me.token);
    await start(me.token, video!.id);
    const first = await take(me.token, video!.id);
    const sent = await submit(me.token, video!.id, { take_id: first.body.data.takes[0]!.id });
    // The answer names no next question, and none is opened: no clock runs on it.
    expect(data<InterviewCurrent>(sent)).toEqual({ question: null, answered: 1, total: 3 });
    expect(await answerRow(me.id, audio!.id)).toBeUndefined();
    // The welcome page a returning candidate opens shows where they stopped.
    const welcome = data<InterviewWelcome>(await call(app, 'GET', `${BASE}/${me.token}`));
    expect(welcome).toMatchObject({ stage: 'started', answered: 1, total: 3 });
    // Coming back (here at once; any time before the deadline) opens it with its full think time.
    const next = (await current(me.token)).question!;
    expect(next.id).toBe(audio!.id);
    const thinkLeft = Date.parse(next.think_ends_at) - Date.parse(next.server_now);
    expect(thinkLeft).toBeGreaterThan(28_000);
    expect(thinkLeft).toBeLessThanOrEqual(30_000);
    expect(await answerRow(me.id, audio!.id)).toMatchObject({ answerStartedAt: null });
  });
  it('allows the plan’s takes of its kind, submits the chosen one and deletes the others', async () => {
    const me = await invite(people, posting.postingId);
    await consent(me.token);
    const [video, audio] = posting.questions;
    await current(me.token);
    await start(me.token, video!.id);
    const before = await filesStored();
    const wrongKind = await take(me.token, video!.id, 'audio/webm');
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.code).toBe('candidateInterview.wrong_answer_type');
    expect((await take(me.token, video!.id)).status).toBe(201);
    const second = await take(me.token, video!.id, 'video/mp4');
    expect(second.status).toBe(201);
    expect(second.body.data.takes.map((t) => t.number)).toEqual([1, 2]);
    const third = await take(me.token, video!.id);
    expect(third.status).toBe(409);
    expect(third.code).toBe('candidateInterview.no_takes_left');
    expect(await filesStored()).toBe(before + 2);

    // Not the current question yet.
    const ahead = await start(me.token, audio!.id);
    expect(code(ahead)).toBe('candidateInterview.not_current');

    // Choose the first take: the second is deleted, file and all.
    const [firstTake, secondTake] = second.body.data.takes;
    const next = data<InterviewCurrent>(
      await submit(me.token, video!.id, { take_id: firstTake!.id }),
    );
    expect(next).toEqual({ answered: 1, total: 3, question: null });
    const answer = await answerRow(me.id, video!.id);
    expect(answer).toMatchObject({ chosenTakeId: firstTake!.id, submittedAt: expect.any(Date) });
    expect(await filesStored()).toBe(before + 1);
    const left = await db.select().from(recordings).where(eq(recordings.candidateId, me.id));
    expect(left.map((r) => r.id)).toEqual([firstTake!.recording.id]);
    expect(left[0]).toMatchObject({ userId: null, mimeType: 'video/webm' });
    expect(secondTake!.recording.id).not.toBe(firstTake!.recording.id);
    // A submitted question cannot be answered again.
    expect(code(await submit(me.token, video!.id, { take_id: firstTake!.id }))).toBe(
      'candidateInterview.not_current',
    );
  });

  it('keeps two takes sent at once within the allowance', async () => {
    const me = await invite(people, posting.postingId);
    await consent(me.token);
    const [video, audio] = posting.questions;
    await current(me.token);
    await start(me.token, video!.id);
    const first = await take(me.token, video!.id);
    await submit(me.token, video!.id, { take_id: first.body.data.takes[0]!.id });
    await start(me.token, audio!.id);
    const before = await filesStored();
    // The audio question allows one take: of two at once, one is kept.
    const results = await Promise.all([
      take(me.token, audio!.id, 'audio/webm'),
      take(me.token, audio!.id, 'audio/webm'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.code).toBe('candidateInterview.no_takes_left');
    const answer = await answerRow(me.id, audio!.id);
    expect(
      await db
        .select()
        .from(candidateAnswerTakes)
        .where(eq(candidateAnswerTakes.answerId, answer!.id)),
    ).toHaveLength(1);
    expect(await filesStored()).toBe(before + 1);
  });

  it('limits guessing: every call of a link counts per address', async () => {
    const headers = { 'x-test-client': '198.51.100.7' };
    let last = 0;
    for (let i = 0; i < 301; i++) {
      last = (await call(app, 'GET', `${BASE}/${randomToken()}`, { headers })).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    // Another address is not affected.
    const me = await invite(people, posting.postingId);
    expect((await call(app, 'GET', `${BASE}/${me.token}`)).status).toBe(200);
  });

  it('takes a written answer where the plan says so, and only there', async () => {
    const me = await invite(people, posting.postingId);
    await consent(me.token);
    const [video, audio, written] = posting.questions;
    await current(me.token);
    await start(me.token, video!.id);
    const text = await submit(me.token, video!.id, { text: 'I would rather write' });
    expect(text.status).toBe(422);
    const t1 = await take(me.token, video!.id);
    await submit(me.token, video!.id, { take_id: t1.body.data.takes[0]!.id });
    await start(me.token, audio!.id);
    const t2 = await take(me.token, audio!.id, 'audio/ogg');
    await submit(me.token, audio!.id, { take_id: t2.body.data.takes[0]!.id });
    await current(me.token);
    const noStart = await submit(me.token, written!.id, { text: 'An old silent pond' });
    expect(code(noStart)).toBe('candidateInterview.not_started');
    await start(me.token, written!.id);
    expect((await take(me.token, written!.id)).code).toBe('candidateInterview.wrong_answer_type');
    const blank = await submit(me.token, written!.id, { text: '   ' });
    expect(blank.status).toBe(400);
    const done = await submit(me.token, written!.id, { text: 'An old silent pond' });
    expect(data<InterviewCurrent>(done)).toEqual({ question: null, answered: 3, total: 3 });
    expect((await answerRow(me.id, written!.id))?.writtenText).toBe('An old silent pond');
    // A pause between questions: the welcome page shows the progress.
    const welcome = data<InterviewWelcome>(await call(app, 'GET', `${BASE}/${me.token}`));
    expect(welcome).toMatchObject({ stage: 'started', answered: 3, total: 3 });
  });

  it('keeps each candidate’s answers to their own link', async () => {
    const a = await invite(people, posting.postingId);
    const b = await invite(people, posting.postingId);
    const video = posting.questions[0]!;
    await consent(a.token);
    await current(a.token);
    await start(a.token, video.id);
    const aTake = (await take(a.token, video.id)).body.data.takes[0]!;
    await consent(b.token);
    const bQuestion = (await current(b.token)).question!;
    expect(bQuestion.takes).toEqual([]);
    expect(bQuestion.answer_started_at).toBeNull();
    await start(b.token, video.id);
    const stolen = await submit(b.token, video.id, { take_id: aTake.id });
    expect(stolen.status).toBe(404);
    expect(data<InterviewWelcome>(await call(app, 'GET', `${BASE}/${b.token}`)).answered).toBe(0);
    expect((await answerRow(a.id, video.id))?.submittedAt).toBeNull();
  });

  it('finishes: completed, the reminder cancelled, the "received" email delivered', async () => {
    delivery = createEmailDelivery({
      db,
      mailer: createSmtpMailer(inbox.url),
      from: 'Rehearse <no-reply@rehearse.test>',
      logger: createLogger('silent'),
    });
    const reminderId = await queueEmail(db, {
      kind: 'candidate-reminder',
      to: 'cora@example.test',
      subject: 'Reminder',
      text: 'Reminder',
      scheduledAt: new Date(Date.now() + 3 * 24 * 3600 * 1000),
    });
    const me = await invite(people, posting.postingId, { reminderEmailId: reminderId });
    await consent(me.token);
    const early = await call(app, 'POST', `${BASE}/${me.token}/finish`);
    expect(early.status).toBe(409);
    expect(code(early)).toBe('candidateInterview.unanswered');

    await answerAll(me.token, posting.questions);
    const done = await call(app, 'POST', `${BASE}/${me.token}/finish`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(data(done)).toEqual({ stage: 'completed', answered: 3, total: 3 });
    const [row] = await db.select().from(postingCandidates).where(eq(postingCandidates.id, me.id));
    expect(row).toMatchObject({
      stage: 'completed',
      completedAt: expect.any(Date),
      reminderEmailId: null,
    });
    expect(await db.select().from(outbox).where(eq(outbox.id, reminderId))).toEqual([]);
    expect(await eventsOf(me.id)).toEqual(['consented', 'completed']);

    await tasks.idle();
    await inbox.waitFor(1);
    const [mail] = inbox.received;
    expect(mail!.envelopeTo).toEqual([me.email]);
    expect(mail!.subject).toBe('We received your interview for Platform Engineer');
    expect(mail!.text).toContain('Hi Cora,');
    expect(mail!.text).toContain('the hiring team at Acme Hiring');

    // Submitted once; nothing more to answer.
    expect(code(await call(app, 'POST', `${BASE}/${me.token}/finish`))).toBe(
      'candidateInterview.finished',
    );
    expect(code(await call(app, 'GET', `${BASE}/${me.token}/question`))).toBe(
      'candidateInterview.finished',
    );
    expect(data<InterviewWelcome>(await call(app, 'GET', `${BASE}/${me.token}`)).stage).toBe(
      'completed',
    );
  });

  it('deletes the candidate’s data on request and keeps the record as withdrawn', async () => {
    const before = await filesStored();
    const me = await invite(people, posting.postingId);
    await answerAll(me.token, posting.questions);
    const other = await invite(people, posting.postingId);
    await consent(other.token);
    await current(other.token);
    await start(other.token, posting.questions[0]!.id);
    await take(other.token, posting.questions[0]!.id);
    expect(await filesStored()).toBe(before + 3);

    const res = await call(app, 'DELETE', `${BASE}/${me.token}`);
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({ stage: 'withdrawn', answered: 0, total: 3 });
    expect(await filesStored()).toBe(before + 1);
    expect(
      await db.select().from(candidateAnswers).where(eq(candidateAnswers.candidateId, me.id)),
    ).toEqual([]);
    expect(await db.select().from(recordings).where(eq(recordings.candidateId, me.id))).toEqual([]);
    const [row] = await db.select().from(postingCandidates).where(eq(postingCandidates.id, me.id));
    expect(row?.stage).toBe('withdrawn');
    expect(await eventsOf(me.id)).toContain('withdrawn');
    const gone = await call(app, 'GET', `${BASE}/${me.token}`);
    expect(gone.status).toBe(410);
    expect(code(gone)).toBe('candidateInterview.withdrawn');
    expect((await call(app, 'DELETE', `${BASE}/${me.token}`)).status).toBe(410);
    // The other candidate's take is untouched.
    expect(
      await db.select().from(recordings).where(eq(recordings.candidateId, other.id)),
    ).toHaveLength(1);
  });
});

describe('resetting one answer', () => {
  let people: RecruitingTeam;
  let posting: Awaited<ReturnType<typeof openPosting>>;
  beforeEach(async () => {
    people = await recruitingTeam(app, db);
    posting = await openPosting(people);
  });
  const resetPath = (postingId: string, candidateId: string, questionId: string) =>
    `/api/recruiter/postings/${postingId}/candidates/${candidateId}/answers/${questionId}/reset`;

  it('removes the takes so the candidate records it again; owners and recruiters only', async () => {
    const before = await filesStored();
    const me = await invite(people, posting.postingId);
    await answerAll(me.token, posting.questions);
    expect((await call(app, 'POST', `${BASE}/${me.token}/finish`)).status).toBe(200);
    const video = posting.questions[0]!;
    const path = resetPath(posting.postingId, me.id, video.id);

    const reviewer = await call(app, 'POST', path, { token: people.reviewer.token });
    expect(reviewer.status).toBe(403);
    const outsider = await call(app, 'POST', path, { token: people.other.token });
    expect(outsider.status).toBe(404);
    expect(await filesStored()).toBe(before + 2);

    const res = await call(app, 'POST', path, { token: people.recruiter.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(data(res)).toEqual({
      candidate_id: me.id,
      posting_question_id: video.id,
      removed_takes: 1,
    });
    expect(await filesStored()).toBe(before + 1);
    expect(await answerRow(me.id, video.id)).toBeUndefined();
    expect(await db.select().from(candidateAnswerTakes)).toHaveLength(1);
    const [row] = await db.select().from(postingCandidates).where(eq(postingCandidates.id, me.id));
    expect(row).toMatchObject({ stage: 'started', completedAt: null });
    expect(await eventsOf(me.id)).toContain('answer_reset');

    // Nothing left to reset.
    expect((await call(app, 'POST', path, { token: people.owner.token })).status).toBe(404);
    // The candidate answers it again, with fresh timers and takes.
    const again = (await current(me.token)).question!;
    expect(again).toMatchObject({ id: video.id, takes: [], answer_started_at: null });
    // Unknown ids: 404.
    expect(
      (
        await call(app, 'POST', resetPath(posting.postingId, 'not-a-uuid', video.id), {
          token: people.owner.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('candidate interview: OpenAPI', () => {
  it('documents every call', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    const calls: [string, string][] = [
      [`${BASE}/{token}`, 'get'],
      [`${BASE}/{token}`, 'delete'],
      [`${BASE}/{token}/consent`, 'post'],
      [`${BASE}/{token}/question`, 'get'],
      [`${BASE}/{token}/questions/{questionId}/start`, 'post'],
      [`${BASE}/{token}/questions/{questionId}/takes`, 'post'],
      [`${BASE}/{token}/questions/{questionId}/answer`, 'post'],
      [`${BASE}/{token}/finish`, 'post'],
      [
        '/api/recruiter/postings/{id}/candidates/{candidateId}/answers/{postingQuestionId}/reset',
        'post',
      ],
    ];
    for (const [path, method] of calls) expect(doc.paths).toHaveProperty([path, method]);
  });
});
