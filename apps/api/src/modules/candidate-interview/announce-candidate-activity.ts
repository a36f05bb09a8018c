import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import type { AppEnv } from '../../platform/app-env';
import { announceChange } from '../../platform/live-events';
import { sha256Hex } from '../../platform/tokens';

// A candidate answering through their link changes the team's pipeline (consent, answers,
// finishing, withdrawing), but the candidate is nobody's signed-in user, so the general rule
// (platform/publish-changes.ts) does not see it: after each successful write through a link, the
// posting's team hears that its postings changed (decision 076). The warm-up is never sent to
// the recruiter, so it announces nothing.
export const announceCandidateActivity = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.res.status >= 400) return;
  if (c.req.path.includes('/warm-up')) return;
  const token = c.req.param('token');
  if (!token) return;
  const { db, services } = c.var;
  services.tasks.run('live-events', async () => {
    const team = await db
      .select({ id: users.id })
      .from(postingCandidates)
      .innerJoin(postings, eq(postings.id, postingCandidates.postingId))
      .innerJoin(users, eq(users.organizationId, postings.organizationId))
      .where(eq(postingCandidates.tokenHash, await sha256Hex(token)));
    await announceChange(
      db,
      team.map((member) => member.id),
      'recruiter/postings',
    );
  });
});
