import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  LibraryPage,
  LibraryQuery,
  LibraryQuestion,
  LibraryQuestionInput,
  LibraryQuestionPatch,
} from '@rehearse/contracts/question-library';
import type { Db } from '../../db/db';
import { containsPattern } from '../../db/like';
import { questions } from '../../db/schema/questions';
import { ANY_MEMBER, EDITORS, requireOrganizationRole } from '../../domain/organization-access';
import { libraryQuestionCount } from '../../domain/organization-counts';
import { PLACEHOLDERS } from '../../domain/question-templates';
import { notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';

// A recruiting organization's question library (docs/decisions/043-question-library-and-rubrics.md):
// its own open questions, which only its members ever see, beside the shipped bank's open
// questions, read-only, to copy from. Every query pages, filters and counts in SQL.

type Actor = Pick<ServiceContext, 'user'>;
type QuestionRow = typeof questions.$inferSelect;

// Organization questions are open questions with a generated id that no shipped id can take
// (shipped ids are kebab-case words such as 'js-closures-counter').
const newQuestionId = () => `org-${crypto.randomUUID()}`;
// What an organization question needs that the library does not ask for: the middle
// difficulty and two minutes, as for a typical open question of the bank.
const DEFAULT_DIFFICULTY = 3;
const DEFAULT_TIME_GUIDE_SECONDS = 120;

// Shipped templates keep a placeholder ('{technology}') that only a mock interview fills in
// (decision 034): not a question to copy as it is.
const TEMPLATE_PATTERN = `\\{(${PLACEHOLDERS.join('|')})\\}`;

// The bank's questions a library shows: open, current, not templates.
const bankQuestions = (): SQL =>
  and(
    isNull(questions.organizationId),
    eq(questions.kind, 'open'),
    eq(questions.retired, false),
    sql`${questions.prompt} !~ ${TEMPLATE_PATTERN}`,
  )!;

const toLibraryQuestion = (row: QuestionRow): LibraryQuestion => ({
  id: row.id,
  source: row.organizationId === null ? 'bank' : 'organization',
  prompt: row.prompt,
  competency: row.competency as LibraryQuestion['competency'],
  skills: row.skills as LibraryQuestion['skills'],
  roles: row.roles as LibraryQuestion['roles'],
  category: row.category,
  updated_at: row.updatedAt.toISOString(),
});

export async function listLibraryQuestions(
  db: Db,
  ctx: Actor,
  query: LibraryQuery,
): Promise<LibraryPage> {
  const membership = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  const where = and(
    query.source === 'bank'
      ? bankQuestions()
      : eq(questions.organizationId, membership.organizationId),
    query.search ? ilike(questions.prompt, containsPattern(query.search)) : undefined,
    query.competency ? eq(questions.competency, query.competency) : undefined,
    query.skill ? arrayContains(questions.skills, [query.skill]) : undefined,
    query.role ? arrayContains(questions.roles, [query.role]) : undefined,
  );
  // Newest first follows the (organization_id, updated_at, id) index, so a page of an
  // organization's library is read from the index whatever its size.
  const order =
    query.sort === 'prompt'
      ? [asc(sql`lower(${questions.prompt})`), asc(questions.id)]
      : [desc(questions.updatedAt), desc(questions.id)];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    countLibrary(db, membership.organizationId, query, where),
  ]);
  return {
    items: rows.map(toLibraryQuestion),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

// The organization's whole library is counted by the database (organization_counts); a
// narrowed list or the bank is counted in SQL.
async function countLibrary(
  db: Db,
  organizationId: string,
  query: LibraryQuery,
  where: SQL | undefined,
): Promise<number> {
  const narrowed = query.search || query.competency || query.skill || query.role;
  if (query.source === 'organization' && !narrowed) return libraryQuestionCount(db, organizationId);
  const [row] = await db.select({ total: count() }).from(questions).where(where);
  return row.total;
}

async function insertQuestion(
  db: Db,
  organizationId: string,
  input: LibraryQuestionInput,
): Promise<LibraryQuestion> {
  const [row] = await db
    .insert(questions)
    .values({
      id: newQuestionId(),
      organizationId,
      kind: 'open',
      prompt: input.prompt,
      difficulty: DEFAULT_DIFFICULTY,
      timeGuideSeconds: DEFAULT_TIME_GUIDE_SECONDS,
      skills: [...input.skills],
      roles: [...input.roles],
      competency: input.competency,
      category: null,
    })
    .returning();
  return toLibraryQuestion(row);
}

export async function createLibraryQuestion(
  db: Db,
  ctx: Actor,
  input: LibraryQuestionInput,
): Promise<LibraryQuestion> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  return insertQuestion(db, membership.organizationId, input);
}

// Only the caller's organization's own questions: a bank question or another organization's
// answers 404 like an unknown id, and nothing changes.
const ownQuestion = (organizationId: string, id: string) =>
  and(eq(questions.id, id), eq(questions.organizationId, organizationId));

export async function updateLibraryQuestion(
  db: Db,
  ctx: Actor,
  id: string,
  patch: LibraryQuestionPatch,
): Promise<LibraryQuestion> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  const [row] = await db
    .update(questions)
    .set({
      ...(patch.prompt !== undefined && { prompt: patch.prompt }),
      ...(patch.competency !== undefined && { competency: patch.competency }),
      ...(patch.skills !== undefined && { skills: [...patch.skills] }),
      ...(patch.roles !== undefined && { roles: [...patch.roles] }),
      updatedAt: new Date(),
    })
    .where(ownQuestion(membership.organizationId, id))
    .returning();
  if (!row) throw notFound('No such question in your library');
  return toLibraryQuestion(row);
}

// Interview plans keep their own copy of a question's text (posting_questions.prompt), so a
// deleted library question changes no plan.
export async function deleteLibraryQuestion(
  db: Db,
  ctx: Actor,
  id: string,
): Promise<LibraryQuestion> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  const [row] = await db
    .delete(questions)
    .where(ownQuestion(membership.organizationId, id))
    .returning();
  if (!row) throw notFound('No such question in your library');
  return toLibraryQuestion(row);
}

// A bank question as a new question of the caller's organization, to edit as its own.
export async function copyBankQuestion(db: Db, ctx: Actor, id: string): Promise<LibraryQuestion> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  const [source] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), bankQuestions()));
  if (!source) throw notFound('No such question in the question bank');
  return insertQuestion(db, membership.organizationId, {
    prompt: source.prompt,
    competency: source.competency as LibraryQuestion['competency'],
    skills: source.skills as LibraryQuestion['skills'],
    roles: source.roles as LibraryQuestion['roles'],
  });
}
