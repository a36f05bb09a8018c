import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  CURRENCIES,
  salaryProblems,
  TITLE_MAX_LENGTH,
  type CreatePostingInput,
  type Posting,
  type PostingCounts,
  type PostingList,
  type PostingListQuery,
  type PostingState,
  type PostingSummary,
  type PostingOptions,
  type UpdatePostingInput,
} from '@rehearse/contracts/postings';
import { ROLES, SKILLS } from '@rehearse/contracts/question-bank';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/ids';
import { containsPattern } from '../../db/like';
import {
  postingHiringTeam,
  postingQuestionCriteria,
  postingQuestions,
  postings,
} from '../../db/schema/postings';
import { rubrics } from '../../db/schema/rubrics';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import {
  ANY_MEMBER,
  EDITORS,
  requireOrganizationRole,
  type Membership,
} from '../../domain/organization-access';
import { postingCountsOf } from '../../domain/organization-counts';
import { AppError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';
import { sanitizeDescription } from './posting-description';
import {
  findPosting,
  organizationMembers,
  readPosting,
  refuseArchived,
  type PostingRow,
} from './posting-reads';

// Job postings of the caller's recruiting organization (docs/decisions/042-job-postings.md):
// every member reads, owners and recruiters (EDITORS) change. Ids are looked up within the
// caller's organization only, so another organization's posting answers 404 and is untouched.

type Actor = Pick<ServiceContext, 'user'>;

// ---------- Reads ----------

const SORTS = {
  // The default: served by postings_organization_(state_)updated_idx, newest change first.
  updated: [desc(postings.updatedAt), desc(postings.id)],
  title: [asc(sql`lower(${postings.title})`), asc(postings.id)],
  created: [desc(postings.createdAt), desc(postings.id)],
} as const;

// A page of postings of one organization, or of every organization (admins: null), with the
// organization each belongs to and the counts per state for the search.
export async function postingPage(
  db: Db,
  organizationId: string | null,
  query: Omit<PostingListQuery, 'state'> & { state?: PostingState },
): Promise<{
  items: (PostingSummary & { organization: { id: string; name: string } })[];
  counts: PostingCounts;
  total: number;
}> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const matching = and(
    organizationId ? eq(postings.organizationId, organizationId) : undefined,
    pattern
      ? or(
          ilike(postings.title, pattern),
          ilike(postings.department, pattern),
          ilike(postings.location, pattern),
        )
      : undefined,
  );
  const where = and(matching, query.state ? eq(postings.state, query.state) : undefined);
  const [perState, rows] = await Promise.all([
    // The tabs' numbers and the page's total: kept by the database for the whole list; one
    // grouped count (on the trigram indexes) for a search or across organizations.
    pattern || !organizationId
      ? db
          .select({ state: postings.state, count: count() })
          .from(postings)
          .where(matching)
          .groupBy(postings.state)
      : postingCountsOf(db, organizationId),
    db
      .select({
        id: postings.id,
        title: postings.title,
        department: postings.department,
        location: postings.location,
        workplaceType: postings.workplaceType,
        employmentType: postings.employmentType,
        state: postings.state,
        createdAt: postings.createdAt,
        updatedAt: postings.updatedAt,
        organizationId: postings.organizationId,
        organizationName: organizations.name,
      })
      .from(postings)
      .innerJoin(organizations, eq(organizations.id, postings.organizationId))
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const counts: PostingCounts = { all: 0, draft: 0, open: 0, closed: 0, archived: 0 };
  for (const { state, count: n } of perState) {
    counts[state] = n;
    counts.all += n;
  }
  // Question counts for this page's postings only.
  const questionCounts =
    rows.length === 0
      ? []
      : await db
          .select({ postingId: postingQuestions.postingId, count: count() })
          .from(postingQuestions)
          .where(
            inArray(
              postingQuestions.postingId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(postingQuestions.postingId);
  const questionsOf = new Map(questionCounts.map((row) => [row.postingId, row.count]));
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      department: row.department,
      location: row.location,
      workplace_type: row.workplaceType,
      employment_type: row.employmentType,
      state: row.state,
      question_count: questionsOf.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      organization: { id: row.organizationId, name: row.organizationName },
    })),
    counts,
    total: query.state ? counts[query.state] : counts.all,
  };
}

export async function listPostings(
  db: Db,
  ctx: Actor,
  query: PostingListQuery,
): Promise<PostingList> {
  const membership = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  const page = await postingPage(db, membership.organizationId, query);
  return {
    items: page.items.map(({ organization: _, ...item }) => item),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    counts: page.counts,
    role: membership.role,
  };
}

export async function getPosting(db: Db, ctx: Actor, id: string): Promise<Posting> {
  const membership = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  return readPosting(db, membership, id);
}

export async function getPostingOptions(db: Db, ctx: Actor): Promise<PostingOptions> {
  const membership = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  return {
    members: await organizationMembers(db, membership.organizationId),
    roles: [...ROLES],
    skills: [...SKILLS],
    currencies: [...CURRENCIES],
    role: membership.role,
  };
}

// ---------- Checks of what a change refers to ----------

// A rubric of the caller's organization; anything else is bad input naming rubric_id.
async function assertRubric(db: Db, organizationId: string, rubricId: string): Promise<void> {
  const [row] = isUuid(rubricId)
    ? await db
        .select({ id: rubrics.id })
        .from(rubrics)
        .where(and(eq(rubrics.id, rubricId), eq(rubrics.organizationId, organizationId)))
        .for('share')
    : [];
  if (!row) {
    throw new AppError('validation.unknown_id', 'No such rubric in your organization', {
      field: 'rubric_id',
    });
  }
}

// Members of the caller's organization; any other id is bad input naming hiring_team.
async function assertMembers(db: Db, organizationId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = ids.every(isUuid)
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, ids),
            eq(users.organizationId, organizationId),
            isNotNull(users.organizationRole),
          ),
        )
    : [];
  if (found.length !== ids.length) {
    throw new AppError('validation.unknown_id', 'Not a member of your organization', {
      field: 'hiring_team',
    });
  }
}

function assertSalary(salary: Parameters<typeof salaryProblems>[0]): void {
  const [problem] = salaryProblems(salary);
  if (problem) throw new AppError(problem.code, problem.message, { field: problem.field });
}

type Fields = CreatePostingInput | UpdatePostingInput;

// The columns a create or an edit sets (only the fields it was given).
function columns(input: Fields): Partial<typeof postings.$inferInsert> {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.department !== undefined && { department: input.department }),
    ...(input.location !== undefined && { location: input.location }),
    ...(input.workplace_type !== undefined && { workplaceType: input.workplace_type }),
    ...(input.employment_type !== undefined && { employmentType: input.employment_type }),
    ...(input.description_html !== undefined && {
      descriptionHtml: sanitizeDescription(input.description_html),
    }),
    ...(input.skills !== undefined && { skills: input.skills }),
    ...(input.target_role !== undefined && { targetRole: input.target_role }),
    ...(input.salary_min !== undefined && { salaryMin: input.salary_min }),
    ...(input.salary_max !== undefined && { salaryMax: input.salary_max }),
    ...(input.salary_currency !== undefined && { salaryCurrency: input.salary_currency }),
    ...(input.salary_period !== undefined && { salaryPeriod: input.salary_period }),
    ...(input.rubric_id !== undefined && { rubricId: input.rubric_id }),
    ...(input.intro_message !== undefined && { introMessage: input.intro_message }),
    ...(input.closing_message !== undefined && { closingMessage: input.closing_message }),
    ...(input.response_deadline_days !== undefined && {
      responseDeadlineDays: input.response_deadline_days,
    }),
    ...(input.reminder_days_before !== undefined && {
      reminderDaysBefore: input.reminder_days_before,
    }),
    ...(input.scorecard_visibility !== undefined && {
      scorecardVisibility: input.scorecard_visibility,
    }),
    ...(input.anonymized_review !== undefined && { anonymizedReview: input.anonymized_review }),
    ...(input.closing_email !== undefined && { closingEmail: input.closing_email }),
  };
}

async function setHiringTeam(db: Db, postingId: string, ids: string[]): Promise<void> {
  await db.delete(postingHiringTeam).where(eq(postingHiringTeam.postingId, postingId));
  if (ids.length > 0) {
    await db.insert(postingHiringTeam).values(ids.map((userId) => ({ postingId, userId })));
  }
}

// ---------- Changes ----------

export async function createPosting(
  db: Db,
  ctx: Actor,
  input: CreatePostingInput,
): Promise<Posting> {
  return createPostingIn(db, await requireOrganizationRole(db, ctx.user, EDITORS), input);
}

// The create itself, in the organization of `membership`, made by its user: a member of it, or
// an admin acting on its behalf (admin-postings.service.ts).
export async function createPostingIn(
  db: Db,
  membership: Membership,
  input: CreatePostingInput,
): Promise<Posting> {
  assertSalary(input);
  const id = await db.transaction(async (tx) => {
    if (input.rubric_id) await assertRubric(tx, membership.organizationId, input.rubric_id);
    if (input.hiring_team) await assertMembers(tx, membership.organizationId, input.hiring_team);
    const [row] = await tx
      .insert(postings)
      .values({
        workplaceType: 'on-site',
        employmentType: 'full-time',
        ...columns(input),
        title: input.title,
        organizationId: membership.organizationId,
        createdBy: membership.userId,
        state: 'draft',
      })
      .returning({ id: postings.id });
    if (input.hiring_team) await setHiringTeam(tx, row.id, input.hiring_team);
    return row.id;
  });
  return readPosting(db, membership, id);
}

// A partial edit. The salary rules hold for the posting as it will be; a new rubric drops the
// plan's links to the old rubric's criteria, and is refused while the posting is open (its
// plan is locked then: decision 042).
export async function updatePosting(
  db: Db,
  ctx: Actor,
  id: string,
  input: UpdatePostingInput,
): Promise<Posting> {
  return updatePostingIn(db, await requireOrganizationRole(db, ctx.user, EDITORS), id, input);
}

export async function updatePostingIn(
  db: Db,
  membership: Membership,
  id: string,
  input: UpdatePostingInput,
): Promise<Posting> {
  await db.transaction(async (tx) => {
    const posting = await findPosting(tx, membership.organizationId, id, { lock: true });
    refuseArchived(posting);
    assertSalary({
      salary_min: input.salary_min !== undefined ? input.salary_min : posting.salaryMin,
      salary_max: input.salary_max !== undefined ? input.salary_max : posting.salaryMax,
      salary_currency:
        input.salary_currency !== undefined ? input.salary_currency : posting.salaryCurrency,
      salary_period: input.salary_period !== undefined ? input.salary_period : posting.salaryPeriod,
    });
    const rubricChanges = input.rubric_id !== undefined && input.rubric_id !== posting.rubricId;
    if (rubricChanges) {
      if (posting.state === 'open') {
        throw new AppError(
          'posting.plan_locked',
          'The rubric of an open posting cannot change; close it first',
          { field: 'rubric_id' },
        );
      }
      if (input.rubric_id) await assertRubric(tx, membership.organizationId, input.rubric_id);
      await dropCriteriaLinks(tx, posting.id);
    }
    if (input.hiring_team) {
      await assertMembers(tx, membership.organizationId, input.hiring_team);
      await setHiringTeam(tx, posting.id, input.hiring_team);
    }
    await tx
      .update(postings)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(postings.id, posting.id));
  });
  return readPosting(db, membership, id);
}

async function dropCriteriaLinks(db: Db, postingId: string): Promise<void> {
  await db
    .delete(postingQuestionCriteria)
    .where(
      inArray(
        postingQuestionCriteria.postingQuestionId,
        db
          .select({ id: postingQuestions.id })
          .from(postingQuestions)
          .where(eq(postingQuestions.postingId, postingId)),
      ),
    );
}

// Only a draft may be deleted; a posting that was ever open is closed and archived instead.
export async function deletePosting(db: Db, ctx: Actor, id: string): Promise<{ id: string }> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  const posting = await findPosting(db, membership.organizationId, id);
  const [deleted] = await db
    .delete(postings)
    .where(and(eq(postings.id, posting.id), eq(postings.state, 'draft')))
    .returning({ id: postings.id });
  if (!deleted) {
    const now = await findPosting(db, membership.organizationId, id);
    throw new AppError('posting.not_draft', 'Only a draft can be deleted; archive it instead', {
      params: { state: now.state },
    });
  }
  return deleted;
}

const copyTitle = (title: string) => {
  const suffix = ' (copy)';
  return `${title.slice(0, TITLE_MAX_LENGTH - suffix.length)}${suffix}`;
};

// A new draft with the same fields, hiring team (its members still in the organization),
// rubric and plan (with each question's criteria). Any state may be copied: "reopen as a copy"
// for an archived posting.
export async function duplicatePosting(db: Db, ctx: Actor, id: string): Promise<Posting> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  const copyId = await db.transaction(async (tx) => {
    const source = await findPosting(tx, membership.organizationId, id, { lock: true });
    const copy = await insertCopy(tx, source, membership);
    const team = await tx
      .select({ userId: postingHiringTeam.userId })
      .from(postingHiringTeam)
      .innerJoin(users, eq(users.id, postingHiringTeam.userId))
      .where(
        and(
          eq(postingHiringTeam.postingId, source.id),
          eq(users.organizationId, membership.organizationId),
        ),
      );
    await setHiringTeam(
      tx,
      copy,
      team.map((member) => member.userId),
    );
    const questions = await tx
      .select()
      .from(postingQuestions)
      .where(eq(postingQuestions.postingId, source.id))
      .orderBy(asc(postingQuestions.position), asc(postingQuestions.id));
    for (const question of questions) {
      const [copied] = await tx
        .insert(postingQuestions)
        .values({
          postingId: copy,
          position: question.position,
          prompt: question.prompt,
          sourceQuestionId: question.sourceQuestionId,
          answerType: question.answerType,
          thinkTimeSeconds: question.thinkTimeSeconds,
          answerTimeSeconds: question.answerTimeSeconds,
          takes: question.takes,
        })
        .returning({ id: postingQuestions.id });
      await tx.execute(sql`
        insert into ${postingQuestionCriteria} (posting_question_id, criterion_id)
        select ${copied.id}::uuid, criterion_id from ${postingQuestionCriteria}
        where posting_question_id = ${question.id}::uuid`);
    }
    return copy;
  });
  return readPosting(db, membership, copyId);
}

async function insertCopy(db: Db, source: PostingRow, membership: Membership): Promise<string> {
  const [row] = await db
    .insert(postings)
    .values({
      organizationId: membership.organizationId,
      title: copyTitle(source.title),
      department: source.department,
      location: source.location,
      workplaceType: source.workplaceType,
      employmentType: source.employmentType,
      descriptionHtml: source.descriptionHtml,
      targetRole: source.targetRole,
      skills: source.skills,
      salaryMin: source.salaryMin,
      salaryMax: source.salaryMax,
      salaryCurrency: source.salaryCurrency,
      salaryPeriod: source.salaryPeriod,
      state: 'draft',
      rubricId: source.rubricId,
      introMessage: source.introMessage,
      closingMessage: source.closingMessage,
      responseDeadlineDays: source.responseDeadlineDays,
      reminderDaysBefore: source.reminderDaysBefore,
      scorecardVisibility: source.scorecardVisibility,
      anonymizedReview: source.anonymizedReview,
      closingEmail: source.closingEmail,
      createdBy: membership.userId,
    })
    .returning({ id: postings.id });
  return row.id;
}
