import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerFeedback, TimedWord } from '@rehearse/feedback/types';
import { questions } from './questions';
import { recordings } from './recordings';
import { users } from './users';

// Figures of the stored analysis copied into plain columns when it is written, so the progress
// tracker aggregates columns instead of digging through JSON (see feedback-figures.ts).
const feedbackFigures = () => ({
  wordsPerMinute: real('words_per_minute'),
  fillersPer100: real('fillers_per_100'),
  starComponents: integer('star_components'),
  // Each metric's sub-score in METRIC_IDS order (null where not applicable).
  subScores: real('sub_scores').array().$type<(number | null)[]>(),
});

export type StoredStar = { situation: string; task: string; action: string; result: string };

// A practice-interview answer: every attempt at a question is kept so retakes can be compared.
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    // How the answer was given: typed, or recorded as audio or video.
    mode: text('mode').$type<'text' | 'audio' | 'video'>().notNull(),
    transcript: text('transcript').notNull(),
    star: jsonb('star').$type<StoredStar>(),
    durationSeconds: real('duration_seconds'),
    words: jsonb('words').$type<TimedWord[]>(),
    recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    selfRating: integer('self_rating'),
    feedback: jsonb('feedback').$type<AnswerFeedback>().notNull(),
    score: integer('score').notNull(),
    ...feedbackFigures(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_attempts_user_question_idx').on(t.userId, t.questionId, t.createdAt),
    index('practice_attempts_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type MockInterviewSettings = {
  questionCount: number;
  mix: { behavioural: number; technical: number; roleSpecific: number };
  thinkSeconds: number;
  answerSeconds: number;
  takes: number;
  // Templates filled with the job description's terms, by position: { "2": { technology:
  // "Kafka" } } (decision 034). Kept in the settings' JSON, so no column is needed.
  fills?: Record<string, Record<string, string>>;
};

export const mockInterviews = pgTable(
  'mock_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    role: text('role'),
    jobDescription: text('job_description'),
    settings: jsonb('settings').$type<MockInterviewSettings>().notNull(),
    status: text('status').$type<'ready' | 'in-progress' | 'completed'>().notNull(),
    // The question the candidate is on (0-based).
    currentPosition: integer('current_position').notNull().default(0),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('mock_interviews_user_created_idx').on(t.userId, t.createdAt)],
);

export const mockInterviewQuestions = pgTable(
  'mock_interview_questions',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => mockInterviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    kind: text('kind').$type<'behavioural' | 'technical' | 'role-specific'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.position] })],
);

// One take of an answer; the latest take of a question is the one that counts.
export const mockInterviewTakes = pgTable(
  'mock_interview_takes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => mockInterviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    take: integer('take').notNull(),
    recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    // The server's transcript of the recording ('audio', decision 032), the browser's live
    // preview ('speech'), or typed / corrected ('typed'); always editable.
    transcript: text('transcript').notNull().default(''),
    transcriptSource: text('transcript_source').$type<'speech' | 'typed' | 'audio'>().notNull(),
    durationSeconds: real('duration_seconds'),
    words: jsonb('words').$type<TimedWord[]>(),
    // null until the take has a transcript.
    feedback: jsonb('feedback').$type<AnswerFeedback>(),
    score: integer('score'),
    ...feedbackFigures(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mock_interview_takes_position_take_key').on(t.interviewId, t.position, t.take),
  ],
);
