import { taskListSchema, taskPageSchema, taskSchema } from '@rehearse/contracts/tasks';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();
const BASE = '/api/apps/tasks';

const allOf = async (token: string) =>
  taskListSchema.parse((await call(app, 'GET', `${BASE}/all`, { token })).body);
const pageOf = async (token: string, query: string) => {
  const answer = await call(app, 'GET', `${BASE}/page?${query}`, { token });
  expect(answer.status).toBe(200);
  return taskPageSchema.parse(answer.body);
};

// GET page (docs/decisions/065-tasks-screen.md): slices of the same list GET all answers.
describe('tasks: GET page', () => {
  it('answers slices of the list in order with the totals', async () => {
    const { token } = await signUpAndIn(app);
    const all = await allOf(token);
    const remaining = all.filter((t) => t.type === 'task' && !t.completed).length;
    expect(remaining).toBeGreaterThan(0);

    const first = await pageOf(token, 'offset=0&limit=3');
    expect(first.tasks).toEqual(all.slice(0, 3));
    expect(first.total).toBe(all.length);
    expect(first.remaining).toBe(remaining);

    const rest = await pageOf(token, `offset=3&limit=500`);
    expect(rest.tasks).toEqual(all.slice(3));
    expect((await pageOf(token, `offset=${all.length}`)).tasks).toEqual([]);
    // Without parameters: the first 100.
    expect((await pageOf(token, '')).tasks).toEqual(all.slice(0, 100));
  });

  it('follows inserts, reorders and completion', async () => {
    const { token } = await signUpAndIn(app);
    const before = await pageOf(token, 'limit=2');
    const created = taskSchema.parse(
      (await call(app, 'POST', `${BASE}/task`, { token, body: { type: 'task' } })).body,
    );
    const afterInsert = await pageOf(token, 'limit=2');
    expect(afterInsert.tasks.map((t) => t.id)).toEqual([created.id, before.tasks[0]!.id]);
    expect(afterInsert.total).toBe(before.total + 1);
    expect(afterInsert.remaining).toBe(before.remaining + 1);

    // Move the new task below the next one with the spec's PATCH order.
    const second = afterInsert.tasks[1]!;
    await call(app, 'PATCH', `${BASE}/order`, {
      token,
      body: { tasks: [{ id: second.id }, { id: created.id }] },
    });
    const moved = await pageOf(token, 'offset=1&limit=1');
    expect(moved.tasks.map((t) => [t.id, t.order])).toEqual([[created.id, 1]]);

    await call(app, 'PATCH', `${BASE}/task`, {
      token,
      body: { id: created.id, task: { completed: true } },
    });
    expect((await pageOf(token, 'limit=1')).remaining).toBe(before.remaining);
  });

  it('keeps each user to their own tasks and checks its parameters', async () => {
    const one = await signUpAndIn(app);
    const other = await signUpAndIn(app);
    await call(app, 'POST', `${BASE}/task`, { token: one.token, body: { type: 'task' } });
    const mine = await pageOf(one.token, 'limit=500');
    const theirs = await pageOf(other.token, 'limit=500');
    expect(mine.total).toBe(theirs.total + 1);
    const ids = new Set(mine.tasks.map((t) => t.id));
    expect(theirs.tasks.some((t) => ids.has(t.id))).toBe(false);

    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'limit=x']) {
      const answer = await call(app, 'GET', `${BASE}/page?${query}`, { token: one.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: expect.any(String) });
    }
    expect((await call(app, 'GET', `${BASE}/page`)).status).toBe(401);
  });

  it('is in the OpenAPI document, and PATCH order takes the ids of a long list', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    expect(Object.keys(doc.paths)).toContain(`${BASE}/page`);
    // 25,000 ids are over 1 MB of JSON: refused as unknown tasks, not as too large a body.
    const { token } = await signUpAndIn(app);
    const tasks = Array.from({ length: 25_000 }, () => ({ id: crypto.randomUUID() }));
    expect(JSON.stringify({ tasks }).length).toBeGreaterThan(1024 * 1024);
    const answer = await call(app, 'PATCH', `${BASE}/order`, { token, body: { tasks } });
    expect(answer.status).toBe(404);
  });
});
