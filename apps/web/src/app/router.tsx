import { createBrowserRouter, type RouteObject } from 'react-router';
import { basePath } from '../config/base-path';
import { paths, signedOutPaths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-transport';
import { EmptyLayout } from '../layout/empty-layout';
import { InitialLoading } from '../layout/navigation-progress';
import {
  optionalSessionLoader,
  requireAdmin,
  requireRecruiter,
  requireSignedIn,
  requireSignedInWithRole,
  requireSignedOut,
  roleHomeRedirectLoader,
} from './guards';
import { handle } from './route-handle';
import { RootLayout } from './root-layout';
import { Component as SignInScreen } from './routes/auth/sign-in';
import { RouteErrorScreen } from '../features/errors/route-error-screen';
import { appRoutes } from './app-routes';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: InitialLoading,
    children: [
      // '' (exact) and /signed-in-redirect: signed-in, redirect by role.
      // `element: null`: the loader always redirects, there is nothing to render.
      { index: true, loader: roleHomeRedirectLoader, element: null },
      { path: paths.signedInRedirect.path, loader: roleHomeRedirectLoader, element: null },

      // Empty layout, only for users who are not signed in.
      {
        Component: EmptyLayout,
        middleware: [requireSignedOut],
        children: [
          {
            path: paths.auth.confirmationRequired.path,
            handle: handle('confirmationRequired'),
            lazy: () => import('./routes/auth/confirmation-required'),
          },
          {
            path: paths.auth.forgotPassword.path,
            handle: handle('forgotPassword'),
            lazy: () => import('./routes/auth/forgot-password'),
          },
          {
            path: paths.auth.resetPassword.path,
            handle: handle('resetPassword'),
            lazy: () => import('./routes/auth/reset-password'),
          },
          // The first screen of most visits is in the first bundle rather than a second wave
          // of requests (docs/decisions/020-compression-and-first-paint.md).
          {
            path: paths.auth.signIn.path,
            handle: handle('signIn'),
            Component: SignInScreen,
          },
          {
            path: paths.auth.signUp.path,
            handle: handle('signUp'),
            lazy: () => import('./routes/auth/sign-up'),
          },
          {
            path: paths.auth.invitation.path,
            handle: handle('invitation'),
            lazy: () => import('./routes/auth/invitation'),
          },
          {
            path: paths.auth.platformInvitation.path,
            handle: handle('platformInvitation'),
            lazy: () => import('./routes/auth/platform-invitation'),
          },
        ],
      },

      // Empty layout, signed in or not: the link in the email (or the provider's code) is the only
      // credential.
      {
        Component: EmptyLayout,
        children: [
          {
            path: paths.interview.path,
            handle: handle('candidateInterview'),
            lazy: () => import('./routes/interview'),
          },
          // Back from an OpenID Connect provider: signing in, or linking it to the signed-in
          // account, so neither the signed-in nor the signed-out guard fits.
          {
            path: paths.auth.providerCallback.path,
            handle: handle('providerCallback'),
            lazy: () => import('./routes/auth/provider-callback'),
          },
        ],
      },

      // Empty layout, signed-in.
      {
        Component: EmptyLayout,
        middleware: [requireSignedIn],
        children: [
          {
            path: paths.auth.signOut.path,
            handle: handle('signOut'),
            lazy: () => import('./routes/auth/sign-out'),
          },
          {
            path: paths.auth.unlockSession.path,
            handle: handle('unlockSession'),
            lazy: () => import('./routes/auth/unlock-session'),
          },
        ],
      },

      // Signed-in, in the page frame.
      {
        middleware: [requireSignedInWithRole],
        lazy: () => import('./routes/signed-in-layout'),
        children: [
          {
            path: paths.user.profile.path,
            handle: handle('profile'),
            lazy: () => import('./routes/user/profile'),
          },
          {
            path: paths.workspace.home.path,
            handle: handle('home'),
            lazy: () => import('./routes/workspace/home'),
          },
          {
            path: paths.workspace.dashboard.path,
            handle: handle('progressTracker'),
            lazy: () => import('./routes/workspace/dashboard'),
          },
          {
            path: paths.apps.quiz.path,
            handle: handle('quiz'),
            lazy: () => import('./routes/apps/quiz'),
          },
          {
            path: paths.apps.quizPractice.path,
            handle: handle('quizPractice'),
            lazy: () => import('./routes/apps/quiz-practice'),
          },
          {
            path: paths.apps.mockInterview.path,
            handle: handle('mockInterview'),
            lazy: () => import('./routes/apps/mock-interview'),
          },
          {
            path: paths.apps.mockInterviewPractice.path,
            handle: handle('mockInterviewPractice'),
            lazy: () => import('./routes/apps/mock-interview-practice'),
          },
          {
            path: paths.apps.mockInterviewFeedback.path,
            handle: handle('mockInterviewFeedback'),
            lazy: () => import('./routes/apps/mock-interview-feedback'),
          },
          {
            path: paths.apps.practice.path,
            handle: handle('practice'),
            lazy: () => import('./routes/apps/practice'),
          },
          {
            path: paths.apps.practicePractice.path,
            handle: handle('practicePractice'),
            lazy: () => import('./routes/apps/practice-practice'),
          },
          ...appRoutes,
          {
            middleware: [requireAdmin],
            children: [
              {
                path: paths.admin.dashboard.path,
                handle: handle('adminDashboard'),
                lazy: () => import('./routes/admin/dashboard'),
              },
              {
                path: paths.admin.subscription.path,
                handle: handle('adminSubscription'),
                lazy: () => import('./routes/admin/subscriptions'),
              },
              {
                path: paths.admin.invitation.path,
                handle: handle('adminInvitation'),
                lazy: () => import('./routes/admin/invitation'),
              },
              {
                path: paths.admin.organization.path,
                handle: handle('adminOrganization'),
                lazy: () => import('./routes/admin/organizations'),
              },
              {
                path: paths.admin.postings.path,
                handle: handle('adminPostings'),
                lazy: () => import('./routes/admin/postings'),
              },
              {
                path: paths.admin.createPosting.path,
                handle: handle('adminCreatePosting'),
                lazy: () => import('./routes/admin/create-posting'),
              },
              {
                path: paths.admin.editPosting.path,
                handle: handle('editPosting'),
                lazy: () => import('./routes/admin/edit-posting'),
              },
              {
                path: paths.admin.viewPosting.path,
                handle: handle('viewPosting'),
                lazy: () => import('./routes/admin/view-posting'),
              },
              {
                path: paths.admin.outbox.path,
                handle: handle('adminOutbox'),
                lazy: () => import('./routes/admin/outbox'),
              },
              {
                path: paths.admin.auditLog.path,
                handle: handle('adminAuditLog'),
                lazy: () => import('./routes/admin/audit-log'),
              },
            ],
          },
          {
            middleware: [requireRecruiter],
            children: [
              {
                path: paths.recruiter.dashboard.path,
                handle: handle('recruiterDashboard'),
                lazy: () => import('./routes/recruiter/dashboard'),
              },
              {
                path: paths.recruiter.postings.path,
                handle: handle('recruiterPostings'),
                lazy: () => import('./routes/recruiter/postings'),
              },
              {
                path: paths.recruiter.interviewQuestions.path,
                handle: handle('interviewQuestions'),
                lazy: () => import('./routes/recruiter/interview-questions'),
              },
              {
                path: paths.recruiter.email.path,
                handle: handle('emailTemplates'),
                lazy: () => import('./routes/recruiter/email'),
              },
              {
                path: paths.recruiter.rubric.path,
                handle: handle('rubric'),
                lazy: () => import('./routes/recruiter/rubric'),
              },
              {
                path: paths.recruiter.company.path,
                handle: handle('company'),
                lazy: () => import('./routes/recruiter/company'),
              },
              {
                path: paths.recruiter.billing.path,
                handle: handle('billing'),
                lazy: () => import('./routes/recruiter/billing'),
              },
              {
                path: paths.recruiter.newPosting.path,
                handle: handle('adminCreatePosting'),
                lazy: () => import('./routes/recruiter/new-posting'),
              },
              {
                path: paths.recruiter.editPosting.path,
                handle: handle('editPosting'),
                lazy: () => import('./routes/recruiter/edit-posting'),
              },
              {
                path: paths.recruiter.viewPosting.path,
                handle: handle('viewPosting'),
                lazy: () => import('./routes/recruiter/view-posting'),
              },
              {
                path: paths.recruiter.compareCandidates.path,
                handle: handle('compareCandidates'),
                lazy: () => import('./routes/recruiter/compare-candidates'),
              },
              {
                path: paths.recruiter.candidateReview.path,
                handle: handle('candidateReview'),
                lazy: () => import('./routes/recruiter/candidate-review'),
              },
            ],
          },
        ],
      },

      // Public, empty layout.
      {
        Component: EmptyLayout,
        children: [
          {
            path: paths.home.path,
            handle: handle('landing'),
            loader: optionalSessionLoader,
            lazy: () => import('./routes/landing'),
          },
        ],
      },

      // Not guarded: the page frame when signed in, a simple public frame otherwise.
      // Its loader (in the lazy module) also loads the shell's data when signed in.
      {
        lazy: () => import('./routes/support-layout'),
        children: [
          {
            path: paths.support.demo.path,
            handle: handle('demo'),
            lazy: () => import('./routes/support/demo'),
          },
          {
            path: paths.support.faq.path,
            handle: handle('faq'),
            lazy: () => import('./routes/support/faq'),
          },
          {
            path: paths.support.contact.path,
            handle: handle('contact'),
            lazy: () => import('./routes/support/contact'),
          },
        ],
      },

      {
        path: '*',
        handle: handle('notFound'),
        lazy: () => import('./routes/not-found'),
      },
    ],
  },
];

// The demo build (base './') may be served from any folder; the production build folds this to
// createBrowserRouter(routes).
export const router =
  import.meta.env.BASE_URL === './'
    ? createBrowserRouter(routes, { basename: basePath })
    : createBrowserRouter(routes);

// A 401 outside a navigation (a background refetch, a mutation) ends the session: back to sign-in,
// remembering where the user was. During a navigation or the first load the running guard
// redirects instead.
setUnauthorizedHandler(() => {
  if (!router.state.initialized || router.state.navigation.state !== 'idle') return;
  const { pathname, search } = router.state.location;
  if (signedOutPaths.includes(pathname)) return;
  void router.navigate(paths.auth.signIn.getHref(`${pathname}${search}`), { replace: true });
});
