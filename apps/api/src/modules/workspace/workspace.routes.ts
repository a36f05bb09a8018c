import { createRoute, z } from '@hono/zod-openapi';
import { keptInterviewsSchema } from '@rehearse/contracts/candidate-interview';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { authResponseSchema } from '@rehearse/contracts/user';
import {
  candidateProfileSchema,
  changePasswordSchema,
  deleteAccountSchema,
  homeSchema,
  passwordStateSchema,
  progressQuerySchema,
  progressSchema,
  sampleContentSchema,
  updateCandidateProfileSchema,
  updateSampleContentSchema,
} from '@rehearse/contracts/workspace';
import { builtInOnly, requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonBody, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import { exportAccount } from './account-data';
import { getHome } from './home.service';
import { listKeptInterviews } from './kept-interviews.service';
import {
  changePassword,
  deleteAccount,
  passwordState,
  updateCandidateProfile,
} from './profile.service';
import { getCandidateProfile } from '../../domain/candidate-profile';
import { getProgress } from './progress.service';
import {
  getSampleContent,
  removeSampleContent,
  updateSampleContent,
} from './sample-content.service';
import { ok } from '../../platform/answers';
import { clearPageSession, setPageSession } from '../../platform/page-session';

const tags = ['Workspace'];
const common = { tags, security: bearerSecurity, middleware: requireAuth };
const unauthorized = productErrorContent('Invalid token');

const home = createRoute({
  ...common,
  method: 'get',
  path: '/home',
  summary: 'The home page: streak, weekly goal, what to do next, recent activity',
  responses: { 200: jsonContent(successEnvelope(homeSchema), 'Home'), 401: unauthorized },
});
const progress = createRoute({
  ...common,
  method: 'get',
  path: '/progress',
  summary: 'Progress tracker figures over a date range (default the last 90 days), computed in SQL',
  request: { query: progressQuerySchema },
  responses: {
    200: jsonContent(successEnvelope(progressSchema), 'Progress'),
    400: productErrorContent('Invalid dates'),
    401: unauthorized,
  },
});
const getProfile = createRoute({
  ...common,
  method: 'get',
  path: '/profile',
  summary: 'Headline, target roles and skills, weekly goal',
  responses: {
    200: jsonContent(successEnvelope(candidateProfileSchema), 'Profile'),
    401: unauthorized,
  },
});
const updateProfile = createRoute({
  ...common,
  method: 'patch',
  path: '/profile',
  summary: 'Change the headline, target roles and skills (steer the Daily 5), or weekly goal',
  request: jsonBody(updateCandidateProfileSchema),
  responses: {
    200: jsonContent(successEnvelope(candidateProfileSchema), 'Profile'),
    400: productErrorContent('Invalid profile'),
    401: unauthorized,
  },
});
const getPassword = createRoute({
  ...common,
  method: 'get',
  path: '/password',
  summary:
    'Whether the account has a password (an account made by the OpenID Connect provider has none until it sets one)',
  responses: {
    200: jsonContent(successEnvelope(passwordStateSchema), 'The password’s state'),
    401: unauthorized,
  },
});
const password = createRoute({
  ...common,
  middleware: [requireAuth, builtInOnly],
  method: 'post',
  path: '/password',
  summary:
    'Change the password (asks for the current one, unless the account has none yet); other sessions are signed out',
  request: jsonBody(changePasswordSchema),
  responses: {
    200: jsonContent(successEnvelope(authResponseSchema), 'A fresh session for this device'),
    400: productErrorContent('Wrong current password or weak new one'),
    401: unauthorized,
    403: productErrorContent(
      'Email-and-password accounts are turned off on this server (auth.built_in_disabled)',
    ),
    429: productErrorContent('Too many wrong current passwords; see Retry-After'),
  },
});
const exportData = createRoute({
  ...common,
  method: 'get',
  path: '/export',
  summary: 'Download everything the account owns as one JSON file',
  responses: {
    200: {
      description: 'rehearse-export.json',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
    401: unauthorized,
  },
});
const deleteMe = createRoute({
  ...common,
  method: 'delete',
  path: '/account',
  summary: 'Delete the account and every row and file it owns (type the email to confirm)',
  request: jsonBody(deleteAccountSchema),
  responses: {
    200: jsonContent(successEnvelope(z.object({ deleted: z.literal(true) })), 'Deleted'),
    400: productErrorContent('The typed email does not match'),
    401: unauthorized,
    409: productErrorContent(
      'The last owner of a recruiting organization with other members (organization.last_owner)',
    ),
  },
});

const sampleContent = createRoute({
  ...common,
  method: 'get',
  path: '/sample-content',
  summary:
    'How many sample items each demo area still holds (given at sign-up), and whether the home page’s notice about them is hidden',
  responses: {
    200: jsonContent(successEnvelope(sampleContentSchema), 'Sample items per area'),
    401: unauthorized,
  },
});
const updateSample = createRoute({
  ...common,
  method: 'patch',
  path: '/sample-content',
  summary:
    'Hide the home page’s sample-content notice for the account (on every device), or show it again. Answers what is left',
  request: jsonBody(updateSampleContentSchema),
  responses: {
    200: jsonContent(successEnvelope(sampleContentSchema), 'Sample items per area'),
    400: productErrorContent('Invalid or unknown field'),
    401: unauthorized,
  },
});
const removeSample = createRoute({
  ...common,
  method: 'delete',
  path: '/sample-content',
  summary:
    'Remove every sample item of the demo areas in one transaction; what the user made stays. Answers what was removed (zeros the second time)',
  responses: {
    200: jsonContent(successEnvelope(sampleContentSchema), 'Sample items removed per area'),
    401: unauthorized,
  },
});

const keptInterviews = createRoute({
  ...common,
  method: 'get',
  path: '/interviews',
  summary:
    'The one-way interviews this account keeps (POST /api/interview/{token}/keep), newest first: company, posting, state, deadline, and the link while it still opens',
  responses: {
    200: jsonContent(successEnvelope(keptInterviewsSchema), 'Kept interviews'),
    401: unauthorized,
  },
});

export const workspaceRoutes = createProductRouter()
  .openapi(home, async (c) => ok(c, await getHome(c.var.db, serviceContext(c))))
  .openapi(keptInterviews, async (c) =>
    ok(c, await listKeptInterviews(c.var.db, serviceContext(c))),
  )
  .openapi(progress, async (c) => {
    const data = await getProgress(c.var.db, serviceContext(c), c.req.valid('query'));
    return ok(c, data);
  })
  .openapi(getProfile, async (c) => ok(c, await getCandidateProfile(c.var.db, c.var.user.id)))
  .openapi(updateProfile, async (c) => {
    const data = await updateCandidateProfile(c.var.db, c.var.user.id, c.req.valid('json'));
    return ok(c, data);
  })
  .openapi(getPassword, (c) => ok(c, passwordState(c.var.user)))
  .openapi(password, async (c) => {
    // The change revokes every earlier token, the page session's copy with them.
    const session = await changePassword(c.var.db, serviceContext(c), c.req.valid('json'));
    setPageSession(c, session.accessToken);
    return ok(c, session);
  })
  .openapi(exportData, async (c) => {
    const data = await exportAccount(c.var.db, serviceContext(c));
    c.header('Content-Disposition', 'attachment; filename="rehearse-export.json"');
    return c.json(data, 200);
  })
  .openapi(sampleContent, async (c) => ok(c, await getSampleContent(c.var.db, c.var.user.id)))
  .openapi(updateSample, async (c) => {
    const data = await updateSampleContent(c.var.db, c.var.user.id, c.req.valid('json'));
    return ok(c, data);
  })
  .openapi(removeSample, async (c) => ok(c, await removeSampleContent(c.var.db, c.var.user.id)))
  .openapi(deleteMe, async (c) => {
    await deleteAccount(c.var.db, serviceContext(c), c.req.valid('json').email);
    clearPageSession(c);
    return ok(c, { deleted: true as const });
  });
