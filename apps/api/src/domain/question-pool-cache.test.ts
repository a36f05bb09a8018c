import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import type { Db } from '../db/db';
import { questions } from '../db/schema/questions';
import { createAppMemo } from '../platform/app-memo';
import { getQuestionPool, invalidateQuestionPool } from './question-pool';

// The pool is cached per process; its stamp in the database (db/cache-stamps.ts) lets a change
// made through one process reach the others (issue 20, decision 010).
const { db } = await useTestApp();
const newProcess = () => ({ memo: createAppMemo() });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('question pool cache', () => {
  it('loads once for concurrent callers and again after invalidation', async () => {
    const here = newProcess();
    const [one, two] = await Promise.all([getQuestionPool(db, here), getQuestionPool(db, here)]);
    expect(one).toBe(two);
    expect(await getQuestionPool(db, here)).toBe(one);
    await invalidateQuestionPool(db, here);
    expect(await getQuestionPool(db, here)).not.toBe(one);
  });

  it('sees a change made through another process within the recheck interval', async () => {
    const a = newProcess();
    const b = newProcess();
    const before = await getQuestionPool(db, a);
    const question = before.active[0];
    await db
      .update(questions)
      .set({ prompt: `${question.prompt} (edited)` })
      .where(eq(questions.id, question.id));
    try {
      await invalidateQuestionPool(db, b);
      expect((await getQuestionPool(db, b)).byId.get(question.id)?.prompt).toMatch(/\(edited\)$/);
      // Two seconds at most (POOL_RECHECK_MS), then A reloads.
      await sleep(2_100);
      expect((await getQuestionPool(db, a)).byId.get(question.id)?.prompt).toMatch(/\(edited\)$/);
    } finally {
      await db
        .update(questions)
        .set({ prompt: question.prompt })
        .where(eq(questions.id, question.id));
      await invalidateQuestionPool(db, a);
    }
  });

  it('forgets a failed load so the next call retries', async () => {
    let fail = true;
    const flaky = new Proxy(db, {
      get: (target, name) =>
        name === 'select' && fail
          ? () => {
              throw new Error('down');
            }
          : Reflect.get(target, name),
    }) as Db;
    const here = newProcess();
    await expect(getQuestionPool(flaky, here)).rejects.toThrow('down');
    fail = false;
    expect((await getQuestionPool(flaky, here)).active.length).toBeGreaterThan(0);
  });
});
