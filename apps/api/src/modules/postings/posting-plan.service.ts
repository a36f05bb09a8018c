import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { PlanInput, Posting } from '@rehearse/contracts/postings';
import type { Db } from '../../db/db';
import { postingQuestionCriteria, postingQuestions, postings } from '../../db/schema/postings';
import { questions } from '../../db/schema/questions';
import { rubricCriteria } from '../../db/schema/rubrics';
import { EDITORS, requireOrganizationRole } from '../../domain/organization-access';
import { AppError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';
import { findPosting, readPosting, refuseArchived } from './posting-reads';

// A posting's interview plan: the ordered questions, replaced as a whole in one transaction
// (docs/decisions/042-job-postings.md). Each problem names its field: questions.N.<field>.

type Actor = Pick<ServiceContext, 'user'>;

const unknownId = (index: number, field: string, message: string) =>
  new AppError('validation.unknown_id', message, { field: `questions.${index}.${field}` });

export async function replacePlan(
  db: Db,
  ctx: Actor,
  id: string,
  input: PlanInput,
): Promise<Posting> {
  const membership = await requireOrganizationRole(db, ctx.user, EDITORS);
  await db.transaction(async (tx) => {
    const posting = await findPosting(tx, membership.organizationId, id, { lock: true });
    refuseArchived(posting);
    // Candidates may be answering an open posting's plan: it changes only while the posting is
    // a draft or closed (decision 042).
    if (posting.state === 'open') {
      throw new AppError(
        'posting.plan_locked',
        'The interview plan of an open posting cannot change; close the posting first',
        { field: 'questions' },
      );
    }

    // Questions already in the plan keep their ids; any other id is bad input.
    const existing = await tx
      .select({ id: postingQuestions.id })
      .from(postingQuestions)
      .where(eq(postingQuestions.postingId, posting.id));
    const existingIds = new Set(existing.map((row) => row.id));
    const seen = new Set<string>();
    input.questions.forEach((question, index) => {
      if (question.id === undefined) return;
      if (!existingIds.has(question.id) || seen.has(question.id)) {
        throw unknownId(index, 'id', 'Not a question of this plan');
      }
      seen.add(question.id);
    });

    // Source questions: the organization's own or the shipped bank's, never another
    // organization's.
    const sourceIds = [
      ...new Set(
        input.questions.flatMap((q) => (q.source_question_id ? [q.source_question_id] : [])),
      ),
    ];
    const sources =
      sourceIds.length === 0
        ? []
        : await tx
            .select({ id: questions.id, prompt: questions.prompt })
            .from(questions)
            .where(
              and(
                inArray(questions.id, sourceIds),
                or(
                  eq(questions.organizationId, membership.organizationId),
                  and(isNull(questions.organizationId), eq(questions.retired, false)),
                ),
              ),
            );
    const promptOf = new Map(sources.map((row) => [row.id, row.prompt]));

    // Criteria: of the posting's rubric only.
    const criteria = posting.rubricId
      ? await tx
          .select({ id: rubricCriteria.id })
          .from(rubricCriteria)
          .where(eq(rubricCriteria.rubricId, posting.rubricId))
      : [];
    const criterionIds = new Set(criteria.map((row) => row.id));

    const plan = input.questions.map((question, index) => {
      const source = question.source_question_id ?? null;
      if (source !== null && !promptOf.has(source)) {
        throw unknownId(
          index,
          'source_question_id',
          'No such question in your library or the bank',
        );
      }
      if (question.criterion_ids.some((criterion) => !criterionIds.has(criterion))) {
        throw unknownId(
          index,
          'criterion_ids',
          posting.rubricId
            ? "Not a criterion of this posting's rubric"
            : 'This posting has no rubric; choose one before linking criteria',
        );
      }
      return {
        id: question.id,
        values: {
          postingId: posting.id,
          position: index,
          prompt: question.prompt ?? promptOf.get(source as string) ?? '',
          sourceQuestionId: source,
          answerType: question.answer_type,
          thinkTimeSeconds: question.think_time_seconds,
          answerTimeSeconds: question.answer_time_seconds,
          takes: question.takes,
        },
        criterionIds: question.criterion_ids,
      };
    });

    const kept = plan.flatMap((q) => (q.id ? [q.id] : []));
    await tx
      .delete(postingQuestions)
      .where(
        and(
          eq(postingQuestions.postingId, posting.id),
          kept.length > 0 ? notInArray(postingQuestions.id, kept) : undefined,
        ),
      );
    const links: { postingQuestionId: string; criterionId: string }[] = [];
    for (const question of plan) {
      let questionId = question.id;
      if (questionId) {
        await tx
          .update(postingQuestions)
          .set(question.values)
          .where(eq(postingQuestions.id, questionId));
      } else {
        const [row] = await tx
          .insert(postingQuestions)
          .values(question.values)
          .returning({ id: postingQuestions.id });
        questionId = row.id;
      }
      links.push(
        ...question.criterionIds.map((criterionId) => ({
          postingQuestionId: questionId,
          criterionId,
        })),
      );
    }
    if (kept.length > 0) {
      await tx
        .delete(postingQuestionCriteria)
        .where(inArray(postingQuestionCriteria.postingQuestionId, kept));
    }
    if (links.length > 0) await tx.insert(postingQuestionCriteria).values(links);
    await tx.update(postings).set({ updatedAt: new Date() }).where(eq(postings.id, posting.id));
  });
  return readPosting(db, membership, id);
}
