import { APPEARANCE_ITEM_ID, type NavigationItem } from '@rehearse/contracts/navigation';

// The navigation menus are part of the product, not user data: they live
// here in code and are filtered per user by navigation.ts.

const icon = (name: string) => `heroicons_outline:${name}`;

const basic = (
  id: string,
  title: string,
  link: string,
  iconName: string,
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({ id, title, type: 'basic', icon: icon(iconName), link, ...extra });

const group = (id: string, title: string, children: NavigationItem[]): NavigationItem => ({
  id,
  title,
  type: 'group',
  children,
});

// The demo-area screens, reachable from both side menus. Besides links, the
// group holds one item of each other kind the navigation supports, each with a real use:
// a collapsable (the help centre, whose home entry needs exactMatch), an aside (the
// dashboards), a badge, tooltips, a divider, an external link opening a new tab, and an item
// without a link whose click the web app handles (its `function`, decision 015; a function
// cannot travel as JSON, so the app attaches it by id, see APPEARANCE_ITEM_ID).

const appsGroup = group('apps', 'Apps', [
  basic('apps.chat', 'Chat', '/apps/chat', 'chat-bubble-bottom-center-text'),
  basic('apps.contacts', 'Contacts', '/apps/contacts', 'user-group'),
  basic('apps.ecommerce.inventory', 'Inventory', '/apps/ecommerce/inventory', 'shopping-cart'),
  basic('apps.file-manager', 'File Manager', '/apps/file-manager', 'cloud'),
  {
    id: 'apps.help-center',
    title: 'Help Center',
    type: 'collapsable',
    icon: icon('information-circle'),
    children: [
      // The help centre's home is the parent path of its other pages: without exactMatch it
      // would show as active on every one of them.
      basic('apps.help-center.home', 'Overview', '/apps/help-center', 'home', {
        exactMatch: true,
      }),
      basic('apps.help-center.faqs', 'FAQs', '/apps/help-center/faqs', 'question-mark-circle'),
      basic('apps.help-center.guides', 'Guides', '/apps/help-center/guides', 'book-open'),
      basic('apps.help-center.support', 'Support', '/apps/help-center/support', 'lifebuoy'),
    ],
  },
  basic('apps.mailbox', 'Mailbox', '/apps/mailbox', 'envelope'),
  basic('apps.notes', 'Notes', '/apps/notes', 'pencil-square'),
  basic('apps.tasks', 'Tasks', '/apps/tasks', 'check-circle'),
  basic('apps.scrumboard', 'Scrumboard', '/apps/scrumboard', 'view-columns'),
  basic('apps.academy', 'Academy', '/apps/academy', 'academic-cap', {
    badge: { title: 'New', classes: 'badge-new' },
  }),
  {
    id: 'dashboards',
    title: 'Dashboards',
    type: 'aside',
    icon: icon('squares-2x2'),
    children: [
      // These two ids are the ones whose titles the web app retranslates on a language change.
      basic('dashboards.project', 'Project', '/dashboards/project', 'clipboard-document-check'),
      basic('dashboards.analytics', 'Analytics', '/dashboards/analytics', 'chart-pie'),
      basic('dashboards.finance', 'Finance', '/dashboards/finance', 'banknotes'),
      basic('dashboards.crypto', 'Crypto', '/dashboards/crypto', 'currency-dollar'),
    ],
  },
  basic('pages.activities', 'Activities', '/pages/activities', 'bars-3-bottom-left'),
  basic('ui.icons', 'Icons', '/ui/icons', 'sparkles', {
    tooltip: 'The icon sets: Heroicons, Material and Feather',
  }),
  { id: 'apps.divider', type: 'divider' },
  basic('apps.api-reference', 'API Reference', '/api/docs', 'code-bracket', {
    externalLink: true,
    target: '_blank',
    tooltip: 'Opens the API reference in a new tab',
  }),
  {
    id: APPEARANCE_ITEM_ID,
    title: 'Appearance',
    subtitle: 'Scheme, theme and layout',
    type: 'basic',
    icon: icon('swatch'),
  },
]);

export const ADMIN_ROLES = ['admin', 'root'];

const candidateNavigation: NavigationItem[] = [
  group('workspace', 'My Workspace', [
    basic('workspace.home', 'Home', '/workspace/home', 'home'),
    basic('workspace.dashboard', 'Progress Tracker', '/workspace/dashboard', 'chart-bar'),
    basic('workspace.profile', 'My Profile', '/user/profile', 'user-circle'),
    basic('admin.dashboard', 'Admin Dashboard', '/admin/dashboard', 'shield-check', {
      meta: { roles: ADMIN_ROLES },
    }),
    // Admins only: organizations and subscriptions with promo codes (decision 057).
    basic('admin.organizations', 'Organizations', '/admin/organization', 'building-office', {
      meta: { roles: ADMIN_ROLES },
    }),
    // Admins only: every organization's postings, on its behalf (decision 057).
    basic('admin.postings', 'Job Postings', '/admin/postings', 'briefcase', {
      meta: { roles: ADMIN_ROLES },
    }),
    basic('admin.subscriptions', 'Subscriptions', '/admin/subscription', 'credit-card', {
      meta: { roles: ADMIN_ROLES },
    }),
    basic('admin.invitations', 'Invitations', '/admin/invitation', 'envelope', {
      meta: { roles: ADMIN_ROLES },
    }),
    // Admins only, beside the dashboard: the email queue (docs/decisions/044-email-templates.md).
    basic('admin.outbox', 'Email Outbox', '/admin/outbox', 'inbox', {
      meta: { roles: ADMIN_ROLES },
    }),
    // Admins only: what admins changed (docs/decisions/057-admin-workspace.md).
    basic('admin.audit-log', 'Audit Log', '/admin/audit-log', 'queue-list', {
      meta: { roles: ADMIN_ROLES },
    }),
  ]),
  group('interview-tools', 'Interview Tools', [
    basic('interview-tools.quiz', 'Assess Knowledge', '/apps/quiz', 'light-bulb'),
    basic('interview-tools.practice', 'Practice Interviews', '/apps/practice', 'microphone'),
    basic(
      'interview-tools.mock-interview',
      'Mock Interviews',
      '/apps/mock-interview',
      'video-camera',
    ),
  ]),
  group('support', 'Help and Support', [
    basic('support.demo', 'Demo Videos', '/support/demo', 'play-circle'),
    basic('support.faq', 'Frequently Asked Questions', '/support/faq', 'question-mark-circle'),
    basic('support.contact', 'Contact Support', '/support/contact', 'lifebuoy'),
  ]),
  appsGroup,
];

const recruiterNavigation: NavigationItem[] = [
  group('recruiter.workspace', 'My Workspace', [
    basic('recruiter.home', 'Home', '/recruiter/dashboard', 'home'),
    basic('recruiter.postings', 'Job Postings', '/recruiter/postings', 'briefcase'),
    basic(
      'recruiter.interview-questions',
      'Interview Questions',
      '/recruiter/interview-questions',
      'chat-bubble-left-right',
    ),
    basic('recruiter.rubric', 'Rubric Management', '/recruiter/rubric', 'clipboard-document-list'),
  ]),
  group('recruiter.admin-settings', 'Admin Settings', [
    basic('recruiter.email', 'Email Templates', '/recruiter/email', 'envelope'),
    basic('recruiter.company', 'Company & Team', '/recruiter/company', 'building-office'),
    // The specification links Billing and Usage to the interview questions screen, "probably a
    // placeholder"; it opens its own screen (docs/decisions/059-billing-screen.md).
    basic('recruiter.billing', 'Billing and Usage', '/recruiter/billing', 'credit-card'),
  ]),
  appsGroup,
];

// The compact, futuristic and horizontal layouts show a single example entry.
const exampleNavigation: NavigationItem[] = [basic('example', 'Example', '/example', 'chart-pie')];

export const NAVIGATION = {
  compact: exampleNavigation,
  default: candidateNavigation,
  futuristic: exampleNavigation,
  horizontal: exampleNavigation,
  recruiter: recruiterNavigation,
} as const;
