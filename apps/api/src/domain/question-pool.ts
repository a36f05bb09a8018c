import type {
  PublicQuestion,
  QuestionPoolPage,
  QuestionPoolStatus,
  SkillCount,
} from '@rehearse/contracts/question-pool';
import type { questionPoolQuerySchema } from '@rehearse/contracts/question-pool';
import { SKILLS, type Skill } from '@rehearse/contracts/question-bank';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { questions } from '../db/schema/questions';

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
  // Questions new quizzes may draw: not retired.
  active: PoolQuestion[];
  warmedAt: string;
};

// The pool's cache lives with one app instance (createApp makes it), so two apps in one
// process (tests, workers) never share or leak state through a module-level variable.
export type QuestionPoolCache = {
  loading: Promise<QuestionPool> | undefined;
  // Set once the first load finished; tells a warm call from a cold one.
  warm: boolean;
};

export const createQuestionPoolCache = (): QuestionPoolCache => ({
  loading: undefined,
  warm: false,
});

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

async function loadPool(db: Db): Promise<QuestionPool> {
  const rows = await db.select().from(questions);
  const byId = new Map<string, PoolQuestion>();
  for (const row of rows) {
    byId.set(row.id, {
      ...row,
      public: toPublicQuestion(row),
      searchText: row.prompt.toLowerCase(),
    });
  }
  const active = [...byId.values()]
    .filter((q) => !q.retired)
    .sort((a, b) => a.id.localeCompare(b.id));
  return { byId, active, warmedAt: new Date().toISOString() };
}

// The pool, loaded from the database on first use and after every invalidation. Concurrent
// first calls share one load; a failed load is retried by the next call, not remembered.
export async function getQuestionPool(db: Db, cache: QuestionPoolCache): Promise<QuestionPool> {
  cache.loading ??= loadPool(db);
  const loading = cache.loading;
  try {
    const pool = await loading;
    cache.warm = true;
    return pool;
  } catch (error) {
    if (cache.loading === loading) cache.loading = undefined;
    throw error;
  }
}

// Called whenever a question is added, changed or removed; the next read reloads.
export function invalidateQuestionPool(cache: QuestionPoolCache): void {
  cache.loading = undefined;
  cache.warm = false;
}

export async function initQuestionPool(
  db: Db,
  cache: QuestionPoolCache,
): Promise<QuestionPoolStatus> {
  const alreadyWarm = cache.warm;
  const pool = await getQuestionPool(db, cache);
  return { ready: true, questions: pool.active.length, warmedAt: pool.warmedAt, alreadyWarm };
}

// Who may see which questions: everyone sees the shipped bank; an organization's own questions
// only its members (recruiters). Candidates' individual organizations hold no questions.
export type PoolViewer = { organizationId: string | null };

export const visibleTo = (viewer: PoolViewer) => (q: PoolQuestion) =>
  q.organizationId === null || q.organizationId === viewer.organizationId;

type PoolQuery = z.output<typeof questionPoolQuerySchema>;

const anyOf = <T>(wanted: readonly T[] | undefined, values: readonly T[]) =>
  !wanted?.length || wanted.some((w) => values.includes(w));

export function listPoolQuestions(
  pool: QuestionPool,
  viewer: PoolViewer,
  query: PoolQuery,
): QuestionPoolPage {
  const text = query.q?.toLowerCase();
  const visible = visibleTo(viewer);
  const matches = pool.active.filter(
    (q) =>
      visible(q) &&
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
export function countSkills(pool: QuestionPool, viewer: PoolViewer): SkillCount[] {
  const counts = new Map<string, number[]>(SKILLS.map((s) => [s, [0, 0, 0, 0, 0]]));
  const visible = visibleTo(viewer);
  for (const q of pool.active) {
    if (q.kind === 'open' || !visible(q)) continue;
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

// One question by id as the pool holds it, whatever its visibility (grading needs it).
export async function findQuestion(
  db: Db,
  cache: QuestionPoolCache,
  id: string,
): Promise<PoolQuestion | undefined> {
  const pool = await getQuestionPool(db, cache);
  const cached = pool.byId.get(id);
  if (cached) return cached;
  // Added since the pool loaded by another instance: read it directly.
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row
    ? { ...row, public: toPublicQuestion(row), searchText: row.prompt.toLowerCase() }
    : undefined;
}
