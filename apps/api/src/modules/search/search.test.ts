import { eq } from 'drizzle-orm';
import { searchResponseSchema, type SearchGroup } from '@rehearse/contracts/search';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { contacts } from '../../db/schema/contacts';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../../demo-accounts';

const { app, db, accountHooks, recordings } = await useTestApp();

const search = async (token: string, query: unknown) => {
  const res = await call(app, 'POST', '/api/common/search', { token, body: { query } });
  expect(res.status).toBe(200);
  return searchResponseSchema.parse(res.body);
};
const group = <I extends SearchGroup['id']>(groups: SearchGroup[], id: I) =>
  groups.find((g): g is Extract<SearchGroup, { id: I }> => g.id === id);

const addContact = async (userId: string, name: string, avatar: string | null = null) =>
  (await db.insert(contacts).values({ userId, name, avatar }).returning())[0];
const addTask = async (
  userId: string,
  title: string,
  extra: { type?: 'task' | 'section'; completed?: boolean } = {},
) =>
  (
    await db
      .insert(tasks)
      .values({ userId, title, type: extra.type ?? 'task', completed: extra.completed, order: 900 })
      .returning()
  )[0];

const signInDemo = async (email: string) => {
  await ensureDemoAccounts(db, accountHooks, recordings);
  const res = await call(app, 'POST', '/api/auth/sign-in', {
    body: { email, password: DEMO_PASSWORD },
  });
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return { token: (res.body as { accessToken: string }).accessToken, user };
};

describe('POST common/search', () => {
  it('answers [] for an empty, blank or one-character query', async () => {
    const { token, user } = await signUpAndIn(app);
    await addContact(user.id, 'Ada Quill');
    for (const query of ['', '   ', 'a', ' Q ', '\tq\n'])
      expect(await search(token, query)).toEqual([]);
    // null is an empty query too.
    expect(await search(token, null)).toEqual([]);
  });

  it('searches from two characters on, ignoring surrounding spaces', async () => {
    const { token, user } = await signUpAndIn(app);
    const contact = await addContact(user.id, 'Qzara Vellin');
    const groups = await search(token, '  qZ ');
    expect(groups).toEqual([
      {
        id: 'contacts',
        label: 'Contacts',
        results: [
          {
            id: contact.id,
            name: 'Qzara Vellin',
            avatar: null,
            link: `/apps/contacts/${contact.id}`,
            value: 'Qzara Vellin',
          },
        ],
      },
    ]);
  });

  it('answers only the non-empty groups, contacts, pages, tasks in that order', async () => {
    const { token, user } = await signUpAndIn(app);
    const contact = await addContact(user.id, 'Morgan Mockford', '/images/avatars/male-01.jpg');
    const task = await addTask(user.id, 'Prepare MOCK answers', { completed: true });
    const section = await addTask(user.id, 'Mock week', { type: 'section' });

    const groups = await search(token, 'mock');
    expect(groups.map((g) => [g.id, g.label])).toEqual([
      ['contacts', 'Contacts'],
      ['pages', 'Pages'],
      ['tasks', 'Tasks'],
    ]);
    expect(group(groups, 'contacts')!.results).toContainEqual({
      id: contact.id,
      name: 'Morgan Mockford',
      avatar: '/images/avatars/male-01.jpg',
      link: `/apps/contacts/${contact.id}`,
      value: 'Morgan Mockford',
    });
    expect(group(groups, 'pages')!.results).toContainEqual({
      title: 'Mock Interviews',
      link: '/apps/mock-interview',
      value: 'Mock Interviews',
    });
    const taskResults = group(groups, 'tasks')!.results;
    expect(taskResults).toContainEqual({
      id: task.id,
      title: 'Prepare MOCK answers',
      completed: true,
      link: `/apps/tasks/${task.id}`,
      value: 'Prepare MOCK answers',
    });
    // Sections are headings of the task list, not tasks.
    expect(taskResults.map((r) => r.id)).not.toContain(section.id);

    expect(await search(token, 'Qwvxz')).toEqual([]);
  });

  it('treats % and _ in the query as plain characters', async () => {
    const { token, user } = await signUpAndIn(app);
    const percent = await addTask(user.id, 'Score 95% on the zqx quiz');
    await addTask(user.id, 'Plan 50 zqx answers');
    const underscore = await addTask(user.id, 'zqx task_one');
    await addTask(user.id, 'zqx taskXone');

    const ids = async (query: string) =>
      (group(await search(token, query), 'tasks')?.results ?? []).map((r) => r.id);
    expect(await ids('5%')).toEqual([percent.id]);
    expect(await ids('k_o')).toEqual([underscore.id]);
    expect(await ids('%%')).toEqual([]);
  });

  it('limits each group to 10 results', async () => {
    const { token, user } = await signUpAndIn(app);
    await db
      .insert(contacts)
      .values(
        Array.from({ length: 12 }, (_, i) => ({ userId: user.id, name: `Wyvern ${i + 10}` })),
      );
    const results = group(await search(token, 'wyvern'), 'contacts')!.results;
    expect(results.map((r) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Wyvern ${i + 10}`),
    );
  });

  it('offers pages from the navigation the user can see', async () => {
    const pageTitles = async (token: string, query: string) =>
      (group(await search(token, query), 'pages')?.results ?? []).map((r) => r.title);

    const candidate = await signUpAndIn(app);
    expect(await pageTitles(candidate.token, 'dashboard')).toEqual([]);
    expect(await pageTitles(candidate.token, 'billing')).toEqual([]);
    expect(await pageTitles(candidate.token, 'inventory')).toEqual(['Inventory']);

    const admin = await signInDemo('admin@rehearse.dev');
    expect(await pageTitles(admin.token, 'dashboard')).toEqual(['Admin Dashboard']);

    const recruiter = await signInDemo('recruiter@rehearse.dev');
    expect(await pageTitles(recruiter.token, 'billing')).toEqual(['Billing and Usage']);
    expect(await pageTitles(recruiter.token, 'mock interviews')).toEqual([]);
  });

  it("never finds another user's contacts or tasks", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    await addContact(bob.user.id, 'Secretname Bobcontact');
    await addTask(bob.user.id, 'Secretname bob task');
    expect(await search(alice.token, 'secretname')).toEqual([]);
    expect((await search(bob.token, 'secretname')).map((g) => g.id)).toEqual(['contacts', 'tasks']);
  });

  it.each([
    [{ query: 42 }, 'query'],
    [{}, 'query'],
    [{ query: 'x'.repeat(201) }, 'query'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'POST', '/api/common/search', { token, body });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain(field);
  });

  it('needs a signed-in user', async () => {
    const res = await call(app, 'POST', '/api/common/search', { body: { query: 'mock' } });
    expect(res.status).toBe(401);
  });
});
