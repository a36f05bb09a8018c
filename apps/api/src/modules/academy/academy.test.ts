import {
  ACADEMY_CATEGORY_SLUGS,
  academyCategoriesSchema,
  courseSchema,
  coursesSchema,
  courseWithStepsSchema,
  type Course,
} from '@rehearse/contracts/academy';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { seedAcademyCourses } from '../../db/seed/academy-courses.seed';
import {
  academyCategoriesData,
  academyCoursesData,
  sampleProgressData,
} from '../../db/seed/data/academy-courses.data';

const { app, db } = await useTestApp();

const BASE = '/api/apps/academy';
const courses = async (token: string) =>
  (await call(app, 'GET', `${BASE}/courses`, { token })).body as Course[];
const bySlug = (list: Course[], slug: string) => list.find((c) => c.slug === slug)!;
const patchProgress = (token: string, body: unknown) =>
  call(app, 'PATCH', `${BASE}/courses/course/progress`, { token, body });

describe('GET categories', () => {
  it('answers web, firebase, cloud and android sorted by title', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', `${BASE}/categories`, { token });
    expect(res.status).toBe(200);
    const categories = academyCategoriesSchema.parse(res.body);
    expect(categories.map((c) => c.title)).toEqual(['Android', 'Cloud', 'Firebase', 'Web']);
    expect(categories.map((c) => c.slug)).toEqual(['android', 'cloud', 'firebase', 'web']);
  });

  it('answers 401 without a token', async () => {
    expect((await call(app, 'GET', `${BASE}/categories`)).status).toBe(401);
  });
});

describe('GET courses', () => {
  it("answers every course by title with the new account's sample progress", async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', `${BASE}/courses`, { token });
    expect(res.status).toBe(200);
    const list = coursesSchema.parse(res.body);
    expect(list).toHaveLength(academyCoursesData.length);
    expect(list.map((c) => c.title)).toEqual(list.map((c) => c.title).sort());
    for (const course of list) {
      expect(course.totalSteps).toBe(11);
      expect(ACADEMY_CATEGORY_SLUGS).toContain(course.category);
      const sample = sampleProgressData.find((p) => p.slug === course.slug);
      expect(course.progress).toEqual(
        sample
          ? { currentStep: sample.currentStep, completed: sample.completed }
          : { currentStep: 0, completed: 0 },
      );
    }
    expect(list.some((c) => c.featured)).toBe(true);
  });

  it("keeps each user's progress to themselves", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const course = bySlug(await courses(b.token), 'containers-and-kubernetes-basics');
    const res = await patchProgress(b.token, { id: course.id, currentStep: 6, completed: 1 });
    expect(res.status).toBe(200);
    expect(bySlug(await courses(b.token), course.slug).progress).toEqual({
      currentStep: 6,
      completed: 1,
    });
    expect(bySlug(await courses(a.token), course.slug).progress).toEqual({
      currentStep: 0,
      completed: 0,
    });
    const single = await call(app, 'GET', `${BASE}/courses/course?id=${course.id}`, {
      token: a.token,
    });
    expect((single.body as Course).progress).toEqual({ currentStep: 0, completed: 0 });
  });
});

describe('GET courses/course', () => {
  it('answers the course with its 11 steps in order', async () => {
    const { token } = await signUpAndIn(app);
    const { id } = bySlug(await courses(token), 'android-lifecycle-essentials');
    const res = await call(app, 'GET', `${BASE}/courses/course?id=${id}`, { token });
    expect(res.status).toBe(200);
    const course = courseWithStepsSchema.parse(res.body);
    expect(course).toMatchObject({ id, category: 'android', totalSteps: 11 });
    expect(course.progress).toEqual({ currentStep: 7, completed: 2 });
    expect(course.steps.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(course.steps[5].title).toBe('Process death');
    for (const step of course.steps) expect(step.content).toMatch(/<h2>/);
  });

  it('answers 404 for an unknown or malformed id and 400 without one', async () => {
    const { token } = await signUpAndIn(app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(app, 'GET', `${BASE}/courses/course?id=${id}`, { token });
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ error: 'No course with this id' });
    }
    const missing = await call(app, 'GET', `${BASE}/courses/course`, { token });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: string }).error).toMatch(/^id: /);
  });
});

describe('PATCH courses/course/progress', () => {
  it('records progress, keeping fields that are left out', async () => {
    const { token } = await signUpAndIn(app);
    const { id } = bySlug(await courses(token), 'web-performance-fundamentals');
    const res = await patchProgress(token, { id, currentStep: 11 });
    expect(res.status).toBe(200);
    expect(courseSchema.parse(res.body).progress).toEqual({ currentStep: 11, completed: 0 });
    await patchProgress(token, { id, completed: 1 });
    expect(bySlug(await courses(token), 'web-performance-fundamentals').progress).toEqual({
      currentStep: 11,
      completed: 1,
    });
  });

  it('answers 400 naming the field for bad progress and changes nothing', async () => {
    const { token } = await signUpAndIn(app);
    const { id, progress } = bySlug(await courses(token), 'firestore-data-modelling');
    for (const [body, field] of [
      [{ id, currentStep: 12 }, /^currentStep: .*at most 11/],
      [{ id, currentStep: -1 }, /^currentStep: /],
      [{ id, currentStep: 'abc' }, /^currentStep: /],
      [{ id, currentStep: 2.5 }, /^currentStep: /],
      [{ id, completed: -3 }, /^completed: /],
      [{ currentStep: 1 }, /^id: /],
    ] as const) {
      const res = await patchProgress(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(field);
    }
    expect(bySlug(await courses(token), 'firestore-data-modelling').progress).toEqual(progress);
  });

  it('answers 404 for an unknown course', async () => {
    const { token } = await signUpAndIn(app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await patchProgress(token, { id, currentStep: 1 });
      expect(res.status).toBe(404);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the academy calls', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    for (const path of ['categories', 'courses', 'courses/course']) {
      expect(doc.paths).toHaveProperty([`${BASE}/${path}`, 'get']);
    }
    expect(doc.paths).toHaveProperty([`${BASE}/courses/course/progress`, 'patch']);
  });
});

describe('academy seed', () => {
  it('has the four categories and courses of 11 steps lasting 30 to 120 minutes', () => {
    expect(academyCategoriesData.map((c) => c.slug)).toEqual([...ACADEMY_CATEGORY_SLUGS]);
    expect(academyCoursesData.length).toBeGreaterThanOrEqual(8);
    const slugs = academyCoursesData.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const course of academyCoursesData) {
      expect(course.steps, course.slug).toHaveLength(11);
      expect(course.duration).toBeGreaterThanOrEqual(30);
      expect(course.duration).toBeLessThanOrEqual(120);
      expect(ACADEMY_CATEGORY_SLUGS).toContain(course.category);
      expect(Number.isNaN(Date.parse(course.updatedAt))).toBe(false);
    }
    for (const slug of ACADEMY_CATEGORY_SLUGS) {
      expect(
        academyCoursesData.some((c) => c.category === slug),
        slug,
      ).toBe(true);
    }
    for (const sample of sampleProgressData) expect(slugs).toContain(sample.slug);
    expect(JSON.stringify(academyCoursesData)).not.toMatch(/lorem|ipsum/i);
  });

  it("is idempotent: re-seeding keeps course ids and users' progress", async () => {
    const { token } = await signUpAndIn(app);
    const before = await courses(token);
    await seedAcademyCourses(db);
    expect(await courses(token)).toEqual(before);
  });
});
