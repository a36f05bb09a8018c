// A signed-in Rehearse account keeping its one-way interview in its workspace (issue 15,
// docs/decisions/048-candidate-one-way-interview.md): the link's token and the account's bearer
// keep it, the workspace lists it with its link back, nobody else sees or takes it, and the
// token is stored sealed.
import type {
  InterviewKeep,
  InterviewWelcome,
  KeptInterviews,
} from '@rehearse/contracts/candidate-interview';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { code, data, recruitingTeam, type RecruitingTeam } from '../../../test/recruiting-team';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { candidateInterviewKeeps } from '../../db/schema/candidate-interview-keeps';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { inviteDirectly, openPostingWithPlan } from './interview-test-kit';

const { app, db } = await useTestApp();

const written = {
  prompt: 'Why this team?',
  answer_type: 'text' as const,
  think_time_seconds: 30,
  answer_time_seconds: 300,
  takes: 1,
};

async function invited(people: RecruitingTeam) {
  const { postingId } = await openPostingWithPlan(app, people, { title: 'Data Analyst' }, [
    written,
  ]);
  return inviteDirectly(db, people, postingId, 'Cem Candidate');
}

const keepPath = (token: string) => `/api/interview/${token}/keep`;
const listKept = async (bearer: string) => {
  const res = await call(app, 'GET', '/api/workspace/interviews', { token: bearer });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<KeptInterviews>(res).items;
};

describe('keeping a one-way interview in the workspace', () => {
  it('keeps it with the token and the bearer, lists it, and its link opens the same interview', async () => {
    const people = await recruitingTeam(app, db);
    const { token, id } = await invited(people);
    const bearer = people.candidate.token;

    const before = await call(app, 'GET', keepPath(token), { token: bearer });
    expect(data<InterviewKeep>(before)).toEqual({ kept: false });
    const kept = await call(app, 'POST', keepPath(token), { token: bearer });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(data<InterviewKeep>(kept)).toEqual({ kept: true });
    // Keeping twice changes nothing.
    expect((await call(app, 'POST', keepPath(token), { token: bearer })).status).toBe(200);
    expect(data<InterviewKeep>(await call(app, 'GET', keepPath(token), { token: bearer }))).toEqual(
      { kept: true },
    );

    const items = await listKept(bearer);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      candidate_id: id,
      company_name: 'Acme Hiring',
      posting_title: 'Data Analyst',
      state: 'not_started',
      link: `/interview/${token}`,
    });
    const opened = await call(app, 'GET', `/api${items[0]!.link!}`);
    expect(opened.status).toBe(200);
    expect(data<InterviewWelcome>(opened).candidate_name).toBe('Cem Candidate');

    // The token is stored sealed, never as it is.
    const [row] = await db
      .select()
      .from(candidateInterviewKeeps)
      .where(eq(candidateInterviewKeeps.candidateId, id));
    expect(row!.userId).toBe(people.candidate.id);
    expect(row!.tokenCiphertext).not.toContain(token);
    expect(row!.tokenCiphertext).not.toContain(await sha256Hex(token));
  });

  it('follows the interview: in progress after consent, submitted later, no link once closed', async () => {
    const people = await recruitingTeam(app, db);
    const { token, id } = await invited(people);
    const bearer = people.candidate.token;
    await call(app, 'POST', keepPath(token), { token: bearer });
    await call(app, 'POST', `/api/interview/${token}/consent`, { body: { agree: true } });
    expect((await listKept(bearer))[0]).toMatchObject({ state: 'in_progress' });

    await db
      .update(postingCandidates)
      .set({ stage: 'shortlisted' })
      .where(eq(postingCandidates.id, id));
    expect((await listKept(bearer))[0]).toMatchObject({
      state: 'submitted',
      link: `/interview/${token}`,
    });

    await db
      .update(postingCandidates)
      .set({ stage: 'started', deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(postingCandidates.id, id));
    expect((await listKept(bearer))[0]).toMatchObject({ state: 'expired', link: null });

    // A resent invitation replaces the token: the kept one opens nothing any more.
    await db
      .update(postingCandidates)
      .set({ deadlineAt: new Date(Date.now() + 86_400_000), tokenHash: await sha256Hex('newer') })
      .where(eq(postingCandidates.id, id));
    expect((await listKept(bearer))[0]).toMatchObject({ state: 'in_progress', link: null });

    await db
      .update(postingCandidates)
      .set({ stage: 'withdrawn', revokedAt: new Date() })
      .where(eq(postingCandidates.id, id));
    expect((await listKept(bearer))[0]).toMatchObject({ state: 'withdrawn', link: null });
  });

  it('is one account’s: another account neither sees it nor keeps it', async () => {
    const people = await recruitingTeam(app, db);
    const { token } = await invited(people);
    await call(app, 'POST', keepPath(token), { token: people.candidate.token });

    const stranger = await signUpAndIn(app);
    expect(await listKept(stranger.token)).toEqual([]);
    expect(
      data<InterviewKeep>(await call(app, 'GET', keepPath(token), { token: stranger.token })),
    ).toEqual({ kept: false });
    const refused = await call(app, 'POST', keepPath(token), { token: stranger.token });
    expect(refused.status).toBe(409);
    expect(code(refused)).toBe('candidateInterview.kept_by_other');
    // Its unkeep does not touch the owner's keep.
    expect((await call(app, 'DELETE', keepPath(token), { token: stranger.token })).status).toBe(
      200,
    );
    expect(await listKept(people.candidate.token)).toHaveLength(1);
  });

  it('needs a valid link and a signed-in account', async () => {
    const people = await recruitingTeam(app, db);
    const { token } = await invited(people);
    const unknown = await call(app, 'POST', keepPath(randomToken()), {
      token: people.candidate.token,
    });
    expect(unknown.status).toBe(404);
    expect((await call(app, 'POST', keepPath(token))).status).toBe(401);
    expect((await call(app, 'GET', '/api/workspace/interviews')).status).toBe(401);
    expect(await listKept(people.candidate.token)).toEqual([]);
  });

  it('ends on unkeep and on the candidate’s withdrawal', async () => {
    const people = await recruitingTeam(app, db);
    const bearer = people.candidate.token;
    const first = await invited(people);
    await call(app, 'POST', keepPath(first.token), { token: bearer });
    const removed = await call(app, 'DELETE', keepPath(first.token), { token: bearer });
    expect(data<InterviewKeep>(removed)).toEqual({ kept: false });
    expect(await listKept(bearer)).toEqual([]);

    await call(app, 'POST', keepPath(first.token), { token: bearer });
    expect(await listKept(bearer)).toHaveLength(1);
    const withdrawn = await call(app, 'DELETE', `/api/interview/${first.token}`);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await listKept(bearer)).toEqual([]);
    const rows = await db
      .select()
      .from(candidateInterviewKeeps)
      .where(eq(candidateInterviewKeeps.candidateId, first.id));
    expect(rows).toEqual([]);
  });
});
