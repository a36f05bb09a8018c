import { eq } from 'drizzle-orm';
import {
  navigationSchema,
  type Navigation,
  type NavigationItem,
} from '@rehearse/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../../demo-accounts';
import iconNames from '../../db/seed/data/icon-sets.json';
import { filterByRoles } from '../../domain/navigation';

const { app, db, accountHooks, recordings } = await useTestApp();

const getNavigation = async (token: string) => {
  const res = await call(app, 'GET', '/api/common/navigation', { token });
  expect(res.status).toBe(200);
  return navigationSchema.parse(res.body);
};

const signInDemo = async (email: string) => {
  await ensureDemoAccounts(db, accountHooks, recordings);
  const res = await call(app, 'POST', '/api/auth/sign-in', {
    body: { email, password: DEMO_PASSWORD },
  });
  return (res.body as { accessToken: string }).accessToken;
};

const flatten = (items: NavigationItem[]): NavigationItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
const ids = (items: NavigationItem[]) => flatten(items).map((item) => item.id);
const links = (items: NavigationItem[]) =>
  flatten(items)
    .filter((item) => item.type === 'basic')
    .map((item) => [item.title, item.link]);

const APPS_LINKS = [
  '/apps/chat',
  '/apps/contacts',
  '/apps/ecommerce/inventory',
  '/apps/file-manager',
  '/apps/help-center',
  '/apps/help-center/faqs',
  '/apps/help-center/guides',
  '/apps/help-center/support',
  '/apps/mailbox',
  '/apps/notes',
  '/apps/tasks',
  '/apps/scrumboard',
  '/apps/academy',
  '/dashboards/project',
  '/dashboards/analytics',
  '/dashboards/finance',
  '/dashboards/crypto',
  '/pages/activities',
  '/ui/icons',
  '/api/docs',
];
const EXAMPLE = [{ id: 'example', type: 'basic', title: 'Example', link: '/example' }];

const setRoles = (userId: string, roles: string[]) =>
  db.update(users).set({ roles }).where(eq(users.id, userId));

describe('GET common/navigation', () => {
  it('gives a candidate every list, with My Workspace, Interview Tools, Help and Support and Apps', async () => {
    const { token } = await signUpAndIn(app);
    const navigation = await getNavigation(token);

    expect(Object.keys(navigation).sort()).toEqual([
      'compact',
      'default',
      'futuristic',
      'horizontal',
      'recruiter',
    ]);
    expect(navigation.default.map((group) => [group.id, group.type, group.title])).toEqual([
      ['workspace', 'group', 'My Workspace'],
      ['interview-tools', 'group', 'Interview Tools'],
      ['support', 'group', 'Help and Support'],
      ['apps', 'group', 'Apps'],
    ]);
    expect(links(navigation.default.slice(0, 3))).toEqual([
      ['Home', '/workspace/home'],
      ['Progress Tracker', '/workspace/dashboard'],
      ['My Profile', '/user/profile'],
      ['Assess Knowledge', '/apps/quiz'],
      ['Practice Interviews', '/apps/practice'],
      ['Mock Interviews', '/apps/mock-interview'],
      ['Demo Videos', '/support/demo'],
      ['Frequently Asked Questions', '/support/faq'],
      ['Contact Support', '/support/contact'],
    ]);
    for (const list of ['compact', 'futuristic', 'horizontal'] as const) {
      expect(navigation[list]).toMatchObject(EXAMPLE);
      expect(navigation[list]).toHaveLength(1);
    }
  });

  it('ends the default and recruiter lists with the Apps group of demo-area screens', async () => {
    const { token } = await signUpAndIn(app);
    const navigation = await getNavigation(token);
    for (const list of [navigation.default, navigation.recruiter]) {
      const apps = list.at(-1)!;
      expect(apps).toMatchObject({ id: 'apps', type: 'group' });
      expect(flatten(apps.children!).flatMap((item) => (item.link ? [item.link] : []))).toEqual(
        APPS_LINKS,
      );
      expect(ids(apps.children!)).toEqual(
        expect.arrayContaining(['dashboards.project', 'dashboards.analytics']),
      );
    }
  });

  it('uses every kind of navigation item in the Apps group', async () => {
    const { token } = await signUpAndIn(app);
    const apps = (await getNavigation(token)).default.at(-1)!;
    const item = (id: string) => flatten([apps]).find((entry) => entry.id === id);
    expect(item('apps.help-center')).toMatchObject({ type: 'collapsable' });
    expect(item('apps.help-center')?.link).toBeUndefined();
    expect(item('apps.help-center.home')).toMatchObject({
      link: '/apps/help-center',
      exactMatch: true,
    });
    expect(item('dashboards')).toMatchObject({ type: 'aside' });
    expect(item('dashboards')?.children?.map((child) => child.id)).toEqual([
      'dashboards.project',
      'dashboards.analytics',
      'dashboards.finance',
      'dashboards.crypto',
    ]);
    expect(item('apps.academy')?.badge?.title).toBe('New');
    expect(item('ui.icons')?.tooltip).toBeTruthy();
    expect(item('apps.divider')).toEqual({ id: 'apps.divider', type: 'divider' });
    expect(item('apps.api-reference')).toMatchObject({
      link: '/api/docs',
      externalLink: true,
      target: '_blank',
    });
    // No link: the web app attaches what a click does.
    expect(item('apps.appearance')).toMatchObject({ type: 'basic', title: 'Appearance' });
    expect(item('apps.appearance')?.link).toBeUndefined();
  });

  it('answers the recruiter list: My Workspace, Admin Settings and Apps', async () => {
    const { token } = await signUpAndIn(app);
    const { recruiter } = await getNavigation(token);
    expect(recruiter.map((group) => group.title)).toEqual([
      'My Workspace',
      'Admin Settings',
      'Apps',
    ]);
    expect(links(recruiter.slice(0, 2))).toEqual([
      ['Home', '/recruiter/dashboard'],
      ['Job Postings', '/recruiter/postings'],
      ['Interview Questions', '/recruiter/interview-questions'],
      ['Rubric Management', '/recruiter/rubric'],
      ['Email Templates', '/recruiter/email'],
      ['Company & Team', '/recruiter/company'],
      ['Billing and Usage', '/recruiter/billing'],
    ]);
  });

  it('hides the Admin Dashboard from a user without roles', async () => {
    const { token } = await signUpAndIn(app);
    expect(ids((await getNavigation(token)).default)).not.toContain('admin.dashboard');
  });

  it('shows the Admin Dashboard to admin and root, not to other roles', async () => {
    const adminToken = await signInDemo('admin@rehearse.dev');
    const admin = (await getNavigation(adminToken)).default;
    expect(flatten(admin).find((item) => item.id === 'admin.dashboard')).toMatchObject({
      title: 'Admin Dashboard',
      link: '/admin/dashboard',
      meta: { roles: ['admin', 'root'] },
    });

    const { token, user } = await signUpAndIn(app);
    await setRoles(user.id, ['root']);
    expect(ids((await getNavigation(token)).default)).toContain('admin.dashboard');
    await setRoles(user.id, ['reviewer']);
    expect(ids((await getNavigation(token)).default)).not.toContain('admin.dashboard');
  });

  it('shows the Email Outbox to admins only, beside the Admin Dashboard', async () => {
    const adminToken = await signInDemo('admin@rehearse.dev');
    const admin = (await getNavigation(adminToken)).default;
    expect(flatten(admin).find((item) => item.id === 'admin.outbox')).toMatchObject({
      title: 'Email Outbox',
      link: '/admin/outbox',
      meta: { roles: ['admin', 'root'] },
    });
    const { token } = await signUpAndIn(app);
    expect(ids((await getNavigation(token)).default)).not.toContain('admin.outbox');
  });

  it('gives admins their workspace in order: dashboard, organizations, postings, subscriptions, invitations, outbox, audit log', async () => {
    const adminToken = await signInDemo('admin@rehearse.dev');
    const admin = flatten((await getNavigation(adminToken)).default);
    expect(
      admin.filter((item) => item.id.startsWith('admin.')).map((item) => [item.id, item.link]),
    ).toEqual([
      ['admin.dashboard', '/admin/dashboard'],
      ['admin.organizations', '/admin/organization'],
      ['admin.postings', '/admin/postings'],
      ['admin.subscriptions', '/admin/subscription'],
      ['admin.invitations', '/admin/invitation'],
      ['admin.outbox', '/admin/outbox'],
      ['admin.audit-log', '/admin/audit-log'],
    ]);
    const { token } = await signUpAndIn(app);
    expect(
      ids((await getNavigation(token)).default).filter((id) => id.startsWith('admin.')),
    ).toEqual([]);
  });

  it('shows the Audit Log to admin and root only, after the Email Outbox', async () => {
    const adminToken = await signInDemo('admin@rehearse.dev');
    const admin = flatten((await getNavigation(adminToken)).default);
    expect(admin.find((item) => item.id === 'admin.audit-log')).toMatchObject({
      title: 'Audit Log',
      link: '/admin/audit-log',
      meta: { roles: ['admin', 'root'] },
    });
    const order = admin.map((item) => item.id);
    expect(order.indexOf('admin.audit-log')).toBe(order.indexOf('admin.outbox') + 1);

    const { token, user } = await signUpAndIn(app);
    expect(ids((await getNavigation(token)).default)).not.toContain('admin.audit-log');
    await setRoles(user.id, ['root']);
    expect(ids((await getNavigation(token)).default)).toContain('admin.audit-log');
  });

  it('gives a recruiter only the recruiter list; the other lists are empty', async () => {
    const token = await signInDemo('recruiter@rehearse.dev');
    const navigation = await getNavigation(token);
    expect(navigation).toMatchObject({ compact: [], default: [], futuristic: [], horizontal: [] });
    expect(ids(navigation.recruiter)).toContain('recruiter.postings');
  });

  it('treats a member of a recruiting organization as a recruiter, even without the role', async () => {
    const { token, user } = await signUpAndIn(app);
    await db
      .update(organizations)
      .set({ organizationType: 'recruiting' })
      .where(eq(organizations.id, user.metadata.organization_id!));
    const navigation = await getNavigation(token);
    expect(navigation.default).toEqual([]);
    expect(navigation.recruiter.length).toBeGreaterThan(0);
  });

  it("treats the 'recruiter' role as a recruiter in an individual organization", async () => {
    const { token, user } = await signUpAndIn(app);
    await setRoles(user.id, ['recruiter']);
    expect((await getNavigation(token)).default).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await call(app, 'GET', '/api/common/navigation')).status).toBe(401);
  });

  it('names only icons that exist in the heroicons outline set', async () => {
    const adminToken = await signInDemo('admin@rehearse.dev');
    const navigation: Navigation = await getNavigation(adminToken);
    const known = new Set(iconNames['heroicons-outline']);
    const icons = Object.values(navigation)
      .flatMap(flatten)
      .flatMap((item) => (item.icon ? [item.icon] : []));
    expect(icons.length).toBeGreaterThan(20);
    for (const icon of icons) {
      expect(icon).toMatch(/^heroicons_outline:/);
      expect(known.has(icon.slice('heroicons_outline:'.length)), icon).toBe(true);
    }
  });
});

describe('filterByRoles', () => {
  const restricted: NavigationItem = {
    id: 'secret',
    type: 'basic',
    link: '/x',
    meta: { roles: ['admin'] },
  };

  it('drops a group whose children were all filtered out, keeps empty-by-design ones', () => {
    const tree: NavigationItem[] = [
      { id: 'g', type: 'group', children: [restricted] },
      { id: 'divider', type: 'divider', children: [] },
    ];
    expect(filterByRoles(tree, []).map((item) => item.id)).toEqual(['divider']);
    expect(filterByRoles(tree, ['admin'])[0].children).toEqual([restricted]);
  });

  it('keeps unrestricted items and an item with an empty role list only for nobody', () => {
    const open: NavigationItem = { id: 'open', type: 'basic', link: '/o' };
    const nobody: NavigationItem = { id: 'nobody', type: 'basic', meta: { roles: [] } };
    expect(filterByRoles([open, nobody], ['admin']).map((item) => item.id)).toEqual(['open']);
  });
});

describe('OpenAPI document', () => {
  it('lists the common calls and icon sets, with the navigation tree as a named schema', async () => {
    const res = await call(app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { paths: object; components: { schemas: object } };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/common/navigation',
        '/api/common/messages',
        '/api/common/messages/mark-all-as-read',
        '/api/common/messages/toggle-read-status',
        '/api/common/notifications',
        '/api/common/notifications/mark-all-as-read',
        '/api/common/notifications/toggle-read-status',
        '/api/common/shortcuts',
        '/api/common/search',
        '/api/ui/icons/{set}',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toContain('NavigationItem');
  });
});
