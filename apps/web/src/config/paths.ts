// Every route path and href builder of the app. Links never use string literals.

type FixedPath = { readonly path: string; getHref: () => string };

const fixed = (path: string): FixedPath => ({ path, getHref: () => path });

const withId = (base: string) => ({
  path: `${base}/:id`,
  getHref: (id: string) => `${base}/${encodeURIComponent(id)}`,
});

// `redirectURL` carries the originally requested path with its query string.
const withRedirect = (path: string) => ({
  path,
  getHref: (redirectURL?: string) =>
    redirectURL ? `${path}?redirectURL=${encodeURIComponent(redirectURL)}` : path,
});

export const paths = {
  root: fixed('/'),
  signedInRedirect: fixed('/signed-in-redirect'),
  home: fixed('/home'),
  auth: {
    signIn: withRedirect('/sign-in'),
    signUp: fixed('/sign-up'),
    forgotPassword: fixed('/forgot-password'),
    resetPassword: {
      path: '/reset-password',
      getHref: (token?: string) =>
        token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
    },
    confirmationRequired: fixed('/confirmation-required'),
    invitation: fixed('/invitation'),
    signOut: fixed('/sign-out'),
    unlockSession: withRedirect('/unlock-session'),
  },
  user: {
    profile: fixed('/user/profile'),
  },
  workspace: {
    home: fixed('/workspace/home'),
    dashboard: fixed('/workspace/dashboard'),
  },
  apps: {
    quiz: fixed('/apps/quiz'),
    quizPractice: fixed('/apps/quiz/practice'),
    mockInterview: fixed('/apps/mock-interview'),
    mockInterviewPractice: fixed('/apps/mock-interview/practice'),
    mockInterviewFeedback: fixed('/apps/mock-interview/feedback'),
    practice: fixed('/apps/practice'),
    practicePractice: fixed('/apps/practice/practice'),
  },
  admin: {
    dashboard: fixed('/admin/dashboard'),
    subscription: fixed('/admin/subscription'),
    invitation: fixed('/admin/invitation'),
    organization: fixed('/admin/organization'),
    postings: fixed('/admin/postings'),
    createPosting: fixed('/admin/create-posting'),
    editPosting: withId('/admin/jobs/edit-posting'),
    viewPosting: withId('/admin/jobs/view-posting'),
    outbox: fixed('/admin/outbox'),
  },
  recruiter: {
    dashboard: fixed('/recruiter/dashboard'),
    postings: fixed('/recruiter/postings'),
    interviewQuestions: fixed('/recruiter/interview-questions'),
    email: fixed('/recruiter/email'),
    rubric: fixed('/recruiter/rubric'),
    company: fixed('/recruiter/company'),
    newPosting: fixed('/recruiter/jobs/new-posting'),
    editPosting: withId('/recruiter/jobs/edit-posting'),
    viewPosting: withId('/recruiter/jobs/view-posting'),
    compareCandidates: {
      path: '/recruiter/jobs/view-posting/:id/compare',
      getHref: (id: string) => `/recruiter/jobs/view-posting/${encodeURIComponent(id)}/compare`,
    },
    candidateReview: {
      path: '/recruiter/jobs/view-posting/:id/candidates/:candidateId',
      getHref: (id: string, candidateId: string) =>
        `/recruiter/jobs/view-posting/${encodeURIComponent(id)}/candidates/${encodeURIComponent(candidateId)}`,
    },
  },
  // A candidate's one-way interview, opened from the link in their invitation email.
  interview: {
    path: '/interview/:token',
    getHref: (token: string) => `/interview/${encodeURIComponent(token)}`,
  },
  support: {
    demo: fixed('/support/demo'),
    faq: fixed('/support/faq'),
    contact: fixed('/support/contact'),
  },
} as const;

// Pages a signed-out visitor uses to get in; an expired session never "returns" to one of them.
export const signedOutPaths: readonly string[] = [
  paths.auth.signIn.path,
  paths.auth.signUp.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
  paths.auth.confirmationRequired.path,
  paths.auth.invitation.path,
  paths.auth.signOut.path,
];
