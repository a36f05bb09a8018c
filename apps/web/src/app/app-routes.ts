import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { handle } from './route-handle';

// The "Apps" screens of the navigation (demo-areas.md), signed in, in the page frame; router.tsx
// places them beside the workspace's screens.
export const appRoutes: RouteObject[] = [
  // One screen for the notes grid and the archive; the child routes only name the note
  // whose dialog is open, so the grid stays mounted while notes open and close.
  {
    path: paths.apps.notes.path,
    handle: handle('notes'),
    lazy: () => import('./routes/apps/notes'),
    children: [
      { index: true },
      { path: paths.apps.notes.notePath },
      {
        path: paths.apps.notes.archivePath,
        children: [{ index: true }, { path: paths.apps.notes.notePath }],
      },
    ],
  },
  {
    path: paths.apps.mailbox.path,
    handle: handle('mailbox'),
    lazy: () => import('./routes/apps/mailbox'),
  },
  {
    // One screen for the list, a contact and its editor: the children only name the
    // URL's parts, so moving between them keeps the list where it was.
    path: paths.apps.contacts.path,
    handle: handle('contacts'),
    lazy: () => import('./routes/apps/contacts'),
    children: [
      { index: true, element: null },
      { path: paths.apps.contacts.contact.path, element: null },
      { path: paths.apps.contacts.edit.path, element: null },
    ],
  },
  {
    path: paths.apps.chat.path,
    handle: handle('chat'),
    lazy: () => import('./routes/apps/chat'),
  },
  {
    path: paths.apps.tasks.path,
    handle: handle('tasks'),
    lazy: () => import('./routes/apps/tasks'),
  },
  {
    path: paths.apps.scrumboard.path,
    handle: handle('scrumboard'),
    lazy: () => import('./routes/apps/scrumboard'),
  },
  // A board and a card over it are one screen: opening a card keeps the board mounted.
  {
    path: paths.apps.scrumboardBoard.path,
    handle: handle('scrumboard'),
    lazy: () => import('./routes/apps/scrumboard-board'),
  },
  {
    path: paths.apps.scrumboardCard.path,
    handle: handle('scrumboard'),
    lazy: () => import('./routes/apps/scrumboard-board'),
  },
  // The help centre (docs/decisions/068-help-center-screen.md): home, FAQs, guides, support.
  {
    path: paths.apps.helpCenter.home.path,
    handle: handle('helpCenter'),
    lazy: () => import('./routes/apps/help-center/home'),
  },
  {
    path: paths.apps.helpCenter.faqs.path,
    handle: handle('helpCenterFaqs'),
    lazy: () => import('./routes/apps/help-center/faqs'),
  },
  {
    path: paths.apps.helpCenter.guides.path,
    handle: handle('helpCenterGuides'),
    lazy: () => import('./routes/apps/help-center/guides'),
  },
  {
    path: paths.apps.helpCenter.guide.path,
    handle: handle('helpCenterGuides'),
    lazy: () => import('./routes/apps/help-center/guide'),
  },
  {
    path: paths.apps.helpCenter.support.path,
    handle: handle('helpCenterSupport'),
    lazy: () => import('./routes/apps/help-center/support'),
  },
  {
    path: paths.pages.activities.path,
    handle: handle('activities'),
    lazy: () => import('./routes/pages/activities'),
  },
  {
    path: paths.ui.icons.path,
    handle: handle('icons'),
    lazy: () => import('./routes/ui/icons'),
  },
  // The four dashboards (decision 071): each one screen; the range switch only changes ?range=.
  {
    path: paths.dashboards.project.path,
    handle: handle('projectDashboard'),
    lazy: () => import('./routes/dashboards/project'),
  },
  {
    path: paths.dashboards.analytics.path,
    handle: handle('analyticsDashboard'),
    lazy: () => import('./routes/dashboards/analytics'),
  },
  {
    path: paths.dashboards.finance.path,
    handle: handle('financeDashboard'),
    lazy: () => import('./routes/dashboards/finance'),
  },
  {
    path: paths.dashboards.crypto.path,
    handle: handle('cryptoDashboard'),
    lazy: () => import('./routes/dashboards/crypto'),
  },
  {
    path: paths.apps.inventory.path,
    handle: handle('inventory'),
    lazy: () => import('./routes/apps/inventory'),
  },
  {
    path: paths.apps.inventoryProduct.path,
    handle: handle('inventoryProduct'),
    lazy: () => import('./routes/apps/inventory-product'),
  },
  {
    path: paths.apps.academy.path,
    handle: handle('academy'),
    lazy: () => import('./routes/apps/academy'),
  },
  {
    path: paths.apps.academyCourse.path,
    handle: handle('academy'),
    lazy: () => import('./routes/apps/academy-course'),
  },
  {
    path: paths.apps.fileManager.path,
    handle: handle('fileManager'),
    lazy: () => import('./routes/apps/file-manager'),
  },
];
