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
    // An invitation an admin sent to join Rehearse (docs/decisions/057-admin-workspace.md).
    platformInvitation: fixed('/platform-invitation'),
    signOut: fixed('/sign-out'),
    // Where an OpenID Connect provider sends the browser back with a code (lib/oidc/).
    providerCallback: fixed('/auth/callback'),
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
    // The mailbox's folder, label, filter and open mail follow in the path
    // (features/mailbox/mailbox-location.ts).
    mailbox: { path: '/apps/mailbox/*', getHref: () => '/apps/mailbox' },
    // The contacts screen (decision 062): the list, a contact (/:id) and its editor (/:id/edit);
    // `search` keeps the list's filter (?q=) as the user moves between them.
    contacts: {
      path: '/apps/contacts',
      getHref: (search = '') => `/apps/contacts${search}`,
      contact: {
        path: ':id',
        getHref: (id: string, search = '') => `/apps/contacts/${encodeURIComponent(id)}${search}`,
      },
      edit: {
        path: ':id/edit',
        getHref: (id: string, search = '') =>
          `/apps/contacts/${encodeURIComponent(id)}/edit${search}`,
      },
    },
    // The chat screen: the list alone, or with one conversation open (/apps/chat/{id}).
    chat: {
      path: '/apps/chat/:chatId?',
      getHref: (chatId?: string) =>
        chatId ? `/apps/chat/${encodeURIComponent(chatId)}` : '/apps/chat',
    },
    // Notes (docs/decisions/064-notes-screen.md): the grid, the archive, and a note's dialog over
    // either; `?label=` and `?q=` filter the grid and are kept when a note opens or closes.
    notes: {
      path: '/apps/notes',
      archivePath: 'archive',
      notePath: ':noteId',
      getHref: ({ archive = false, noteId }: { archive?: boolean; noteId?: string } = {}) =>
        `/apps/notes${archive ? '/archive' : ''}${noteId ? `/${encodeURIComponent(noteId)}` : ''}`,
    },
    // The Tasks app: one route for the list and the open task, so opening a task keeps the
    // list as it was (scroll included); `q` is the search (decision 065).
    tasks: {
      path: '/apps/tasks/:taskId?',
      getHref: (q?: string) => (q ? `/apps/tasks?q=${encodeURIComponent(q)}` : '/apps/tasks'),
    },
    tasksTask: {
      path: '/apps/tasks/:taskId',
      getHref: (taskId: string, q?: string) =>
        `/apps/tasks/${encodeURIComponent(taskId)}${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    },
    // The file manager (docs/decisions/067-file-manager.md): the open folder in the path (none:
    // the root), the item whose details show in ?item= and the list view in ?view=list.
    fileManager: {
      path: '/apps/file-manager/:folderId?',
      getHref: (
        folderId?: string | null,
        { item, view }: { item?: string; view?: 'grid' | 'list' } = {},
      ) => {
        const query = new URLSearchParams();
        if (view === 'list') query.set('view', 'list');
        if (item) query.set('item', item);
        const search = query.size ? `?${query}` : '';
        return `/apps/file-manager${folderId ? `/${encodeURIComponent(folderId)}` : ''}${search}`;
      },
    },
    // Scrumboard: the boards gallery, a board, and a card open over its board.
    scrumboard: fixed('/apps/scrumboard'),
    scrumboardBoard: {
      path: '/apps/scrumboard/:boardId',
      getHref: (boardId: string) => `/apps/scrumboard/${encodeURIComponent(boardId)}`,
    },
    scrumboardCard: {
      path: '/apps/scrumboard/:boardId/card/:cardId',
      getHref: (boardId: string, cardId: string) =>
        `/apps/scrumboard/${encodeURIComponent(boardId)}/card/${encodeURIComponent(cardId)}`,
    },
    // The help centre (docs/decisions/068-help-center-screen.md): home (?q= is its search), FAQs
    // (all, or one category; #<faqId> is the open question), guides (all, one category, one
    // guide) and support.
    helpCenter: {
      home: {
        path: '/apps/help-center',
        getHref: (q?: string) =>
          q ? `/apps/help-center?q=${encodeURIComponent(q)}` : '/apps/help-center',
      },
      faqs: {
        path: '/apps/help-center/faqs/:slug?',
        getHref: (slug?: string, faqId?: string) =>
          `/apps/help-center/faqs${slug ? `/${encodeURIComponent(slug)}` : ''}${faqId ? `#${encodeURIComponent(faqId)}` : ''}`,
      },
      guides: {
        path: '/apps/help-center/guides/:categorySlug?',
        getHref: (categorySlug?: string) =>
          `/apps/help-center/guides${categorySlug ? `/${encodeURIComponent(categorySlug)}` : ''}`,
      },
      guide: {
        path: '/apps/help-center/guides/:categorySlug/:guideSlug',
        getHref: (categorySlug: string, guideSlug: string) =>
          `/apps/help-center/guides/${encodeURIComponent(categorySlug)}/${encodeURIComponent(guideSlug)}`,
      },
      support: fixed('/apps/help-center/support'),
    },
    // Inventory (decision 070): the product table, and a product's editor. Both carry the
    // table's query string (search, sort, order, page, size) so the way back lands where it was.
    inventory: {
      path: '/apps/ecommerce/inventory',
      getHref: (search = '') => `/apps/ecommerce/inventory${search}`,
    },
    inventoryProduct: {
      path: '/apps/ecommerce/inventory/:productId',
      getHref: (productId: string, search = '') =>
        `/apps/ecommerce/inventory/${encodeURIComponent(productId)}${search}`,
    },
    // The Academy (docs/decisions/069-academy-screen.md): the course list, whose filters travel
    // in its query (?category=&q=&hideCompleted=), and a course open at one step (1-based).
    academy: {
      path: '/apps/academy',
      getHref: (search = '') => `/apps/academy${search}`,
    },
    academyCourse: {
      path: '/apps/academy/:courseId/:step?',
      getHref: (courseId: string, step?: number) =>
        `/apps/academy/${encodeURIComponent(courseId)}${step === undefined ? '' : `/${step}`}`,
    },
  },
  // The activity feed (docs/decisions/072-activities-and-icons-screens.md).
  pages: {
    activities: fixed('/pages/activities'),
  },
  // The icon browser: the set in the path, the search in `?q=` (decision 072).
  ui: {
    icons: {
      path: '/ui/icons/:set?',
      getHref: (set?: string, q?: string) =>
        `/ui/icons${set ? `/${encodeURIComponent(set)}` : ''}${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    },
  },
  // The four sample dashboards (decision 071); project and analytics keep their range in ?range=.
  dashboards: {
    project: fixed('/dashboards/project'),
    analytics: fixed('/dashboards/analytics'),
    finance: fixed('/dashboards/finance'),
    crypto: fixed('/dashboards/crypto'),
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
    auditLog: fixed('/admin/audit-log'),
  },
  recruiter: {
    dashboard: fixed('/recruiter/dashboard'),
    postings: fixed('/recruiter/postings'),
    interviewQuestions: fixed('/recruiter/interview-questions'),
    email: fixed('/recruiter/email'),
    rubric: fixed('/recruiter/rubric'),
    company: fixed('/recruiter/company'),
    billing: fixed('/recruiter/billing'),
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
  paths.auth.platformInvitation.path,
  paths.auth.signOut.path,
  paths.auth.providerCallback.path,
];
