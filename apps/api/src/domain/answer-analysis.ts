// The feedback of practice attempts and mock-interview takes, computed where an answer is
// written and again when its server transcript arrives or is corrected (decision 032), with
// the content metrics (relevance, talking points by meaning: decision 033) and the job
// description's recognised terms (decision 034).
import { aggregate } from '@rehearse/feedback/aggregate';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import type { ContentBank } from '@rehearse/feedback/content';
import { analyzeAnswerWithContent, buildContentBank } from '@rehearse/feedback/content';
import { recogniseJobTerms } from '@rehearse/feedback/job-vocabulary';
import type { AnswerFeedback, AnswerInput, TimedWord } from '@rehearse/feedback/types';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { mockInterviews, mockInterviewTakes } from '../db/schema/interviews';
import type { AppServices } from '../platform/services';
import type { PoolQuestion, QuestionPool } from './question-pool';
import { expectsStar, getQuestionPool } from './question-pool';

type InterviewRow = typeof mockInterviews.$inferSelect;
type TakeRow = typeof mockInterviewTakes.$inferSelect;

// The content metrics compare the answer with the question and with the rest of the bank, so
// the bank's background is built once per loaded question pool: a new pool (a question added or
// changed) gets a new one. Only the shipped questions make the background: a "closer question"
// named in feedback is never another organization's own.
type WithMemo = Pick<AppServices, 'memo'>;
const banks = new WeakMap<QuestionPool, ContentBank>();

function contentBankOf(pool: QuestionPool): ContentBank {
  let bank = banks.get(pool);
  if (!bank) {
    bank = buildContentBank(
      [...pool.byId.values()]
        .filter((q) => q.kind === 'open' && q.organizationId === null)
        .map((q) => ({
          id: q.id,
          prompt: q.prompt,
          talkingPoints: q.talkingPoints,
          modelAnswer: q.modelAnswer,
        })),
    );
    banks.set(pool, bank);
  }
  return bank;
}

// Read before a transaction: it may load the question pool.
export async function getContentBank(db: Db, services: WithMemo): Promise<ContentBank> {
  return contentBankOf(await getQuestionPool(db, services));
}

export type SpokenAnswer = {
  transcript: string;
  durationSeconds?: number | null;
  words?: readonly TimedWord[] | null;
};

function analyzeAnswerTo(
  bank: ContentBank,
  question: PoolQuestion,
  answer: SpokenAnswer,
  jobTerms?: AnswerInput['jobTerms'],
): AnswerFeedback {
  return analyzeAnswerWithContent(
    {
      transcript: answer.transcript,
      durationSeconds: answer.durationSeconds ?? undefined,
      words: answer.words ?? undefined,
      jobTerms,
      questionId: question.id,
      prompt: question.prompt,
      talkingPoints: question.talkingPoints,
      modelAnswer: question.modelAnswer,
      expectsStar: expectsStar(question),
    },
    bank,
  );
}

export function analyzePracticeAnswer(
  bank: ContentBank,
  question: PoolQuestion,
  answer: SpokenAnswer,
): AnswerFeedback {
  return analyzeAnswerTo(bank, question, answer);
}

// A take without a transcript yet has no feedback (null).
export function analyzeTake(
  bank: ContentBank,
  question: PoolQuestion,
  interview: Pick<InterviewRow, 'jobDescription'>,
  take: SpokenAnswer,
): AnswerFeedback | null {
  if (!take.transcript.trim()) return null;
  const jobTerms = interview.jobDescription
    ? recogniseJobTerms(interview.jobDescription)
    : undefined;
  return analyzeAnswerTo(bank, question, take, jobTerms);
}

// The feedback of each question's latest take, in question order; a question left unanswered
// (or without a transcript yet) counts as an empty answer, scored 0.
export function latestFeedback(questionCount: number, takes: readonly TakeRow[]): AnswerFeedback[] {
  return Array.from({ length: questionCount }, (_, position) => {
    const latest = takes.filter((t) => t.position === position).sort((a, b) => b.take - a.take)[0];
    return (latest?.feedback as AnswerFeedback | null) ?? analyzeAnswer({ transcript: '' });
  });
}

// A completed interview's score follows its takes' feedback; answers the score.
export async function storeInterviewScore(db: Db, interview: InterviewRow) {
  const takes = await db
    .select()
    .from(mockInterviewTakes)
    .where(eq(mockInterviewTakes.interviewId, interview.id));
  const { score } = aggregate(latestFeedback(interview.settings.questionCount, takes));
  await db.update(mockInterviews).set({ score }).where(eq(mockInterviews.id, interview.id));
  return score;
}
