import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { users } from '../db/schema/users';
import type { AppEnv } from './app-env';
import { announceChange } from './live-events';

// After a signed-in change succeeds, the live streams (GET /api/events, decision 076) of the
// user's other tabs, and for a recruiting organization's areas of its whole team, hear which area
// changed; the web app reloads what it shows of that area. One rule for every route, so no
// handler has to remember it.

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The areas whose lists a browser shows; anything else (auth, analytics, speech, checkout, the
// §4 product user and subscription calls) announces nothing.
const AREAS = new Set([
  'apps',
  'common',
  'recruiter',
  'admin',
  'pages',
  'dashboards',
  'workspace',
  'practice',
  'mock-interviews',
  'quizzes',
  'billing',
]);
// Areas kept in two segments (`apps/notes`); the others are one (`quizzes`).
const TWO_SEGMENTS = new Set(['apps', 'common', 'recruiter', 'admin', 'pages', 'dashboards']);

// `/api/apps/notes/123` -> `apps/notes`; null for what no screen lists.
export function topicOf(path: string): string | null {
  const [, api, area, part] = path.split('/');
  if (api !== 'api' || !area || !AREAS.has(area)) return null;
  if (!TWO_SEGMENTS.has(area)) return area;
  return part ? `${area}/${part}` : null;
}

// A recruiting organization's areas are the team's: every member hears of a change.
const isTeamTopic = (topic: string) => topic.startsWith('recruiter/') || topic === 'billing';

// The tab that made the change (the web app's per-tab X-Client-Id): it shows the change already.
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

export const publishChanges = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!UNSAFE.has(c.req.method) || c.res.status >= 400) return;
  const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
  const topic = topicOf(c.req.path);
  if (!user || !topic) return;
  const header = c.req.header('x-client-id');
  const origin = header && CLIENT_ID.test(header) ? header : null;
  const { db, services } = c.var;
  services.tasks.run('live-events', async () => {
    const team =
      isTeamTopic(topic) && user.organizationId
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.organizationId, user.organizationId))
        : [];
    const userIds = team.length > 0 ? team.map((member) => member.id) : [user.id];
    await announceChange(db, userIds, topic, origin);
  });
});
