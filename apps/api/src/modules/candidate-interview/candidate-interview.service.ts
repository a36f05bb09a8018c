// A candidate's one-way interview through the link of their invitation
// (docs/decisions/048-candidate-one-way-interview.md). The token is the only credential: it
// opens exactly one posting_candidates row, and every read and write below is scoped to it.
// The think and answer timers are stored start times; the client only displays them.
import {
  UPLOAD_GRACE_SECONDS,
  type InterviewCurrent,
  type InterviewQuestion,
  type InterviewWelcome,
  type SubmitAnswerInput,
} from '@rehearse/contracts/candidate-interview';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { candidateAnswers, candidateAnswerTakes } from '../../db/schema/candidate-answers';
import { organizationLogos, organizations } from '../../db/schema/organizations';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { postingQuestions, postings } from '../../db/schema/postings';
import { recordings } from '../../db/schema/recordings';
import { DEFAULT_BRAND_COLOR } from '../../domain/email-templates';
import { logoUrl } from '../../domain/organizations';
import {
  deleteRecordings,
  recordingsById,
  saveRecording,
  toRecording,
} from '../../domain/recordings';
import { queueTranscription } from '../../domain/transcriptions';
import { AppError, notFound } from '../../platform/errors';
import { consumeLimit, type RateLimitRule } from '../../platform/rate-limit';
import type { AppServices } from '../../platform/services';
import { sha256Hex } from '../../platform/tokens';

export type Services = Pick<
  AppServices,
  'now' | 'recordings' | 'signingSecret' | 'transcriber' | 'memo' | 'tasks' | 'emailQueued'
>;
export type InterviewRequest = { token: string; clientAddress: string };
type CandidateRow = typeof postingCandidates.$inferSelect;
type QuestionRow = typeof postingQuestions.$inferSelect;
type AnswerRow = typeof candidateAnswers.$inferSelect;

// Every call of the link counts against one limit per address: a whole interview (welcome,
// consent, a few calls per question, uploads) fits many times over; guessing tokens does not.
export const INTERVIEW_ADDRESS_LIMIT: RateLimitRule = {
  limit: 300,
  windowMs: 15 * 60 * 1000,
  message: 'Too many interview requests.',
};

const ACTIVE = ['invited', 'started'] as const;
const secondsAfter = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

// The candidate the token opens. Unknown: 404. Revoked by the team, withdrawn by the candidate
// or past the deadline unfinished: 410 with the reason. `allowClosed`: the deletion request,
// which a candidate may make after the deadline too.
export async function openInterview(
  db: Db,
  services: Pick<AppServices, 'now'>,
  request: InterviewRequest,
  options: { allowClosed?: boolean } = {},
) {
  await consumeLimit(db, [`interview:address:${request.clientAddress}`], INTERVIEW_ADDRESS_LIMIT);
  const [row] = await db
    .select({ candidate: postingCandidates, posting: postings })
    .from(postingCandidates)
    .innerJoin(postings, eq(postings.id, postingCandidates.postingId))
    .where(eq(postingCandidates.tokenHash, await sha256Hex(request.token)));
  if (!row) throw notFound('This interview link is not valid. Check the link in your email.');
  const { candidate } = row;
  if (candidate.stage === 'withdrawn' && !candidate.revokedAt) {
    throw new AppError(
      'candidateInterview.withdrawn',
      'You withdrew from this interview and your answers were deleted',
    );
  }
  if (options.allowClosed) return row;
  if (candidate.revokedAt || candidate.stage === 'withdrawn') {
    throw new AppError(
      'candidateInterview.link_revoked',
      'This interview link was withdrawn by the company',
    );
  }
  const active = (ACTIVE as readonly string[]).includes(candidate.stage);
  if (candidate.stage === 'expired' || (active && candidate.deadlineAt <= services.now())) {
    throw new AppError(
      'candidateInterview.link_expired',
      'The deadline for this interview has passed',
      {
        params: { deadlineAt: candidate.deadlineAt.toISOString() },
      },
    );
  }
  return row;
}

// Answering needs consent and an interview not yet submitted.
export function requireAnswering(candidate: CandidateRow) {
  if (!(ACTIVE as readonly string[]).includes(candidate.stage)) {
    throw new AppError('candidateInterview.finished', 'This interview is already submitted');
  }
  if (!candidate.consentedAt) {
    throw new AppError(
      'candidateInterview.consent_required',
      'Agree to the recording and its use before you start',
      { field: 'agree' },
    );
  }
}

export const planOf = (db: Db, postingId: string) =>
  db
    .select()
    .from(postingQuestions)
    .where(eq(postingQuestions.postingId, postingId))
    .orderBy(asc(postingQuestions.position), asc(postingQuestions.id));

const answersOf = (db: Db, candidateId: string) =>
  db.select().from(candidateAnswers).where(eq(candidateAnswers.candidateId, candidateId));

export async function progressOf(db: Db, candidate: CandidateRow) {
  const [plan, answers] = [
    await planOf(db, candidate.postingId),
    await answersOf(db, candidate.id),
  ];
  const submitted = new Set(answers.filter((a) => a.submittedAt).map((a) => a.postingQuestionId));
  const current = plan.find((q) => !submitted.has(q.id)) ?? null;
  const answered = plan.filter((q) => submitted.has(q.id)).length;
  return { plan, answers, current, answered };
}

// What the candidate shown the posting's one-way interview stage is: the team's later stages
// (review, shortlist, decisions) are not theirs to see.
const candidateStage = (stage: CandidateRow['stage']): InterviewWelcome['stage'] =>
  stage === 'invited' || stage === 'started' ? stage : 'completed';

export async function readWelcome(
  db: Db,
  services: Pick<AppServices, 'now'>,
  request: InterviewRequest,
  retentionDays: number,
): Promise<InterviewWelcome> {
  const { candidate, posting } = await openInterview(db, services, request);
  const [organization] = await db
    .select({
      name: organizations.name,
      brandColor: organizations.brandColor,
      logoUpdatedAt: organizationLogos.updatedAt,
    })
    .from(organizations)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(eq(organizations.id, candidate.organizationId));
  const { plan, answered } = await progressOf(db, candidate);
  return {
    company_name: organization!.name,
    logo_url: organization!.logoUpdatedAt
      ? logoUrl(candidate.organizationId, organization!.logoUpdatedAt)
      : null,
    brand_color: organization!.brandColor ?? DEFAULT_BRAND_COLOR,
    posting_title: posting.title,
    intro_message: posting.introMessage,
    closing_message: posting.closingMessage,
    candidate_name: candidate.name,
    plan: plan.map((q) => ({
      position: q.position,
      answer_type: q.answerType,
      think_time_seconds: q.thinkTimeSeconds,
      answer_time_seconds: q.answerTimeSeconds,
      takes: q.takes,
    })),
    audience: 'hiring-team',
    retention_days_after_archive: retentionDays,
    deadline_at: candidate.deadlineAt.toISOString(),
    consented_at: candidate.consentedAt?.toISOString() ?? null,
    stage: candidateStage(candidate.stage),
    answered,
    total: plan.length,
  };
}

// Consent: stored once, with an event; the candidate is then `started`.
export async function consent(
  db: Db,
  services: Pick<AppServices, 'now'>,
  request: InterviewRequest,
  retentionDays: number,
): Promise<InterviewWelcome> {
  const { candidate } = await openInterview(db, services, request);
  if (!(ACTIVE as readonly string[]).includes(candidate.stage)) {
    throw new AppError('candidateInterview.finished', 'This interview is already submitted');
  }
  const now = services.now();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(postingCandidates)
      .set({ consentedAt: now, stage: 'started', startedAt: now, updatedAt: now })
      .where(and(eq(postingCandidates.id, candidate.id), isNull(postingCandidates.consentedAt)))
      .returning({ id: postingCandidates.id });
    if (changed) {
      await tx.insert(postingCandidateEvents).values({
        candidateId: candidate.id,
        kind: 'consented',
        detail: { from: candidate.stage, to: 'started' },
        createdAt: now,
      });
    }
  });
  return readWelcome(db, services, request, retentionDays);
}

async function toQuestion(
  db: Db,
  services: Pick<AppServices, 'now' | 'signingSecret'>,
  question: QuestionRow,
  answer: AnswerRow,
  total: number,
): Promise<InterviewQuestion> {
  const takes = await db
    .select()
    .from(candidateAnswerTakes)
    .where(eq(candidateAnswerTakes.answerId, answer.id))
    .orderBy(asc(candidateAnswerTakes.number));
  const files = await recordingsById(
    db,
    takes.map((t) => t.recordingId),
  );
  const secret = await services.signingSecret();
  const now = services.now();
  return {
    id: question.id,
    position: question.position,
    total,
    prompt: question.prompt,
    answer_type: question.answerType,
    think_time_seconds: question.thinkTimeSeconds,
    answer_time_seconds: question.answerTimeSeconds,
    takes_allowed: question.answerType === 'text' ? 1 : question.takes,
    think_started_at: answer.thinkStartedAt.toISOString(),
    think_ends_at: secondsAfter(answer.thinkStartedAt, question.thinkTimeSeconds).toISOString(),
    answer_started_at: answer.answerStartedAt?.toISOString() ?? null,
    answer_ends_at: answer.answerStartedAt
      ? secondsAfter(answer.answerStartedAt, question.answerTimeSeconds).toISOString()
      : null,
    takes: await Promise.all(
      takes.map(async (take) => ({
        id: take.id,
        number: take.number,
        recording: await toRecording(secret, files.get(take.recordingId)!, now),
      })),
    ),
    server_now: now.toISOString(),
  };
}

// The current question (the first one not submitted). Fetching it the first time starts its
// think time: the row is inserted once (unique per candidate and question), so a reload or a
// second tab reads the same start.
export async function currentQuestion(
  db: Db,
  services: Pick<AppServices, 'now' | 'signingSecret'>,
  request: InterviewRequest,
): Promise<InterviewCurrent> {
  const { candidate } = await openInterview(db, services, request);
  requireAnswering(candidate);
  const { plan, current, answered } = await progressOf(db, candidate);
  if (!current) return { question: null, answered, total: plan.length };
  const answer = await answerFor(db, services, candidate.id, current.id);
  return {
    question: await toQuestion(db, services, current, answer, plan.length),
    answered,
    total: plan.length,
  };
}

async function answerFor(
  db: Db,
  services: Pick<AppServices, 'now'>,
  candidateId: string,
  questionId: string,
): Promise<AnswerRow> {
  await db
    .insert(candidateAnswers)
    .values({ candidateId, postingQuestionId: questionId, thinkStartedAt: services.now() })
    .onConflictDoNothing();
  const [answer] = await db
    .select()
    .from(candidateAnswers)
    .where(
      and(
        eq(candidateAnswers.candidateId, candidateId),
        eq(candidateAnswers.postingQuestionId, questionId),
      ),
    );
  return answer!;
}

// The question named in the path, which must be the current one (answered in order), with its
// answer row.
async function currentNamed(
  db: Db,
  services: Pick<AppServices, 'now'>,
  request: InterviewRequest,
  questionId: string,
) {
  const { candidate } = await openInterview(db, services, request);
  requireAnswering(candidate);
  const { plan, current } = await progressOf(db, candidate);
  if (!plan.some((q) => q.id === questionId)) {
    throw notFound('This interview has no such question', 'questionId');
  }
  if (!current || current.id !== questionId) {
    throw new AppError(
      'candidateInterview.not_current',
      'Answer the questions in order: this is not the current question',
      { field: 'questionId' },
    );
  }
  const answer = await answerFor(db, services, candidate.id, current.id);
  return { candidate, question: current, answer, total: plan.length };
}

// Starts the answer time. Stored once; a second call changes nothing. A candidate who lets the
// think time run out without starting starts at its end: not starting does not buy time.
export async function startAnswer(
  db: Db,
  services: Pick<AppServices, 'now' | 'signingSecret'>,
  request: InterviewRequest,
  questionId: string,
): Promise<InterviewQuestion> {
  const { question, answer, total } = await currentNamed(db, services, request, questionId);
  const thinkEnds = secondsAfter(answer.thinkStartedAt, question.thinkTimeSeconds);
  const now = services.now();
  const start = now < thinkEnds ? now : thinkEnds;
  const [updated] = await db
    .update(candidateAnswers)
    .set({ answerStartedAt: start })
    .where(and(eq(candidateAnswers.id, answer.id), isNull(candidateAnswers.answerStartedAt)))
    .returning();
  return toQuestion(db, services, question, updated ?? answer, total);
}

// The answer time (plus UPLOAD_GRACE_SECONDS for the bytes on their way) has not run out.
function requireInTime(question: QuestionRow, answer: AnswerRow, now: Date) {
  if (!answer.answerStartedAt) {
    throw new AppError(
      'candidateInterview.not_started',
      'Start the answer before you record or write it',
    );
  }
  const deadline = secondsAfter(
    answer.answerStartedAt,
    question.answerTimeSeconds + UPLOAD_GRACE_SECONDS,
  );
  if (now > deadline) {
    throw new AppError('candidateInterview.time_over', 'The time for this answer is over');
  }
}

const noTakesLeft = (takes: number) =>
  new AppError('candidateInterview.no_takes_left', `All ${takes} takes are used`, {
    params: { takes },
  });

export type TakeUpload = {
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
  durationSeconds?: number;
  maxBytes: number;
};

// A recorded take: within the answer time, within the plan's takes, of the plan's kind. The
// recording goes through the recordings pipeline (store, limits, types, transcription), owned
// by the candidate; a take that loses a race for the last allowance is removed with its file.
export async function addTake(
  db: Db,
  services: Services,
  request: InterviewRequest,
  questionId: string,
  upload: TakeUpload,
): Promise<InterviewQuestion> {
  const { candidate, question, answer, total } = await currentNamed(
    db,
    services,
    request,
    questionId,
  );
  if (question.answerType === 'text') {
    throw new AppError(
      'candidateInterview.wrong_answer_type',
      'This question needs a written answer',
      {
        params: { answerType: 'text' },
      },
    );
  }
  const base = (upload.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (base.startsWith('audio/') || base.startsWith('video/')) {
    if (!base.startsWith(`${question.answerType}/`)) {
      throw new AppError(
        'candidateInterview.wrong_answer_type',
        `This question needs a ${question.answerType} answer`,
        { field: 'recording', params: { answerType: question.answerType } },
      );
    }
  }
  requireInTime(question, answer, services.now());
  const [{ used }] = (await db
    .select({ used: count() })
    .from(candidateAnswerTakes)
    .where(eq(candidateAnswerTakes.answerId, answer.id))) as [{ used: number }];
  if (used >= question.takes) throw noTakesLeft(question.takes);
  const recording = await saveRecording(db, services, {
    ...upload,
    owner: { candidateId: candidate.id },
  });
  // The upload itself may take long: the time is checked again when it arrived.
  try {
    requireInTime(question, answer, services.now());
    await db.transaction(async (tx) => {
      const [{ used: now }] = (await tx
        .select({ used: count() })
        .from(candidateAnswerTakes)
        .where(eq(candidateAnswerTakes.answerId, answer.id))) as [{ used: number }];
      if (now >= question.takes) throw noTakesLeft(question.takes);
      await tx.insert(candidateAnswerTakes).values({
        answerId: answer.id,
        number: now + 1,
        recordingId: recording.id,
      });
    });
  } catch (error) {
    await deleteRecordings(db, services, [recording.id]);
    if (isUniqueViolation(error)) throw noTakesLeft(question.takes);
    // The answer was reset by the team while the take was on its way.
    if (isForeignKeyViolation(error)) throw notCurrent();
    throw error;
  }
  await queueTranscription(db, services, recording.id);
  return toQuestion(db, services, question, answer, total);
}

// Submits the current question: one of its takes (the candidate's choice; the others are
// deleted with their files, since the team only ever sees the chosen one) or the written text.
// Answers the progress with no question: the next one waits until it is fetched.
export async function submitAnswer(
  db: Db,
  services: Services,
  request: InterviewRequest,
  questionId: string,
  input: SubmitAnswerInput,
): Promise<InterviewCurrent> {
  const { candidate, question, answer } = await currentNamed(db, services, request, questionId);
  const now = services.now();
  let discarded: string[] = [];
  if ('text' in input) {
    if (question.answerType !== 'text') {
      throw new AppError(
        'candidateInterview.wrong_answer_type',
        `This question needs a ${question.answerType} answer`,
        { field: 'text', params: { answerType: question.answerType } },
      );
    }
    requireInTime(question, answer, now);
    const [done] = await db
      .update(candidateAnswers)
      .set({ writtenText: input.text, submittedAt: now })
      .where(and(eq(candidateAnswers.id, answer.id), isNull(candidateAnswers.submittedAt)))
      .returning({ id: candidateAnswers.id });
    if (!done) throw notCurrent();
  } else {
    if (question.answerType === 'text') {
      throw new AppError(
        'candidateInterview.wrong_answer_type',
        'This question needs a written answer',
        {
          field: 'take_id',
          params: { answerType: 'text' },
        },
      );
    }
    const takes = await db
      .select()
      .from(candidateAnswerTakes)
      .where(eq(candidateAnswerTakes.answerId, answer.id));
    const chosen = takes.find((t) => t.id === input.take_id);
    if (!chosen) throw notFound('This question has no take with this id', 'take_id');
    discarded = takes.filter((t) => t.id !== chosen.id).map((t) => t.recordingId);
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(candidateAnswers)
        .set({ chosenTakeId: chosen.id, submittedAt: now })
        .where(and(eq(candidateAnswers.id, answer.id), isNull(candidateAnswers.submittedAt)))
        .returning({ id: candidateAnswers.id });
      if (!done) throw notCurrent();
      await tx
        .update(recordings)
        .set({ attachedAt: now })
        .where(eq(recordings.id, chosen.recordingId));
    });
  }
  await deleteRecordings(db, services, discarded);
  // The next question is not opened here: its think time starts only when the candidate asks
  // for it (GET /question), so they may pause between questions and come back before the
  // deadline (issue 15) without a clock running on a question they have not seen.
  const { plan, answered } = await progressOf(db, candidate);
  return { question: null, answered, total: plan.length };
}

const notCurrent = () =>
  new AppError('candidateInterview.not_current', 'This question is already answered', {
    field: 'questionId',
  });
