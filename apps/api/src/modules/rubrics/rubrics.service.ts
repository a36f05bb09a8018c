import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import {
  RUBRIC_NAME_MAX_LENGTH,
  type CriterionInput,
  type Rubric,
  type RubricInput,
  type RubricSummary,
} from '@rehearse/contracts/rubrics';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { postings } from '../../db/schema/postings';
import { rubricCriteria, rubrics } from '../../db/schema/rubrics';
import { ANY_MEMBER, EDITORS, requireOrganizationRole } from '../../domain/organization-access';
import { AppError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';

// A recruiting organization's rubrics (docs/decisions/043-question-library-and-rubrics.md):
// reusable scorecards of weighted criteria, each with an anchored 1-5 scale. Any member reads;
// owners and recruiters change them. A criterion keeps its id through edits, because interview
// plans (posting_question_criteria) and, later, scores point at it.

type Actor = Pick<ServiceContext, 'user'>;
type RubricRow = typeof rubrics.$inferSelect;
type CriterionRow = typeof rubricCriteria.$inferSelect;

// Postings that use a rubric: an archived posting no longer counts (nor keeps it from going).
// Written with table names, since Drizzle leaves columns unqualified in a one-table select and
// the subquery must point at the outer rubric.
const postingCount = sql<number>`(
  select count(*)::int from postings
  where postings.rubric_id = rubrics.id and postings.state <> 'archived'
)`;
const criterionCount = sql<number>`(
  select count(*)::int from rubric_criteria where rubric_criteria.rubric_id = rubrics.id
)`;

const ownRubric = (organizationId: string, id: string) =>
  and(idIs(rubrics.id, id), eq(rubrics.organizationId, organizationId));

const missing = () => notFound('No such rubric in your organization');

const toCriterion = (row: CriterionRow): Rubric['criteria'][number] => ({
  id: row.id,
  name: row.name,
  description: row.description,
  weight: row.weight,
  anchors: row.anchors,
});

export async function listRubrics(db: Db, ctx: Actor): Promise<RubricSummary[]> {
  const membership = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  const rows = await db
    .select({ rubric: rubrics, postingCount, criterionCount })
    .from(rubrics)
    .where(eq(rubrics.organizationId, membership.organizationId))
    .orderBy(asc(sql`lower(${rubrics.name})`), asc(rubrics.id));
  return rows.map(({ rubric, postingCount, criterionCount }) => ({
    id: rubric.id,
    name: rubric.name,
    description: rubric.description,
    posting_count: postingCount,
    criterion_count: criterionCount,
    updated_at: rubric.updatedAt.toISOString(),
  }));
}

async function readRubric(db: Db, organizationId: string, id: string): Promise<Rubric> {
  const [row] = await db
    .select({ rubric: rubrics, postingCount })
    .from(rubrics)
    .where(ownRubric(organizationId, id));
  if (!row) throw missing();
  const criteria = await db
    .select()
    .from(rubricCriteria)
    .where(eq(rubricCriteria.rubricId, row.rubric.id))
    .orderBy(asc(rubricCriteria.position));
  return toRubric(row.rubric, criteria, row.postingCount);
}

const toRubric = (rubric: RubricRow, criteria: CriterionRow[], postingCount: number): Rubric => ({
  id: rubric.id,
  name: rubric.name,
  description: rubric.description,
  criteria: criteria.map(toCriterion),
  posting_count: postingCount,
  updated_at: rubric.updatedAt.toISOString(),
});

export async function getRubric(db: Db, ctx: Actor, id: string): Promise<Rubric> {
  const membership = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  return readRubric(db, membership.organizationId, id);
}

const criterionValues = (rubricId: string, criterion: CriterionInput, position: number) => ({
  rubricId,
  position,
  name: criterion.name,
  description: criterion.description,
  weight: criterion.weight,
  anchors: [...criterion.anchors],
});

async function insertRubric(
  db: Db,
  membership: { organizationId: string; userId: string },
  input: Pick<RubricInput, 'name' | 'description'> & { criteria: CriterionInput[] },
): Promise<string> {
  const [rubric] = await db
    .insert(rubrics)
    .values({
      organizationId: membership.organizationId,
      name: input.name,
      description: input.description,
      createdBy: membership.userId,
    })
    .returning({ id: rubrics.id });
  await db
    .insert(rubricCriteria)
    .values(input.criteria.map((criterion, i) => criterionValues(rubric.id, criterion, i)));
  return rubric.id;
}

export async function createRubric(db: Db, ctx: Actor, input: RubricInput): Promise<Rubric> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  return db.transaction(async (tx) => {
    const id = await insertRubric(tx, membership, input);
    return readRubric(tx, membership.organizationId, id);
  });
}

// The rubric's row, locked for the rest of the transaction: edits, duplicates and deletes of one
// rubric run one at a time, and a posting being given this rubric (its foreign key locks the
// row too) waits for a delete to finish, or the delete for it.
async function lockRubric(db: Db, organizationId: string, id: string): Promise<RubricRow> {
  const [row] = await db.select().from(rubrics).where(ownRubric(organizationId, id)).for('update');
  if (!row) throw missing();
  return row;
}

// Replaces name, description and criteria as a whole. A criterion sent with its id is kept
// (same id, new text, weight and place); one without an id is new; one not sent is removed,
// with the plan links that point at it. An id that is not one of this rubric's criteria is
// refused, naming it (criteria.N.id), and nothing changes.
export async function replaceRubric(
  db: Db,
  ctx: Actor,
  id: string,
  input: RubricInput,
): Promise<Rubric> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  return db.transaction(async (tx) => {
    const rubric = await lockRubric(tx, membership.organizationId, id);
    const existing = await tx
      .select({ id: rubricCriteria.id })
      .from(rubricCriteria)
      .where(eq(rubricCriteria.rubricId, rubric.id));
    const known = new Set(existing.map((row) => row.id));
    input.criteria.forEach((criterion, index) => {
      if (criterion.id !== undefined && !known.has(criterion.id)) {
        throw new AppError('validation.unknown_id', 'Not a criterion of this rubric', {
          field: `criteria.${index}.id`,
        });
      }
    });
    const kept = input.criteria.flatMap((criterion) => (criterion.id ? [criterion.id] : []));
    await tx
      .delete(rubricCriteria)
      .where(
        kept.length
          ? and(eq(rubricCriteria.rubricId, rubric.id), notInArray(rubricCriteria.id, kept))
          : eq(rubricCriteria.rubricId, rubric.id),
      );
    const added: ReturnType<typeof criterionValues>[] = [];
    for (const [position, criterion] of input.criteria.entries()) {
      const values = criterionValues(rubric.id, criterion, position);
      if (criterion.id) {
        await tx.update(rubricCriteria).set(values).where(eq(rubricCriteria.id, criterion.id));
      } else {
        added.push(values);
      }
    }
    if (added.length) await tx.insert(rubricCriteria).values(added);
    await tx
      .update(rubrics)
      .set({ name: input.name, description: input.description, updatedAt: new Date() })
      .where(eq(rubrics.id, rubric.id));
    return readRubric(tx, membership.organizationId, rubric.id);
  });
}

// "Name (copy)", cut to fit the name's limit.
const copyName = (name: string) => {
  const suffix = ' (copy)';
  return name.slice(0, RUBRIC_NAME_MAX_LENGTH - suffix.length).trimEnd() + suffix;
};

// A new rubric with the same description and criteria (new criterion ids; no posting uses it).
export async function duplicateRubric(db: Db, ctx: Actor, id: string): Promise<Rubric> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  return db.transaction(async (tx) => {
    const source = await readRubric(tx, membership.organizationId, id);
    const copy = await insertRubric(tx, membership, {
      name: copyName(source.name),
      description: source.description,
      criteria: source.criteria.map(({ name, description, weight, anchors }) => ({
        name,
        description,
        weight,
        anchors,
      })),
    });
    return readRubric(tx, membership.organizationId, copy);
  });
}

// Refused with 409 rubric.in_use while a posting that is not archived uses it; archived
// postings that used it lose the link (postings.rubric_id is set null).
export async function deleteRubric(db: Db, ctx: Actor, id: string): Promise<{ id: string }> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  return db.transaction(async (tx) => {
    const rubric = await lockRubric(tx, membership.organizationId, id);
    const using = await tx
      .select({ id: postings.id })
      .from(postings)
      .where(and(eq(postings.rubricId, rubric.id), ne(postings.state, 'archived')));
    if (using.length > 0) {
      throw new AppError(
        'rubric.in_use',
        `${using.length} ${using.length === 1 ? 'posting uses' : 'postings use'} this rubric; choose another rubric for ${using.length === 1 ? 'it' : 'them'} or archive ${using.length === 1 ? 'it' : 'them'} first`,
        { params: { count: using.length } },
      );
    }
    await tx.delete(rubrics).where(eq(rubrics.id, rubric.id));
    return { id: rubric.id };
  });
}
