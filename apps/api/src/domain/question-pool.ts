import type {
  PublicQuestion,
  QuestionPoolPage,
  QuestionPoolStatus,
  SkillCount,
} from '@rehearse/contracts/question-pool';
import type { questionPoolQuerySchema } from '@rehearse/contracts/question-pool';
import { SKILLS, type Skill } from '@rehearse/contracts/question-bank';
import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/db';
import { bumpCacheStamp, readCacheStamp } from '../db/cache-stamps';
import { QUESTION_BANK_STAMP } from '../db/seed/questions.seed';
import { memoKey } from '../platform/app-memo';
import type { AppServices } from '../platform/services';
import { questions } from '../db/schema/questions';
import { isTemplate } from './question-templates';

export type QuestionRow = typeof questions.$inferSelect;

// A question as the pool holds it: the stored row (with answers, for grading) and the public
// view that may be sent before the candidate answers, built once per load.
export type PoolQuestion = QuestionRow & {
  public: PublicQuestion;
  // Lower-cased prompt for text search.
  searchText: string;
};

export type QuestionPool = {
  // Every question (retired ones too: past attempts still show them).
  byId: Map<string, PoolQuestion>;
  // Questions new quizzes may draw: not retired, not templates.
  active: PoolQuestion[];
  // Templates that mock interviews fill with a job description's terms (question-templates.ts);
  // never listed or drawn with their placeholders.
  templates: PoolQuestion[];
  warmedAt: string;
};

// The pool is kept in the app's memo (platform/app-memo.ts), so it lives with one app
// instance: two apps in one process (tests) never share it.
const POOL = memoKey<QuestionPool>('question-pool');
type WithMemo = Pick<AppServices, 'memo'>;

export function toPublicQuestion(row: QuestionRow): PublicQuestion {
  return {
    id: row.id,
    kind: row.kind,
    prompt: row.prompt,
    difficulty: row.difficulty,
    timeGuideSeconds: row.timeGuideSeconds,
    skills: row.skills as PublicQuestion['skills'],
    roles: row.roles as PublicQuestion['roles'],
    competency: row.competency as PublicQuestion['competency'],
    category: row.category as PublicQuestion['category'],
    // Only the id and text: which option is right, and why, is never part of the public view.
    options: row.options.map(({ id, text }) => ({ id, text })),
    custom: row.organizationId !== null,
  };
}

// Only the shipped bank (organization_id null) is ever loaded: an organization's own questions
// (its question library, decision 043) never reach a quiz, a practice question, a mock
// interview or any list a candidate sees, and the pool does not grow with the libraries.
async function loadPool(db: Db): Promise<QuestionPool> {
  const rows = await db.select().from(questions).where(isNull(questions.organizationId));
  const byId = new Map<string, PoolQuestion>();
  for (const row of rows) {
    byId.set(row.id, {
      ...row,
      public: toPublicQuestion(row),
      searchText: row.prompt.toLowerCase(),
    });
  }
  const current = [...byId.values()]
    .filter((q) => !q.retired)
    .sort((a, b) => a.id.localeCompare(b.id));
  return {
    byId,
    active: current.filter((q) => !isTemplate(q)),
    templates: current.filter(isTemplate),
    warmedAt: new Date().toISOString(),
  };
}

// How stale another process's change to the bank may be seen here: its stamp is compared at
// most this often (one primary-key read).
const POOL_RECHECK_MS = 2_000;

// The pool, loaded from the database on first use and after every invalidation, by this
// process or another (the bank's stamp, db/cache-stamps.ts). Concurrent first calls share one
// load; a failed load is retried by the next call, not remembered.
export const getQuestionPool = (db: Db, services: WithMemo): Promise<QuestionPool> =>
  services.memo.getStamped(
    POOL,
    { read: () => readCacheStamp(db, QUESTION_BANK_STAMP), recheckMs: POOL_RECHECK_MS },
    () => loadPool(db),
  );

// Called whenever a shipped question is added, changed or removed: this process reloads on its
// next read, every other one within POOL_RECHECK_MS.
export async function invalidateQuestionPool(db: Db, services: WithMemo): Promise<void> {
  await bumpCacheStamp(db, QUESTION_BANK_STAMP);
  services.memo.forget(POOL);
}

export async function initQuestionPool(db: Db, services: WithMemo): Promise<QuestionPoolStatus> {
  const alreadyWarm = services.memo.has(POOL);
  const pool = await getQuestionPool(db, services);
  // Every current question the pool holds, templates included (they are part of the bank).
  const questions = pool.active.length + pool.templates.length;
  return { ready: true, questions, warmedAt: pool.warmedAt, alreadyWarm };
}

// A shipped question. The pool holds nothing else; its users check again, so that a question
// of an organization's library can never be drawn or shown whatever the pool holds.
export const isShipped = (q: Pick<PoolQuestion, 'organizationId'>) => q.organizationId === null;

type PoolQuery = z.output<typeof questionPoolQuerySchema>;

const anyOf = <T>(wanted: readonly T[] | undefined, values: readonly T[]) =>
  !wanted?.length || wanted.some((w) => values.includes(w));

export function listPoolQuestions(pool: QuestionPool, query: PoolQuery): QuestionPoolPage {
  const text = query.q?.toLowerCase();
  const matches = pool.active.filter(
    (q) =>
      isShipped(q) &&
      anyOf(query.skill, q.skills as Skill[]) &&
      anyOf(query.role, q.roles) &&
      anyOf(query.competency, q.competency ? [q.competency] : []) &&
      anyOf(query.difficulty, [q.difficulty]) &&
      anyOf(query.kind, [q.kind]) &&
      (!text || q.searchText.includes(text)),
  );
  return {
    items: matches.slice(query.offset, query.offset + query.limit).map((q) => q.public),
    total: matches.length,
    limit: query.limit,
    offset: query.offset,
  };
}

// Choice questions per skill and difficulty: what a quiz over that skill can draw from.
export function countSkills(pool: QuestionPool): SkillCount[] {
  const counts = new Map<string, number[]>(SKILLS.map((s) => [s, [0, 0, 0, 0, 0]]));
  for (const q of pool.active) {
    if (q.kind === 'open' || !isShipped(q)) continue;
    for (const skill of q.skills) {
      const byDifficulty = counts.get(skill);
      if (byDifficulty) byDifficulty[q.difficulty - 1]! += 1;
    }
  }
  return SKILLS.map((skill) => {
    const byDifficulty = counts.get(skill)!;
    return { skill, questions: byDifficulty.reduce((a, b) => a + b, 0), byDifficulty };
  });
}

// Behavioural and situational answers are judged on STAR; role-specific ones are not.
export const expectsStar = (question: PoolQuestion) =>
  question.category === 'behavioural' || question.category === 'situational';

// One shipped question by id as the pool holds it, retired ones too (grading needs them).
export async function findQuestion(
  db: Db,
  services: WithMemo,
  id: string,
): Promise<PoolQuestion | undefined> {
  const pool = await getQuestionPool(db, services);
  const cached = pool.byId.get(id);
  if (cached) return cached;
  // Added since the pool loaded by another instance: read it directly.
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.organizationId)));
  return row
    ? { ...row, public: toPublicQuestion(row), searchText: row.prompt.toLowerCase() }
    : undefined;
}
