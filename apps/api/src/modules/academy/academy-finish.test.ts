import { courseSchema, type Course } from '@rehearse/contracts/academy';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();

const BASE = '/api/apps/academy';
const courses = async (token: string) =>
  (await call(app, 'GET', `${BASE}/courses`, { token })).body as Course[];
const bySlug = (list: Course[], slug: string) => list.find((c) => c.slug === slug)!;
const finish = (token: string, body: unknown) =>
  call(app, 'POST', `${BASE}/courses/course/finish`, { token, body });

// POST courses/course/finish (docs/decisions/069-academy-screen.md).
describe('POST courses/course/finish', () => {
  it('puts the caller at the end and counts one more finish, also for a course never opened', async () => {
    const { token } = await signUpAndIn(app);
    const list = await courses(token);
    // Sample progress: 7 steps done, finished twice.
    const started = bySlug(list, 'android-lifecycle-essentials');
    const res = await finish(token, { id: started.id });
    expect(res.status).toBe(200);
    expect(courseSchema.parse(res.body).progress).toEqual({ currentStep: 11, completed: 3 });

    const fresh = bySlug(list, 'containers-and-kubernetes-basics');
    expect(fresh.progress).toEqual({ currentStep: 0, completed: 0 });
    expect(((await finish(token, { id: fresh.id })).body as Course).progress).toEqual({
      currentStep: 11,
      completed: 1,
    });
  });

  it('counts every finish when several arrive at once', async () => {
    const { token } = await signUpAndIn(app);
    const { id } = bySlug(await courses(token), 'web-performance-fundamentals');
    const answers = await Promise.all([1, 2, 3].map(() => finish(token, { id })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bySlug(await courses(token), 'web-performance-fundamentals').progress).toEqual({
      currentStep: 11,
      completed: 3,
    });
  });

  it("changes only the caller's progress", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const { id } = bySlug(await courses(a.token), 'kotlin-coroutines-on-android');
    await finish(a.token, { id });
    expect(bySlug(await courses(b.token), 'kotlin-coroutines-on-android').progress).toEqual({
      currentStep: 0,
      completed: 0,
    });
  });

  it('answers 400 without an id, 404 for an unknown course and 401 without a token', async () => {
    const { token } = await signUpAndIn(app);
    for (const body of [{}, { id: '  ' }, { id: 5 }]) {
      const res = await finish(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/^id: /);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await finish(token, { id })).status).toBe(404);
    }
    expect((await call(app, 'POST', `${BASE}/courses/course/finish`, { body: {} })).status).toBe(
      401,
    );
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    expect(doc.paths).toHaveProperty([`${BASE}/courses/course/finish`, 'post']);
  });
});
