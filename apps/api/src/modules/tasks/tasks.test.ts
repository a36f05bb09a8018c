import {
  taskListSchema,
  taskSchema,
  taskTagListSchema,
  taskTagSchema,
  type Task,
  type TaskTag,
} from '@rehearse/contracts/tasks';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { TASK_SEEDS, TASK_TAG_TITLES } from '../../db/seed/data/tasks.data';

const { app } = await useTestApp();
const BASE = '/api/apps/tasks';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const tasksOf = async (token: string) =>
  taskListSchema.parse((await call(app, 'GET', `${BASE}/all`, { token })).body);
const tagsOf = async (token: string) =>
  (await call(app, 'GET', `${BASE}/tags`, { token })).body as TaskTag[];
const idsOf = (tasks: Task[]) => tasks.map((t) => t.id);
const ordersOf = (tasks: Task[]) => tasks.map((t) => t.order);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const search = async (token: string, query: string) =>
  taskListSchema.parse(
    (await call(app, 'GET', `${BASE}/search?query=${encodeURIComponent(query)}`, { token })).body,
  );

describe('tasks: sample data', () => {
  it('gives a new account its tags, tasks and sections sorted by order 0..n-1', async () => {
    const before = Date.now();
    const { token } = await signUpAndIn(app);
    const tags = taskTagListSchema.parse(await tagsOf(token));
    expect(tags.map((t) => t.title)).toEqual([...TASK_TAG_TITLES]);

    const tasks = await tasksOf(token);
    expect(tasks).toHaveLength(TASK_SEEDS.length);
    expect(tasks.map((t) => t.title)).toEqual(TASK_SEEDS.map((t) => t.title));
    expect(ordersOf(tasks)).toEqual(range(tasks.length));
    const sections = tasks.filter((t) => t.type === 'section').length;
    expect(sections).toBeGreaterThanOrEqual(2);
    expect(sections).toBeLessThanOrEqual(3);
    const tagIds = new Set(tags.map((t) => t.id));
    expect(tasks.every((t) => t.tags.every((id) => tagIds.has(id)))).toBe(true);
    expect(tasks.some((t) => t.subTasks.length > 0)).toBe(true);
    // Due dates are relative to the sign-up time: some ahead, some passed.
    const due = tasks.flatMap((t) => (t.dueDate ? [Date.parse(t.dueDate)] : []));
    expect(due.some((d) => d > before)).toBe(true);
    expect(due.some((d) => d < before)).toBe(true);
  });
});

describe('tasks: order', () => {
  it('inserts a blank task at the top and renumbers the others by their current order', async () => {
    const { token } = await signUpAndIn(app);
    const seeded = await tasksOf(token);
    // Reverse the list first so the current order differs from the storage order.
    const reversed = [...seeded].reverse();
    const reorder = await call(app, 'PATCH', `${BASE}/order`, { token, body: { tasks: reversed } });
    expect(reorder.status).toBe(200);
    const answered = taskListSchema.parse(reorder.body);
    expect(idsOf(answered)).toEqual(idsOf(reversed));
    expect(ordersOf(answered)).toEqual(range(seeded.length));

    const created = await call(app, 'POST', `${BASE}/task`, { token, body: { type: 'section' } });
    expect(created.status).toBe(200);
    const task = taskSchema.parse(created.body);
    expect(task).toEqual({
      id: expect.any(String),
      type: 'section',
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: 0,
    });
    const after = await tasksOf(token);
    expect(idsOf(after)).toEqual([task.id, ...idsOf(reversed)]);
    expect(ordersOf(after)).toEqual(range(seeded.length + 1));
  });

  it('puts the given tasks first and the rest after in their current order', async () => {
    const { token } = await signUpAndIn(app);
    const seeded = await tasksOf(token);
    const [a, b, c, ...rest] = seeded;
    const res = await call(app, 'PATCH', `${BASE}/order`, {
      token,
      body: { tasks: [{ id: c.id }, { id: a.id }] },
    });
    expect(res.status).toBe(200);
    const answered = taskListSchema.parse(res.body);
    expect(idsOf(answered)).toEqual([c.id, a.id, b.id, ...idsOf(rest)]);
    expect(ordersOf(answered)).toEqual(range(seeded.length));
    expect(await tasksOf(token)).toEqual(answered);
  });

  it('closes the gap when a task is deleted', async () => {
    const { token } = await signUpAndIn(app);
    const seeded = await tasksOf(token);
    const victim = seeded[3];
    const res = await call(app, 'DELETE', `${BASE}/task?id=${victim.id}`, { token });
    expect(res).toMatchObject({ status: 200, body: true });
    const after = await tasksOf(token);
    expect(idsOf(after)).toEqual(idsOf(seeded).filter((id) => id !== victim.id));
    expect(ordersOf(after)).toEqual(range(seeded.length - 1));
    expect((await call(app, 'GET', `${BASE}/task?id=${victim.id}`, { token })).status).toBe(404);
  });
});

describe('tasks: search, update, tags', () => {
  it('matches title and notes case-insensitively; an empty query answers every task', async () => {
    const { token } = await signUpAndIn(app);
    const all = await tasksOf(token);
    expect(idsOf(await search(token, 'star stories'))).toEqual(
      idsOf(all.filter((t) => t.title.includes('STAR'))),
    );
    const inNotes = await search(token, 'REFERRAL');
    expect(inNotes.map((t) => t.title)).toEqual(['Apply to Acme Analytics: Backend Engineer']);
    expect(await search(token, '')).toEqual(all);
    expect(await search(token, '%')).toEqual([]);
    const apply = await search(token, 'apply to');
    expect(apply.length).toBe(2);
    expect(ordersOf(apply)).toEqual([...ordersOf(apply)].sort((x, y) => x - y));
  });

  it('merges a partial update and checks priority and tags', async () => {
    const { token } = await signUpAndIn(app);
    const [, task] = await tasksOf(token);
    const [tag] = await tagsOf(token);
    const res = await call(app, 'PATCH', `${BASE}/task`, {
      token,
      body: {
        id: task.id,
        task: { completed: true, tags: [tag.id], dueDate: null, subTasks: [{ title: 'One' }] },
      },
    });
    expect(res.status).toBe(200);
    const updated = taskSchema.parse(res.body);
    expect(updated).toEqual({
      ...task,
      completed: true,
      tags: [tag.id],
      dueDate: null,
      subTasks: [{ id: expect.any(String), title: 'One', completed: false }],
    });
    expect((await call(app, 'GET', `${BASE}/task?id=${task.id}`, { token })).body).toEqual(updated);

    for (const [change, field] of [
      [{ priority: 3 }, 'task.priority'],
      [{ priority: -1 }, 'task.priority'],
      [{ tags: [UNKNOWN_ID] }, 'task.tags'],
      [{ dueDate: 'next week' }, 'task.dueDate'],
    ] as const) {
      const bad = await call(app, 'PATCH', `${BASE}/task`, {
        token,
        body: { id: task.id, task: change },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: expect.stringContaining(field) });
    }
    expect((await call(app, 'GET', `${BASE}/task?id=${task.id}`, { token })).body).toEqual(updated);
  });

  it('takes null as empty for every optional text field', async () => {
    const { token } = await signUpAndIn(app);
    const [, task] = await tasksOf(token);
    const res = await call(app, 'PATCH', `${BASE}/task`, {
      token,
      body: {
        id: task.id,
        task: { title: null, notes: null, assignedTo: null, subTasks: [{ title: null }] },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // title is text ('' when empty); notes and assignedTo answer null.
    expect(taskSchema.parse(res.body)).toMatchObject({
      title: '',
      notes: null,
      assignedTo: null,
      subTasks: [{ id: expect.any(String) as string, title: '', completed: false }],
    });
  });

  it('creates, renames and deletes a tag, stripping it from every task', async () => {
    const { token } = await signUpAndIn(app);
    const created = await call(app, 'POST', `${BASE}/tag`, {
      token,
      body: { tag: { title: 'Mock' } },
    });
    const tag = taskTagSchema.parse(created.body);
    expect(tag.title).toBe('Mock');
    const renamed = await call(app, 'PATCH', `${BASE}/tag`, {
      token,
      body: { id: tag.id, tag: { title: 'Mocks' } },
    });
    expect(renamed.body).toEqual({ id: tag.id, title: 'Mocks' });

    const coding = (await tagsOf(token)).find((t) => t.title === 'Coding');
    if (!coding) throw new Error('no Coding tag');
    const carrying = (await tasksOf(token)).filter((t) => t.tags.includes(coding.id));
    expect(carrying.length).toBeGreaterThan(1);
    const res = await call(app, 'DELETE', `${BASE}/tag?id=${coding.id}`, { token });
    expect(res).toMatchObject({ status: 200, body: true });
    const after = await tasksOf(token);
    expect(after.some((t) => t.tags.includes(coding.id))).toBe(false);
    for (const task of carrying) {
      const now = after.find((t) => t.id === task.id);
      expect(now?.tags).toEqual(task.tags.filter((id) => id !== coding.id));
    }
    expect((await tagsOf(token)).some((t) => t.id === coding.id)).toBe(false);
  });
});

describe('tasks: isolation and bad input', () => {
  it("never reads or changes another user's tasks or tags", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const aliceTasks = await tasksOf(alice.token);
    const aliceTags = await tagsOf(alice.token);
    const bobTasks = await tasksOf(bob.token);
    const [task] = aliceTasks;
    const [tag] = aliceTags;
    const t = bob.token;

    const attempts = [
      call(app, 'GET', `${BASE}/task?id=${task.id}`, { token: t }),
      call(app, 'PATCH', `${BASE}/task`, { token: t, body: { id: task.id, task: { title: 'x' } } }),
      call(app, 'DELETE', `${BASE}/task?id=${task.id}`, { token: t }),
      call(app, 'PATCH', `${BASE}/order`, { token: t, body: { tasks: [bobTasks[1], task] } }),
      call(app, 'PATCH', `${BASE}/tag`, { token: t, body: { id: tag.id, tag: { title: 'x' } } }),
      call(app, 'DELETE', `${BASE}/tag?id=${tag.id}`, { token: t }),
      call(app, 'GET', `${BASE}/task?id=${UNKNOWN_ID}`, { token: t }),
      call(app, 'GET', `${BASE}/task?id=not-a-uuid`, { token: t }),
      call(app, 'DELETE', `${BASE}/tag?id=not-a-uuid`, { token: t }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    }
    const foreignTag = await call(app, 'PATCH', `${BASE}/task`, {
      token: t,
      body: { id: bobTasks[1].id, task: { tags: [tag.id] } },
    });
    expect(foreignTag.status).toBe(400);
    expect(await search(t, aliceTasks[1].title)).toEqual(
      bobTasks.filter((b) => b.title === aliceTasks[1].title),
    );
    expect((await search(t, aliceTasks[1].title)).some((b) => b.id === aliceTasks[1].id)).toBe(
      false,
    );

    expect(await tasksOf(alice.token)).toEqual(aliceTasks);
    expect(await tagsOf(alice.token)).toEqual(aliceTags);
    expect(await tasksOf(bob.token)).toEqual(bobTasks);
  });

  it('answers 400 naming the field for bad input, 401 without a token', async () => {
    const { token } = await signUpAndIn(app);
    const [task] = await tasksOf(token);
    const cases: [string, string, unknown, string][] = [
      ['POST', `${BASE}/task`, { type: 'bug' }, 'type'],
      ['POST', `${BASE}/task`, {}, 'type'],
      ['PATCH', `${BASE}/task`, { task: { title: 'x' } }, 'id'],
      ['PATCH', `${BASE}/task`, { id: task.id, task: { completed: 'yes' } }, 'task.completed'],
      ['PATCH', `${BASE}/task`, { id: task.id, task: { subTasks: [{}] } }, 'task.subTasks.0.title'],
      ['PATCH', `${BASE}/order`, { tasks: 'all' }, 'tasks'],
      ['PATCH', `${BASE}/order`, { tasks: [{ id: task.id }, { id: task.id }] }, 'tasks'],
      ['PATCH', `${BASE}/order`, { tasks: [{}] }, 'tasks.0.id'],
      ['POST', `${BASE}/tag`, { tag: { title: '' } }, 'tag.title'],
      ['PATCH', `${BASE}/tag`, { id: task.id }, 'tag'],
      ['GET', `${BASE}/task`, undefined, 'id'],
      ['DELETE', `${BASE}/tag`, undefined, 'id'],
      ['GET', `${BASE}/search?query=${'x'.repeat(201)}`, undefined, 'query'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(app, method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ error: expect.stringContaining(field) });
    }
    expect((await call(app, 'GET', `${BASE}/all`)).status).toBe(401);
    expect((await tasksOf(token)).length).toBe(TASK_SEEDS.length);
  });
});

describe('tasks: OpenAPI', () => {
  it('documents every tasks call', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    const calls = [
      ['tags', 'get'],
      ['tag', 'post'],
      ['tag', 'patch'],
      ['tag', 'delete'],
      ['all', 'get'],
      ['search', 'get'],
      ['order', 'patch'],
      ['task', 'get'],
      ['task', 'post'],
      ['task', 'patch'],
      ['task', 'delete'],
    ];
    for (const [path, method] of calls)
      expect(doc.paths).toHaveProperty([`${BASE}/${path}`, method]);
  });
});
