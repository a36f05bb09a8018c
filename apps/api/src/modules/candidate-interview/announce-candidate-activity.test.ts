import { describe, expect, it } from 'vitest';
import { openLiveStream } from '../../../test/live-stream';
import { recruitingTeam } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { inviteDirectly, openPostingWithPlan } from './interview-test-kit';

// A candidate's writes through their link reach the posting team's live streams
// (announce-candidate-activity.ts, decision 076).
const { app, db, tasks } = await useTestApp();

describe('candidate activity on the team’s live streams', () => {
  it('tells the team when a candidate consents or withdraws through their link', async () => {
    const team = await recruitingTeam(app, db);
    const { postingId } = await openPostingWithPlan(app, team, { title: 'Live pipeline' }, [
      {
        prompt: 'Why this role?',
        answer_type: 'text',
        think_time_seconds: 0,
        answer_time_seconds: 120,
        takes: 1,
      },
    ]);
    await tasks.idle();
    const recruiter = await openLiveStream(app, team.recruiter.token);
    await expect.poll(() => recruiter.events.length).toBeGreaterThan(0);
    const candidate = await inviteDirectly(db, team, postingId, 'Casey Link');
    expect(
      (
        await call(app, 'POST', `/api/interview/${candidate.token}/consent`, {
          body: { agree: true },
        })
      ).status,
    ).toBe(200);
    // Reading the interview announces nothing; a refused write neither.
    await call(app, 'GET', `/api/interview/${candidate.token}`);
    await call(app, 'POST', `/api/interview/not-a-token/consent`, { body: { agree: true } });
    await tasks.idle();
    await recruiter.waitFor(1);
    expect((await call(app, 'DELETE', `/api/interview/${candidate.token}`)).status).toBe(200);
    await tasks.idle();
    await recruiter.waitFor(2);
    expect(recruiter.changes().map((c) => (c as { topic?: string }).topic)).toEqual([
      'recruiter/postings',
      'recruiter/postings',
    ]);
    recruiter.close();
  });
});
