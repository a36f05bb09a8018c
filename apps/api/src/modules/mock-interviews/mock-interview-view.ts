// The mock interview as the API answers it: the questions reached so far with their takes,
// recordings and feedback, and the interview's aggregate once it is completed.
import type { Db } from '../../db/db';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import type { Role } from '@rehearse/contracts/question-bank';
import { aggregate } from '@rehearse/feedback/aggregate';
import { recogniseJobTerms } from '@rehearse/feedback/job-vocabulary';
import { asc, eq } from 'drizzle-orm';
import {
  mockInterviewQuestions,
  mockInterviewTakes,
  type mockInterviews,
} from '../../db/schema/interviews';
import { latestFeedback } from '../../domain/answer-analysis';
import { findQuestion, type PoolQuestion } from '../../domain/question-pool';
import { fillQuestion } from '../../domain/question-templates';
import { transcriptionsOf } from '../../domain/transcriptions';
import { recordingsById, toRecording } from '../../domain/recordings';
import type { ServiceContext } from '../../platform/services';

type InterviewRow = typeof mockInterviews.$inferSelect;

// The question as the candidate was asked it: a template filled with the job's terms.
export function askedQuestion(
  interview: InterviewRow,
  position: number,
  question: PoolQuestion,
): PoolQuestion {
  const fill = interview.settings.fills?.[String(position)];
  return fill ? fillQuestion(question, fill) : question;
}

export async function interviewState(
  db: Db,
  ctx: ServiceContext,
  interview: InterviewRow,
): Promise<MockInterview> {
  const [questions, takes] = await Promise.all([
    db
      .select()
      .from(mockInterviewQuestions)
      .where(eq(mockInterviewQuestions.interviewId, interview.id))
      .orderBy(asc(mockInterviewQuestions.position)),
    db
      .select()
      .from(mockInterviewTakes)
      .where(eq(mockInterviewTakes.interviewId, interview.id))
      .orderBy(asc(mockInterviewTakes.position), asc(mockInterviewTakes.take)),
  ]);
  const completed = interview.status === 'completed';
  // Like a real interview: questions appear as they are reached, all of them at the end.
  const shown = questions.filter(
    (q) =>
      completed || (interview.status === 'in-progress' && q.position <= interview.currentPosition),
  );
  const [recordings, transcriptions] = await Promise.all([
    recordingsById(
      db,
      takes.map((t) => t.recordingId),
    ),
    transcriptionsOf(
      db,
      takes.map((t) => t.recordingId),
    ),
  ]);
  const pooled = new Map<string, PoolQuestion>();
  for (const q of shown) pooled.set(q.questionId, (await findQuestion(db, ctx, q.questionId))!);
  return {
    id: interview.id,
    title: interview.title,
    role: interview.role as Role | null,
    jobDescription: interview.jobDescription,
    settings: {
      questionCount: interview.settings.questionCount,
      mix: interview.settings.mix,
      thinkSeconds: interview.settings.thinkSeconds,
      answerSeconds: interview.settings.answerSeconds,
      takes: interview.settings.takes,
    },
    status: interview.status,
    currentPosition: interview.currentPosition,
    createdAt: interview.createdAt.toISOString(),
    startedAt: interview.startedAt?.toISOString() ?? null,
    completedAt: interview.completedAt?.toISOString() ?? null,
    questions: await Promise.all(
      shown.map(async (q) => {
        const question = askedQuestion(interview, q.position, pooled.get(q.questionId)!);
        return {
          position: q.position,
          kind: q.kind,
          question: question.public,
          takes: await Promise.all(
            takes
              .filter((t) => t.position === q.position)
              .map(async (t) => {
                const recording = t.recordingId ? recordings.get(t.recordingId) : undefined;
                const heard = t.recordingId ? transcriptions.get(t.recordingId) : undefined;
                return {
                  take: t.take,
                  transcript: t.transcript,
                  transcriptSource: t.transcriptSource,
                  durationSeconds: t.durationSeconds,
                  recording: recording
                    ? await toRecording(await ctx.signingSecret(), recording)
                    : null,
                  feedback:
                    t.feedback as MockInterview['questions'][number]['takes'][number]['feedback'],
                  transcription: heard
                    ? {
                        status: heard.status,
                        stage: heard.status === 'running' ? heard.stage : null,
                        progress: heard.progress,
                        errorCode: heard.errorCode,
                      }
                    : null,
                  createdAt: t.createdAt.toISOString(),
                };
              }),
          ),
          revealed: completed
            ? { modelAnswer: question.modelAnswer, talkingPoints: question.talkingPoints }
            : null,
        };
      }),
    ),
    feedback: completed ? aggregate(latestFeedback(questions.length, takes)) : null,
    jobTerms: interview.jobDescription
      ? recogniseJobTerms(interview.jobDescription).map((t) => t.name)
      : [],
  };
}
