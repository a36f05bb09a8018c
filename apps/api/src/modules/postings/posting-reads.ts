import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Posting, PostingRubric, TeamMember } from '@rehearse/contracts/postings';
import type { Role, Skill } from '@rehearse/contracts/question-bank';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import {
  postingHiringTeam,
  postingQuestionCriteria,
  postingQuestions,
  postings,
} from '../../db/schema/postings';
import { rubricCriteria, rubrics } from '../../db/schema/rubrics';
import { users } from '../../db/schema/users';
import type { Membership } from '../../domain/organization-access';
import { AppError, notFound } from '../../platform/errors';

// Reading one posting of the caller's organization, whole, and the checks every change makes
// first. Another organization's posting answers exactly like a missing one (404).

export type PostingRow = typeof postings.$inferSelect;

export async function findPosting(
  db: Db,
  organizationId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PostingRow> {
  const query = db
    .select()
    .from(postings)
    .where(and(idIs(postings.id, id), eq(postings.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such posting in your organization');
  return row;
}

// An archived posting is read-only (it goes back to draft to change).
export function refuseArchived(posting: PostingRow): void {
  if (posting.state === 'archived') {
    throw new AppError(
      'posting.archived',
      'This posting is archived and cannot be changed; move it back to draft first',
    );
  }
}

// The members of the organization, as the hiring team shows them.
export async function organizationMembers(db: Db, organizationId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, role: users.organizationRole })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNotNull(users.organizationRole)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.flatMap((row) => (row.role ? [{ ...row, role: row.role }] : []));
}

async function hiringTeam(db: Db, posting: PostingRow): Promise<TeamMember[]> {
  // Only those still in the organization: a member who left is no longer on any team.
  const rows = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, role: users.organizationRole })
    .from(postingHiringTeam)
    .innerJoin(users, eq(users.id, postingHiringTeam.userId))
    .where(
      and(
        eq(postingHiringTeam.postingId, posting.id),
        eq(users.organizationId, posting.organizationId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.flatMap((row) => (row.role ? [{ ...row, role: row.role }] : []));
}

async function postingRubric(db: Db, posting: PostingRow): Promise<PostingRubric | null> {
  if (!posting.rubricId) return null;
  const [rubric] = await db
    .select({ id: rubrics.id, name: rubrics.name })
    .from(rubrics)
    .where(
      and(eq(rubrics.id, posting.rubricId), eq(rubrics.organizationId, posting.organizationId)),
    );
  if (!rubric) return null;
  const criteria = await db
    .select({ id: rubricCriteria.id, name: rubricCriteria.name })
    .from(rubricCriteria)
    .where(eq(rubricCriteria.rubricId, rubric.id))
    .orderBy(asc(rubricCriteria.position), asc(rubricCriteria.id));
  return { ...rubric, criteria };
}

async function plan(db: Db, postingId: string): Promise<Posting['questions']> {
  const questions = await db
    .select()
    .from(postingQuestions)
    .where(eq(postingQuestions.postingId, postingId))
    .orderBy(asc(postingQuestions.position), asc(postingQuestions.id));
  const links =
    questions.length === 0
      ? []
      : await db
          .select({
            questionId: postingQuestionCriteria.postingQuestionId,
            criterionId: postingQuestionCriteria.criterionId,
          })
          .from(postingQuestionCriteria)
          .innerJoin(rubricCriteria, eq(rubricCriteria.id, postingQuestionCriteria.criterionId))
          .where(
            inArray(
              postingQuestionCriteria.postingQuestionId,
              questions.map((q) => q.id),
            ),
          )
          .orderBy(asc(rubricCriteria.position), asc(rubricCriteria.id));
  return questions.map((q) => ({
    id: q.id,
    prompt: q.prompt,
    source_question_id: q.sourceQuestionId,
    answer_type: q.answerType,
    think_time_seconds: q.thinkTimeSeconds,
    answer_time_seconds: q.answerTimeSeconds,
    takes: q.takes,
    criterion_ids: links.filter((l) => l.questionId === q.id).map((l) => l.criterionId),
  }));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function readPosting(db: Db, membership: Membership, id: string): Promise<Posting> {
  const posting = await findPosting(db, membership.organizationId, id);
  const [team, rubric, questions] = await Promise.all([
    hiringTeam(db, posting),
    postingRubric(db, posting),
    plan(db, posting.id),
  ]);
  return {
    id: posting.id,
    title: posting.title,
    department: posting.department,
    location: posting.location,
    workplace_type: posting.workplaceType,
    employment_type: posting.employmentType,
    description_html: posting.descriptionHtml,
    skills: posting.skills as Skill[],
    target_role: posting.targetRole as Role | null,
    salary_min: posting.salaryMin,
    salary_max: posting.salaryMax,
    salary_currency: posting.salaryCurrency,
    salary_period: posting.salaryPeriod,
    state: posting.state,
    rubric,
    hiring_team: team,
    intro_message: posting.introMessage,
    closing_message: posting.closingMessage,
    response_deadline_days: posting.responseDeadlineDays,
    reminder_days_before: posting.reminderDaysBefore,
    scorecard_visibility: posting.scorecardVisibility,
    anonymized_review: posting.anonymizedReview,
    closing_email: posting.closingEmail,
    questions,
    role: membership.role,
    created_at: posting.createdAt.toISOString(),
    updated_at: posting.updatedAt.toISOString(),
    opened_at: iso(posting.openedAt),
    closed_at: iso(posting.closedAt),
    archived_at: iso(posting.archivedAt),
  };
}
