import type {
  CreateMockInterview,
  CreateTake,
  JobTerms,
  MockInterview,
} from '@rehearse/contracts/mock-interviews';
import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import {
  mockInterviewQuestions,
  mockInterviews,
  mockInterviewTakes,
  practiceAttempts,
} from '../../db/schema/interviews';
import { AppError, notFound } from '../../platform/errors';
import { feedbackFigures } from '../../domain/feedback-figures';
import { recogniseJobTerms } from '@rehearse/feedback/job-vocabulary';
import { analyzeTake, getContentBank, storeInterviewScore } from '../../domain/answer-analysis';
import { finishedTranscript, timedWords } from '../../domain/transcriptions';
import { findQuestion, getQuestionPool, isShipped } from '../../domain/question-pool';
import { attachRecording, deleteRecordings } from '../../domain/recordings';
import { recordProductEvent } from '../../domain/product-events';
import { chooseMockQuestions, rolesOf } from './question-choice';
import { askedQuestion, interviewState } from './mock-interview-view';
import type { ServiceContext } from '../../platform/services';

type InterviewRow = typeof mockInterviews.$inferSelect;

const RECENT_DAYS = 30;

// A title the candidate recognises: the job description's first line, else the role.
function titleOf(input: CreateMockInterview): string {
  const firstLine = input.jobDescription
    ?.split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  return (firstLine ?? input.role ?? 'Interview').slice(0, 120);
}

async function recentlyUsed(db: Db, userId: string): Promise<Set<string>> {
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600 * 1000);
  const [mock, practice] = await Promise.all([
    db
      .selectDistinct({ id: mockInterviewQuestions.questionId })
      .from(mockInterviewQuestions)
      .innerJoin(mockInterviews, eq(mockInterviews.id, mockInterviewQuestions.interviewId))
      .where(and(eq(mockInterviews.userId, userId), gte(mockInterviews.createdAt, since))),
    db
      .selectDistinct({ id: practiceAttempts.questionId })
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.userId, userId), gte(practiceAttempts.createdAt, since))),
  ]);
  return new Set([...mock, ...practice].map((r) => r.id));
}

export async function createMockInterview(
  db: Db,
  ctx: ServiceContext,
  input: CreateMockInterview,
): Promise<MockInterview> {
  const pool = await getQuestionPool(db, ctx);
  const picks = chooseMockQuestions({
    candidates: pool.active.filter((q) => q.kind === 'open' && isShipped(q)),
    templates: pool.templates.filter(isShipped),
    role: input.role,
    job: input.jobDescription
      ? { terms: recogniseJobTerms(input.jobDescription), roles: rolesOf(input.jobDescription) }
      : undefined,
    mix: input.mix,
    recentlyUsed: await recentlyUsed(db, ctx.user.id),
    random: Math.random,
  });
  if (picks.length < input.questionCount) {
    throw new AppError(
      'interview.too_few_questions',
      `Only ${picks.length} questions fit this role; ask for fewer`,
      { field: 'questionCount', params: { available: picks.length } },
    );
  }
  const interview = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mockInterviews)
      .values({
        userId: ctx.user.id,
        title: titleOf(input),
        role: input.role ?? null,
        jobDescription: input.jobDescription ?? null,
        settings: {
          questionCount: input.questionCount,
          mix: input.mix,
          thinkSeconds: input.thinkSeconds,
          answerSeconds: input.answerSeconds,
          takes: input.takes,
          fills: Object.fromEntries(
            picks.flatMap((pick, position) => (pick.fill ? [[String(position), pick.fill]] : [])),
          ),
        },
        status: 'ready',
      })
      .returning();
    await tx.insert(mockInterviewQuestions).values(
      picks.map((pick, position) => ({
        interviewId: row!.id,
        position,
        questionId: pick.question.id,
        kind: pick.kind,
      })),
    );
    return row!;
  });
  return interviewState(db, ctx, interview);
}

// The terms of a job description as the setup screen shows them (decision 034).
export function recogniseTerms(jobDescription: string): JobTerms {
  return {
    terms: recogniseJobTerms(jobDescription).map(({ name, kind }) => ({ name, kind })),
  };
}

async function ownInterview(db: Db, ctx: ServiceContext, id: string): Promise<InterviewRow> {
  const [row] = await db
    .select()
    .from(mockInterviews)
    .where(and(idIs(mockInterviews.id, id), eq(mockInterviews.userId, ctx.user.id)));
  // Another user's interview is answered exactly like one that does not exist.
  if (!row) throw notFound('No mock interview with this id');
  return row;
}

export async function getMockInterview(
  db: Db,
  ctx: ServiceContext,
  id: string,
): Promise<MockInterview> {
  return interviewState(db, ctx, await ownInterview(db, ctx, id));
}

export async function listMockInterviews(
  db: Db,
  ctx: ServiceContext,
  limit: number,
  offset: number,
) {
  const answered = db
    .selectDistinct({
      interviewId: mockInterviewTakes.interviewId,
      position: mockInterviewTakes.position,
    })
    .from(mockInterviewTakes)
    .as('answered');
  const [rows, [total]] = await Promise.all([
    db
      .select({ interview: mockInterviews, answered: count(answered.position) })
      .from(mockInterviews)
      .leftJoin(answered, eq(answered.interviewId, mockInterviews.id))
      .where(eq(mockInterviews.userId, ctx.user.id))
      .groupBy(mockInterviews.id)
      .orderBy(desc(mockInterviews.createdAt), desc(mockInterviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mockInterviews).where(eq(mockInterviews.userId, ctx.user.id)),
  ]);
  return {
    items: rows.map(({ interview, answered }) => ({
      id: interview.id,
      title: interview.title,
      status: interview.status,
      questionCount: interview.settings.questionCount,
      answered: Number(answered),
      score: interview.score,
      createdAt: interview.createdAt.toISOString(),
      completedAt: interview.completedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}

export async function startMockInterview(
  db: Db,
  ctx: ServiceContext,
  id: string,
): Promise<MockInterview> {
  const interview = await ownInterview(db, ctx, id);
  if (interview.status === 'completed') throw ended();
  if (interview.status === 'in-progress') return interviewState(db, ctx, interview);
  const [started] = await db
    .update(mockInterviews)
    .set({ status: 'in-progress', startedAt: new Date() })
    .where(eq(mockInterviews.id, id))
    .returning();
  return interviewState(db, ctx, started!);
}

const ended = () =>
  new AppError('interview.ended', 'This interview has ended; it takes no more answers');

function assertAnswering(interview: InterviewRow, position: number) {
  if (interview.status === 'completed') throw ended();
  if (interview.status === 'ready') {
    throw new AppError('interview.not_started', 'Start the interview before answering');
  }
  if (position !== interview.currentPosition) {
    throw new AppError(
      'interview.other_question',
      `The interview is on question ${interview.currentPosition + 1}; answer that one`,
      { params: { current: interview.currentPosition + 1 } },
    );
  }
}

// The question as asked at that position (a template filled with the job's terms).
async function questionAt(db: Db, ctx: ServiceContext, interview: InterviewRow, position: number) {
  const [row] = await db
    .select()
    .from(mockInterviewQuestions)
    .where(
      and(
        eq(mockInterviewQuestions.interviewId, interview.id),
        eq(mockInterviewQuestions.position, position),
      ),
    );
  if (!row) throw notFound(`This interview has no question ${position + 1}`);
  return askedQuestion(interview, position, (await findQuestion(db, ctx, row.questionId))!);
}

// Records one take of the current question: its recording (uploaded first) and/or transcript.
export async function addTake(
  db: Db,
  ctx: ServiceContext,
  id: string,
  position: number,
  input: CreateTake,
): Promise<MockInterview> {
  const interview = await ownInterview(db, ctx, id);
  const question = await questionAt(db, ctx, interview, position);
  const bank = await getContentBank(db, ctx);
  assertAnswering(interview, position);
  const transcript = input.transcript?.trim() ?? '';
  if (!input.recordingId && !transcript) {
    throw new AppError('interview.answer_empty', 'The answer is empty; record or type it', {
      field: 'transcript',
    });
  }
  await db.transaction(async (tx) => {
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(mockInterviewTakes)
      .where(
        and(eq(mockInterviewTakes.interviewId, id), eq(mockInterviewTakes.position, position)),
      )) as [{ n: number }];
    if (n >= interview.settings.takes) {
      throw new AppError('interview.no_takes_left', 'No takes left for this question');
    }
    const recording = input.recordingId
      ? await attachRecording(tx, ctx.user.id, input.recordingId)
      : undefined;
    // A recording the server has already transcribed gives its words, timings and length; one
    // still queued gives them when it is done (domain/transcriptions.ts, decision 032).
    const heard = await finishedTranscript(tx, recording?.id);
    const useHeard = heard && !(input.transcriptSource === 'typed' && transcript);
    const text = useHeard ? (heard.text ?? '') : transcript;
    const words = heard ? timedWords(heard) : (input.words ?? null);
    const durationSeconds =
      heard?.audioSeconds ?? input.durationSeconds ?? recording?.durationSeconds ?? null;
    const feedback = analyzeTake(bank, question, interview, {
      transcript: text,
      durationSeconds,
      words,
    });
    await tx.insert(mockInterviewTakes).values({
      interviewId: id,
      position,
      take: n + 1,
      recordingId: recording?.id ?? null,
      transcript: text,
      transcriptSource: useHeard ? 'audio' : input.transcriptSource,
      durationSeconds,
      words,
      feedback,
      score: feedback?.score ?? null,
      ...feedbackFigures(feedback),
    });
  });
  return interviewState(db, ctx, interview);
}

// The transcript stays editable (speech recognition mishears; a typed one may be added later),
// even after the interview; the feedback and the interview's score follow the edit.
export async function editTranscript(
  db: Db,
  ctx: ServiceContext,
  id: string,
  position: number,
  take: number,
  transcript: string,
): Promise<MockInterview> {
  const interview = await ownInterview(db, ctx, id);
  const question = await questionAt(db, ctx, interview, position);
  const [row] = await db
    .select()
    .from(mockInterviewTakes)
    .where(
      and(
        eq(mockInterviewTakes.interviewId, id),
        eq(mockInterviewTakes.position, position),
        eq(mockInterviewTakes.take, take),
      ),
    );
  if (!row) throw notFound(`Question ${position + 1} has no take ${take}`);
  const feedback = analyzeTake(await getContentBank(db, ctx), question, interview, {
    ...row,
    transcript,
  });
  // A corrected transcript is the candidate's: a transcription finishing later keeps its text.
  await db
    .update(mockInterviewTakes)
    .set({
      transcript,
      transcriptSource: 'typed',
      feedback,
      score: feedback?.score ?? null,
      ...feedbackFigures(feedback),
    })
    .where(eq(mockInterviewTakes.id, row.id));
  if (interview.status === 'completed') await storeInterviewScore(db, interview);
  return interviewState(db, ctx, await ownInterview(db, ctx, id));
}

// Moves on to the next question (the current one may be left unanswered); past the last one
// the interview is complete.
export async function nextQuestion(
  db: Db,
  ctx: ServiceContext,
  id: string,
): Promise<MockInterview> {
  const interview = await ownInterview(db, ctx, id);
  assertAnswering(interview, interview.currentPosition);
  if (interview.currentPosition + 1 >= interview.settings.questionCount) {
    return finishMockInterview(db, ctx, id);
  }
  const [moved] = await db
    .update(mockInterviews)
    .set({ currentPosition: interview.currentPosition + 1 })
    .where(
      and(eq(mockInterviews.id, id), eq(mockInterviews.currentPosition, interview.currentPosition)),
    )
    .returning();
  return interviewState(db, ctx, moved ?? (await ownInterview(db, ctx, id)));
}

export async function finishMockInterview(
  db: Db,
  ctx: ServiceContext,
  id: string,
): Promise<MockInterview> {
  const interview = await ownInterview(db, ctx, id);
  if (interview.status === 'completed') throw ended();
  if (interview.status === 'ready') {
    throw new AppError('interview.not_started', 'Start the interview before finishing it');
  }
  const [done] = await db
    .update(mockInterviews)
    .set({ status: 'completed', completedAt: new Date() })
    .where(and(eq(mockInterviews.id, id), ne(mockInterviews.status, 'completed')))
    .returning();
  // Of two requests finishing it together, only the one that finished it scores and tells.
  if (!done) throw ended();
  const score = await storeInterviewScore(db, done);
  await recordProductEvent(db, ctx.user.id, ctx.language, {
    type: 'feedback-ready',
    interviewId: done.id,
    score,
  });
  return interviewState(db, ctx, await ownInterview(db, ctx, id));
}

// Deletes the interview with its takes and their recordings (rows and files).
export async function deleteMockInterview(db: Db, ctx: ServiceContext, id: string): Promise<void> {
  await ownInterview(db, ctx, id);
  const takes = await db
    .select({ recordingId: mockInterviewTakes.recordingId })
    .from(mockInterviewTakes)
    .where(eq(mockInterviewTakes.interviewId, id));
  await db.delete(mockInterviews).where(eq(mockInterviews.id, id));
  await deleteRecordings(
    db,
    ctx,
    takes.map((t) => t.recordingId).filter((r): r is string => r !== null),
  );
}
