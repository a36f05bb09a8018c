import { successEnvelope } from '@rehearse/contracts/envelope';
import { homeSchema, progressSchema } from '@rehearse/contracts/workspace';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import { METRIC_IDS } from '@rehearse/feedback/types';
import { eq, sql } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { practiceAttempts } from '../../db/schema/interviews';
import { outbox } from '../../db/schema/outbox';
import { quizAttempts, skillRatingHistory, skillRatings } from '../../db/schema/quizzes';
import { questionBank } from '../../db/seed/data/question-bank.data';
import { feedbackFigures } from '../../domain/feedback-figures';

const { app, db, recordingsDir, tasks } = await useTestApp();
const DAY = 24 * 3600 * 1000;
const openQuestions = questionBank.filter((q) => q.kind === 'open');
const dayKey = (date: Date) => date.toISOString().slice(0, 10);
const at = (daysAgo: number, hour = 10) => {
  const d = new Date(Date.now() - daysAgo * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

describe('home', () => {
  it('shows a new account the first-run guide and today’s Daily 5 to start', async () => {
    const me = await signUpAndIn(app, { name: 'Nia New' });
    const res = await call(app, 'GET', '/api/workspace/home', { token: me.token });
    expect(res.status).toBe(200);
    const home = successEnvelope(homeSchema).parse(res.body).data;
    expect(home).toMatchObject({
      name: 'Nia New',
      firstRun: true,
      streak: { current: 0, longest: 0, activeToday: false },
      weeklyGoal: { goal: 5, done: 0 },
      recentActivity: [],
    });
    expect(home.nextSteps).toEqual([
      { kind: 'daily', status: 'not-started', attemptId: null, score: null },
    ]);
  });

  it('tells an active candidate what to resume and what they did', async () => {
    const me = await signUpAndIn(app);
    const quiz = await call(app, 'POST', '/api/quizzes', {
      token: me.token,
      body: { skills: ['git'], length: 5, difficulty: 2, mode: 'exam' },
    });
    const quizId = (quiz.body as { data: { id: string } }).data.id;
    const question = openQuestions[0]!;
    await call(app, 'POST', `/api/practice/questions/${question.id}/attempts`, {
      token: me.token,
      body: { mode: 'text', transcript: 'I led the migration and we cut costs by 20%.' },
    });
    const home = successEnvelope(homeSchema).parse(
      (await call(app, 'GET', '/api/workspace/home', { token: me.token })).body,
    ).data;
    expect(home.firstRun).toBe(false);
    expect(home.nextSteps[0]).toMatchObject({ kind: 'resume-quiz', attemptId: quizId, length: 5 });
    expect(home.streak).toMatchObject({ current: 1, activeToday: true });
    expect(home.weeklyGoal.done).toBe(1);
    expect(home.recentActivity).toEqual([
      expect.objectContaining({
        kind: 'practice',
        label: question.prompt,
        questionId: question.id,
      }),
    ]);
  });
});

describe('progress', () => {
  it('computes trends, levels, heatmap, streak and per-question bests from a known history', async () => {
    const me = await signUpAndIn(app);
    const userId = me.user.id;
    // Quizzes: two three days ago (60 and 80), one yesterday (100), one today (40).
    await db.insert(quizAttempts).values(
      [
        [3, 60],
        [3, 80],
        [1, 100],
        [0, 40],
      ].map(([daysAgo, score]) => ({
        userId,
        mode: 'practice' as const,
        source: 'custom' as const,
        difficulty: '3',
        skills: ['sql'],
        length: 5,
        startedAt: at(daysAgo!, 9),
        completedAt: at(daysAgo!),
        score,
      })),
    );
    // Practice answers to one question: an older weak one and a strong one today.
    const question = openQuestions.find((q) => q.category === 'behavioural')!;
    const weak = analyzeAnswer({
      transcript: 'Um, so, like, I think we maybe fixed it.',
      durationSeconds: 6,
    });
    const strong = analyzeAnswer({
      transcript:
        'At my last job our deploys failed weekly. I was asked to fix it. I wrote a rollback script and added canary checks. As a result, failures fell by 80%.',
      durationSeconds: 14,
      expectsStar: true,
    });
    await db.insert(practiceAttempts).values([
      {
        userId,
        questionId: question.id,
        mode: 'text',
        transcript: 'x',
        feedback: weak,
        score: weak.score,
        ...feedbackFigures(weak),
        createdAt: at(2),
      },
      {
        userId,
        questionId: question.id,
        mode: 'text',
        transcript: 'y',
        feedback: strong,
        score: strong.score,
        ...feedbackFigures(strong),
        createdAt: at(0, 11),
      },
    ]);
    // SQL rating: 1000 forty days ago, 1100 now.
    await db.insert(skillRatings).values({ userId, skill: 'sql', rating: 1100, answered: 20 });
    await db.insert(skillRatingHistory).values([
      { userId, skill: 'sql', rating: 1040, recordedAt: new Date(Date.now() - 40 * DAY) },
      { userId, skill: 'sql', rating: 1100, recordedAt: at(1) },
    ]);

    const res = await call(app, 'GET', '/api/workspace/progress', { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const progress = successEnvelope(progressSchema).parse(res.body).data;
    expect(progress.quizTrend).toEqual([
      { day: dayKey(at(3)), score: 70, quizzes: 2 },
      { day: dayKey(at(1)), score: 100, quizzes: 1 },
      { day: dayKey(at(0)), score: 40, quizzes: 1 },
    ]);
    expect(progress.activity).toEqual([
      { day: dayKey(at(3)), quizzes: 2, practice: 0, interviews: 0 },
      { day: dayKey(at(2)), quizzes: 0, practice: 1, interviews: 0 },
      { day: dayKey(at(1)), quizzes: 1, practice: 0, interviews: 0 },
      { day: dayKey(at(0)), quizzes: 1, practice: 1, interviews: 0 },
    ]);
    expect(progress.streak).toEqual({ current: 4, longest: 4 });
    expect(progress.skills).toEqual([
      { skill: 'sql', rating: 1100, level: 4, change30d: 60, answered: 20 },
    ]);
    const wpm = (f: typeof weak) => f.metrics.find((m) => m.id === 'wordsPerMinute')!.value;
    expect(progress.feedbackTrend).toEqual([
      expect.objectContaining({
        day: dayKey(at(2)),
        answers: 1,
        score: weak.score,
        wordsPerMinute: wpm(weak),
      }),
      expect.objectContaining({
        day: dayKey(at(0)),
        answers: 1,
        score: strong.score,
        starCoverage: 100,
      }),
    ]);
    expect(progress.questions).toEqual([
      expect.objectContaining({
        questionId: question.id,
        prompt: question.prompt,
        attempts: 2,
        best: Math.max(weak.score, strong.score),
        latest: strong.score,
      }),
    ]);
    expect(progress.weeklyGoal.goal).toBe(5);
    // Weak metrics: the mean sub-score of both answers below 70, weakest first.
    const means = METRIC_IDS.flatMap((id) => {
      const scores = [weak, strong]
        .map((f) => f.metrics.find((m) => m.id === id)!.subScore)
        .filter((v): v is number => v !== null);
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      return scores.length && mean < 70
        ? [{ kind: 'metric', metric: id, meanSubScore: Math.round(mean * 10) / 10 }]
        : [];
    });
    expect(progress.weakAreas).toEqual(
      means.sort((a, b) => a.meanSubScore - b.meanSubScore).slice(0, 3),
    );

    // A range narrows the trends.
    const narrow = successEnvelope(progressSchema).parse(
      (
        await call(
          app,
          'GET',
          `/api/workspace/progress?from=${dayKey(at(1))}&to=${dayKey(at(0))}`,
          {
            token: me.token,
          },
        )
      ).body,
    ).data;
    expect(narrow.quizTrend.map((d) => d.day)).toEqual([dayKey(at(1)), dayKey(at(0))]);
    const bad = await call(app, 'GET', '/api/workspace/progress?from=2026-12-01&to=2026-11-01', {
      token: me.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { issues: [{ code: 'validation.date_order', field: 'from' }] },
    });
  });
});

describe('progress: latest quiz', () => {
  it('gives the latest quiz’s own score, not the mean of its day', async () => {
    const me = await signUpAndIn(app);
    const userId = me.user.id;
    const early = new Date(Date.now() - 3 * 3600 * 1000);
    const late = new Date(Date.now() - 3600 * 1000);
    await db.insert(quizAttempts).values(
      [
        [late, 20],
        [early, 100],
      ].map(([completedAt, score]) => ({
        userId,
        mode: 'practice' as const,
        source: 'custom' as const,
        difficulty: '3',
        skills: ['sql'],
        length: 5,
        startedAt: completedAt as Date,
        completedAt: completedAt as Date,
        score: score as number,
      })),
    );
    const progress = successEnvelope(progressSchema).parse(
      (await call(app, 'GET', '/api/workspace/progress', { token: me.token })).body,
    ).data;
    expect(progress.quizTrend.reduce((n, d) => n + d.quizzes, 0)).toBe(2);
    expect(progress.latestQuiz).toEqual({ score: 20, completedAt: late.toISOString() });

    const none = await signUpAndIn(app);
    const empty = successEnvelope(progressSchema).parse(
      (await call(app, 'GET', '/api/workspace/progress', { token: none.token })).body,
    ).data;
    expect(empty.latestQuiz).toBeNull();
  });
});

describe('profile', () => {
  it('keeps target roles and skills, refuses unknown ones', async () => {
    const me = await signUpAndIn(app);
    const patched = await call(app, 'PATCH', '/api/workspace/profile', {
      token: me.token,
      body: {
        headline: 'Backend engineer',
        targetRoles: ['backend'],
        targetSkills: ['sql', 'nodejs'],
        weeklyGoal: 7,
      },
    });
    expect(patched.status).toBe(200);
    const read = await call(app, 'GET', '/api/workspace/profile', { token: me.token });
    expect(read.body).toMatchObject({
      data: {
        headline: 'Backend engineer',
        targetRoles: ['backend'],
        targetSkills: ['sql', 'nodejs'],
        weeklyGoal: 7,
      },
    });
    for (const body of [
      { targetSkills: ['cobol'] },
      { weeklyGoal: 0 },
      { targetRoles: ['pilot'] },
    ]) {
      expect(
        (await call(app, 'PATCH', '/api/workspace/profile', { token: me.token, body })).status,
      ).toBe(400);
    }
    // The Daily 5 draws from the target skills.
    const daily = await call(app, 'POST', '/api/quizzes/daily', { token: me.token });
    const skills = (daily.body as { data: { skills: string[] } }).data.skills;
    expect(skills.every((s) => ['sql', 'nodejs'].includes(s))).toBe(true);
  });

  it('changes the password only with the current one, signing out other sessions', async () => {
    const me = await signUpAndIn(app, { password: 'old password 123' });
    const other = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: me.email, password: 'old password 123' },
    });
    const otherToken = (other.body as { accessToken: string }).accessToken;
    const wrong = await call(app, 'POST', '/api/workspace/password', {
      token: me.token,
      body: { currentPassword: 'nope', newPassword: 'new password 456' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { message: expect.stringContaining('currentPassword') },
    });
    const changed = await call(app, 'POST', '/api/workspace/password', {
      token: me.token,
      body: { currentPassword: 'old password 123', newPassword: 'new password 456' },
    });
    expect(changed.status).toBe(200);
    const fresh = (changed.body as { data: { accessToken: string } }).data.accessToken;
    expect((await call(app, 'GET', '/api/common/user', { token: otherToken })).status).toBe(401);
    expect((await call(app, 'GET', '/api/common/user', { token: fresh })).status).toBe(200);
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: me.email, password: 'new password 456' },
    });
    expect(signIn.status).toBe(200);
  });

  it('limits wrong current passwords to 5 in 15 minutes per account, with Retry-After', async () => {
    const me = await signUpAndIn(app, { password: 'old password 123' });
    const change = (currentPassword: string) =>
      call(app, 'POST', '/api/workspace/password', {
        token: me.token,
        body: { currentPassword, newPassword: 'new password 456' },
      });
    const guesses = await Promise.all(Array.from({ length: 25 }, (_, i) => change(`guess-${i}`)));
    expect(guesses.filter((g) => g.status === 400)).toHaveLength(5);
    const refused = guesses.filter((g) => g.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0].body).toMatchObject({
      success: false,
      error: { code: 'request.rate_limited' },
    });
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(800);
    // The right password waits for the window too: the limit is not an oracle.
    expect((await change('old password 123')).status).toBe(429);
  });

  it('starts counting wrong current passwords afresh after a change', async () => {
    const me = await signUpAndIn(app, { password: 'old password 123' });
    const change = (token: string, currentPassword: string, newPassword: string) =>
      call(app, 'POST', '/api/workspace/password', {
        token,
        body: { currentPassword, newPassword },
      });
    for (let i = 0; i < 4; i++) {
      expect((await change(me.token, 'nope', 'new password 456')).status).toBe(400);
    }
    const changed = await change(me.token, 'old password 123', 'new password 456');
    expect(changed.status).toBe(200);
    const token = (changed.body as { data: { accessToken: string } }).data.accessToken;
    for (let i = 0; i < 5; i++) {
      expect((await change(token, 'nope', 'another password')).status).toBe(400);
    }
  });

  it('a password change ends every outstanding reset link', async () => {
    const me = await signUpAndIn(app, { password: 'old password 123' });
    await call(app, 'POST', '/api/auth/forgot-password', { body: { email: me.email } });
    await tasks.idle();
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, me.email));
    const resetToken = new URL(/(http\S+)/.exec(mail!.body)![1]!).searchParams.get('token')!;
    const changed = await call(app, 'POST', '/api/workspace/password', {
      token: me.token,
      body: { currentPassword: 'old password 123', newPassword: 'new password 456' },
    });
    expect(changed.status).toBe(200);
    const reset = await call(app, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'from an old link' },
    });
    expect(reset.status).toBe(400);
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: me.email, password: 'new password 456' },
    });
    expect(signIn.status).toBe(200);
  });

  it('exports everything the account owns, without secrets', async () => {
    const me = await signUpAndIn(app);
    await call(app, 'POST', '/api/quizzes', {
      token: me.token,
      body: { skills: ['git'], length: 5, difficulty: 2, mode: 'exam' },
    });
    const res = await app.request('/api/workspace/export', {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('rehearse-export.json');
    const data = (await res.json()) as { tables: Record<string, Record<string, unknown>[]> };
    expect(data.tables.users).toEqual([expect.objectContaining({ email: me.email })]);
    expect(data.tables.users![0]).not.toHaveProperty('password_hash');
    expect(data.tables.quiz_attempts).toHaveLength(1);
    expect(data.tables.quiz_attempt_questions).toHaveLength(5);
    // Sample data of the demo areas is the account's too.
    expect(data.tables.notes?.length).toBeGreaterThan(0);
    expect(data.tables).not.toHaveProperty('password_reset_tokens');
  });

  it('deletes the account with every row and file it owns after the typed email', async () => {
    const me = await signUpAndIn(app);
    const upload = await app.request('/api/recordings', {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'audio/webm' },
      body: new Uint8Array(100).fill(1),
    });
    expect(upload.status).toBe(201);
    const files = (await readdir(recordingsDir)).length;
    const wrong = await call(app, 'DELETE', '/api/workspace/account', {
      token: me.token,
      body: { email: 'someone@else.test' },
    });
    expect(wrong.status).toBe(400);
    const gone = await call(app, 'DELETE', '/api/workspace/account', {
      token: me.token,
      body: { email: me.email.toUpperCase() },
    });
    expect(gone.status).toBe(200);
    expect((await readdir(recordingsDir)).length).toBe(files - 1);
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: me.email, password: me.password },
    });
    // Sign-in fails as for any unknown account (404 with body false, decision 016).
    expect(signIn.status).toBe(404);
    const left = await db.execute(
      sql`select count(*)::int as n from notes where user_id = ${me.user.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const attempts = await db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, me.user.id));
    expect(attempts).toEqual([]);
  });
});
