// The feedback of practice attempts and mock-interview takes, computed where an answer is
// written and again when its server transcript arrives or is corrected (decision 032).
import { aggregate } from '@rehearse/feedback/aggregate';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import type { AnswerFeedback, TimedWord } from '@rehearse/feedback/types';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { mockInterviews, mockInterviewTakes } from '../db/schema/interviews';
import { expectsStar, type PoolQuestion } from './question-pool';

type InterviewRow = typeof mockInterviews.$inferSelect;
type TakeRow = typeof mockInterviewTakes.$inferSelect;

export type SpokenAnswer = {
  transcript: string;
  durationSeconds?: number | null;
  words?: readonly TimedWord[] | null;
};

export function analyzePracticeAnswer(question: PoolQuestion, answer: SpokenAnswer) {
  return analyzeAnswer({
    transcript: answer.transcript,
    durationSeconds: answer.durationSeconds ?? undefined,
    words: answer.words ?? undefined,
    talkingPoints: question.talkingPoints,
    expectsStar: expectsStar(question),
  });
}

// A take without a transcript yet has no feedback (null).
export function analyzeTake(
  question: PoolQuestion,
  interview: Pick<InterviewRow, 'jobDescription'>,
  take: SpokenAnswer,
): AnswerFeedback | null {
  return take.transcript.trim()
    ? analyzeAnswer({
        transcript: take.transcript,
        durationSeconds: take.durationSeconds ?? undefined,
        words: take.words ?? undefined,
        talkingPoints: question.talkingPoints,
        jobDescription: interview.jobDescription ?? undefined,
        expectsStar: expectsStar(question),
      })
    : null;
}

// The feedback of each question's latest take, in question order; a question left unanswered
// (or without a transcript yet) counts as an empty answer, scored 0.
export function latestFeedback(questionCount: number, takes: readonly TakeRow[]): AnswerFeedback[] {
  return Array.from({ length: questionCount }, (_, position) => {
    const latest = takes.filter((t) => t.position === position).sort((a, b) => b.take - a.take)[0];
    return (latest?.feedback as AnswerFeedback | null) ?? analyzeAnswer({ transcript: '' });
  });
}

// A completed interview's score follows its takes' feedback.
export async function storeInterviewScore(db: Db, interview: InterviewRow) {
  const takes = await db
    .select()
    .from(mockInterviewTakes)
    .where(eq(mockInterviewTakes.interviewId, interview.id));
  const { score } = aggregate(latestFeedback(interview.settings.questionCount, takes));
  await db.update(mockInterviews).set({ score }).where(eq(mockInterviews.id, interview.id));
}
