import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_STAGES } from '@rehearse/contracts/candidates';
import type { CandidateList } from '@rehearse/contracts/candidates';
import type { BillingLedger, BillingSummary } from '@rehearse/contracts/billing';
import type { RecruiterDashboard } from '@rehearse/contracts/recruiter-dashboard';
import type { CandidateScorecards, RankedCandidate } from '@rehearse/contracts/scorecards';
import type { AuthResponse } from '@rehearse/contracts/user';
import { call, TEST_SECRET, useTestApp } from '../test/test-app';
import { candidateAnswers, candidateAnswerTakes } from './db/schema/candidate-answers';
import { postingCandidateEvents, postingCandidates } from './db/schema/posting-candidates';
import { postingQuestions, postings } from './db/schema/postings';
import { recordings } from './db/schema/recordings';
import { scorecards } from './db/schema/scorecards';
import { transcriptions } from './db/schema/transcriptions';
import { users } from './db/schema/users';
import { recordingFilePath, signMediaPath } from './domain/recording-urls';
import { DEMO_PASSWORD, ensureDemoAccounts } from './demo-accounts';
import { ledgerMismatches } from './domain/credit-ledger';
import { settleEndedReservations } from './domain/interview-credits';
import { expireOverdueCandidates } from './modules/candidates/candidate-expiry';
import samples from './db/seed/data/sample-answers/answers.json';

const { app, db, accountHooks, recordings: store } = await useTestApp();

async function signIn(email: string) {
  const res = await call(app, 'POST', '/api/auth/sign-in', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return (res.body as AuthResponse).accessToken;
}

const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

async function openPosting() {
  const [row] = await db
    .select({ id: postings.id })
    .from(postings)
    .where(eq(postings.title, 'Senior Frontend Engineer'));
  return row!.id;
}

describe('the demo candidates of Northwind Talent', () => {
  it('cover every stage on the open posting, with consistent answers and history', async () => {
    await ensureDemoAccounts(db, accountHooks, store);
    const owner = await signIn('recruiter@rehearse.dev');
    const postingId = await openPosting();
    const list = data<CandidateList>(
      await call(app, 'GET', `/api/recruiter/postings/${postingId}/candidates?pageSize=50`, {
        token: owner,
      }),
    );
    for (const stage of CANDIDATE_STAGES) expect(list.counts[stage], stage).toBeGreaterThan(0);
    expect(list.counts.all).toBeGreaterThanOrEqual(8);
    expect(list.items.every((c) => c.email.endsWith('@example.com'))).toBe(true);

    // Open invitations end in the future, so the expiry sweep leaves them as they are.
    const now = new Date();
    expect(await expireOverdueCandidates(db, now)).toBe(0);
    const open = await db
      .select({ deadlineAt: postingCandidates.deadlineAt })
      .from(postingCandidates)
      .where(inArray(postingCandidates.stage, ['invited', 'started']));
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) expect(row.deadlineAt.getTime()).toBeGreaterThan(now.getTime());

    // Everyone who finished answered every question of the plan with one chosen take.
    const [{ questions }] = await db
      .select({ questions: count() })
      .from(postingQuestions)
      .where(eq(postingQuestions.postingId, postingId));
    const finished = await db
      .select({ id: postingCandidates.id })
      .from(postingCandidates)
      .where(
        and(eq(postingCandidates.postingId, postingId), isNotNull(postingCandidates.completedAt)),
      );
    for (const { id } of finished) {
      const answers = await db
        .select()
        .from(candidateAnswers)
        .innerJoin(candidateAnswerTakes, eq(candidateAnswerTakes.id, candidateAnswers.chosenTakeId))
        .innerJoin(recordings, eq(recordings.id, candidateAnswerTakes.recordingId))
        .innerJoin(transcriptions, eq(transcriptions.recordingId, recordings.id))
        .where(eq(candidateAnswers.candidateId, id));
      expect(answers).toHaveLength(questions);
      for (const a of answers) {
        expect(a.candidate_answers.submittedAt).not.toBeNull();
        expect(a.recordings).toMatchObject({ candidateId: id, mimeType: 'audio/webm' });
        expect(a.recordings.attachedAt).not.toBeNull();
        expect(a.transcriptions.status).toBe('done');
        expect(samples.answers.map((s) => s.text)).toContain(a.transcriptions.text);
        expect(a.transcriptions.words?.length).toBeGreaterThan(5);
      }
    }
    // The withdrawn candidate's answers are gone, as a withdrawal leaves them.
    const [withdrawn] = list.items.filter((c) => c.stage === 'withdrawn');
    expect(
      await db
        .select({ n: count() })
        .from(recordings)
        .where(eq(recordings.candidateId, withdrawn!.id)),
    ).toEqual([{ n: 0 }]);

    // Decided candidates carry their decisions in the history, by the owner.
    const [ownerRow] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'recruiter@rehearse.dev'));
    const decided = list.items.filter((c) =>
      ['hired', 'rejected', 'shortlisted'].includes(c.stage),
    );
    for (const candidate of decided) {
      const decisions = await db
        .select()
        .from(postingCandidateEvents)
        .where(
          and(
            eq(postingCandidateEvents.candidateId, candidate.id),
            eq(postingCandidateEvents.kind, 'decision'),
          ),
        );
      expect(decisions.at(-1)?.detail).toMatchObject({ to: candidate.stage, email: false });
      expect(decisions.every((d) => d.actorId === ownerRow!.id)).toBe(true);
    }

    // A second start adds no candidates and no recordings.
    const total = async () => ({
      candidates: (await db.select({ n: count() }).from(postingCandidates))[0]!.n,
      recordings: (await db.select({ n: count() }).from(recordings))[0]!.n,
    });
    const before = await total();
    expect(await ensureDemoAccounts(db, accountHooks, store)).toBe(0);
    expect(await total()).toEqual(before);
  });

  it('stream their recorded answers from the recordings store', async () => {
    await ensureDemoAccounts(db, accountHooks, store);
    const rows = await db.select().from(recordings).where(isNotNull(recordings.candidateId));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows.slice(0, 4)) {
      const url = await signMediaPath(TEST_SECRET, recordingFilePath(row.id), new Date());
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('audio/webm');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.byteLength).toBe(row.size);
      // The EBML header every WebM file starts with.
      expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    }
  });

  it('have scorecards by two reviewers, a disagreement, a gap, and a ranking', async () => {
    await ensureDemoAccounts(db, accountHooks, store);
    const owner = await signIn('recruiter@rehearse.dev');
    const postingId = await openPosting();
    const reviewers = await db
      .selectDistinct({ email: users.email })
      .from(scorecards)
      .innerJoin(users, eq(users.id, scorecards.reviewerId))
      .where(isNotNull(scorecards.submittedAt));
    expect(reviewers.map((r) => r.email).sort()).toEqual([
      'recruiter@rehearse.dev',
      'reviewer@rehearse.dev',
    ]);

    const ranking = data<{ items: RankedCandidate[]; hidden: number }>(
      await call(app, 'GET', `/api/recruiter/postings/${postingId}/ranking`, { token: owner }),
    );
    // The owner sees the candidates they scored; the one with only a draft stays hidden.
    expect(ranking.items.length).toBeGreaterThanOrEqual(4);
    expect(ranking.hidden).toBeGreaterThan(0);
    expect(ranking.items[0]!.overall).not.toBeNull();
    expect(ranking.items.some((c) => c.disagreement)).toBe(true);
    expect(ranking.items.some((c) => c.gaps > 0)).toBe(true);

    const disputed = ranking.items.find((c) => c.disagreement)!;
    const review = data<CandidateScorecards>(
      await call(
        app,
        'GET',
        `/api/recruiter/postings/${postingId}/candidates/${disputed.candidate_id}/scorecards`,
        { token: owner },
      ),
    );
    expect(review.mine?.submitted_at).not.toBeNull();
    expect(review.others).toHaveLength(1);
    expect(review.others![0]!.reviewer.name).toBe('Rowan Reviewer');
    expect(review.aggregate?.criteria.some((c) => c.spread !== null && c.spread >= 2)).toBe(true);

    // The reviewer, on the team, sees their own scored candidates too.
    const reviewer = await signIn('reviewer@rehearse.dev');
    const theirs = data<{ items: RankedCandidate[] }>(
      await call(app, 'GET', `/api/recruiter/postings/${postingId}/ranking`, { token: reviewer }),
    );
    expect(theirs.items.length).toBeGreaterThanOrEqual(5);
  });

  it('give the recruiter dashboard figures, a weekly chart and work to do', async () => {
    await ensureDemoAccounts(db, accountHooks, store);
    const owner = await signIn('recruiter@rehearse.dev');
    const dashboard = data<RecruiterDashboard>(
      await call(app, 'GET', '/api/recruiter/dashboard', { token: owner }),
    );
    expect(dashboard.open_postings).toHaveLength(1);
    expect(dashboard.open_postings[0]!.invited).toBeGreaterThan(0);
    expect(dashboard.completion_rate).toBeGreaterThan(0);
    expect(dashboard.median_hours_to_complete).toBeGreaterThan(0);
    expect(dashboard.median_hours_to_decide).toBeGreaterThan(0);
    expect(dashboard.awaiting_review.length).toBeGreaterThan(0);
    expect(dashboard.my_drafts.length).toBeGreaterThan(0);
    const weeks = dashboard.weekly.filter((w) => w.invited + w.completed + w.decided > 0);
    expect(weeks.length).toBeGreaterThanOrEqual(4);
  });

  it('have a credit ledger whose history adds up to the balance', async () => {
    await ensureDemoAccounts(db, accountHooks, store);
    const owner = await signIn('recruiter@rehearse.dev');
    const summary = data<BillingSummary>(
      await call(app, 'GET', '/api/billing/summary', { token: owner }),
    );
    expect(summary).toMatchObject({ plan: 'recruiting', monthly_allowance: 20 });
    // What the open invitations hold, and enough left for the demo to invite more.
    const open = await db
      .select({ n: count() })
      .from(postingCandidates)
      .where(inArray(postingCandidates.stage, ['invited', 'started']));
    expect(summary.reserved).toBe(open[0]!.n);
    expect(summary.balance).toBeGreaterThanOrEqual(10);

    const ledger = data<BillingLedger>(
      await call(app, 'GET', '/api/billing/ledger?page_size=100', { token: owner }),
    );
    const kinds = new Set(ledger.items.map((row) => row.kind));
    for (const kind of ['grant', 'reserve', 'capture', 'release', 'adjust'] as const) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    // An allowance grant for each of the last months, newest first.
    const grants = ledger.items.filter((row) => row.kind === 'grant');
    expect(grants.length).toBeGreaterThanOrEqual(2);
    expect(grants[0]!.reason).toBe(`Monthly allowance for ${new Date().toISOString().slice(0, 7)}`);
    expect(
      ledger.items.filter((row) => row.kind === 'adjust').map((row) => row.reason),
    ).toContainEqual(expect.stringMatching(/^Goodwill/));
    // Every candidate who finished spent their credit; every expired one got it back.
    const finished = await db
      .select({ id: postingCandidates.id })
      .from(postingCandidates)
      .where(isNotNull(postingCandidates.completedAt));
    const captured = new Set(
      ledger.items.filter((row) => row.kind === 'capture').map((row) => row.candidate_id),
    );
    expect(captured).toEqual(new Set(finished.map((row) => row.id)));
    const expired = (await db.select().from(postingCandidates)).filter(
      (row) => row.stage === 'expired',
    );
    for (const row of expired) {
      expect(
        ledger.items.some((entry) => entry.kind === 'release' && entry.candidate_id === row.id),
      ).toBe(true);
    }
    expect(await ledgerMismatches(db)).toEqual([]);
    // Replaying the sweep's reconciliation finds nothing left to settle.
    expect(await settleEndedReservations(db, new Date())).toBe(0);
  });
});
