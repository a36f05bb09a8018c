import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { postingCandidates } from './posting-candidates';
import { postingQuestions } from './postings';
import { recordings } from './recordings';

// A candidate's answer to one question of a posting's interview plan
// (docs/decisions/048-candidate-one-way-interview.md). The timers live here, on the server:
// `think_started_at` is set the first time the question is fetched, `answer_started_at` when the
// candidate starts answering; a reload never resets either. `submitted_at` with the chosen take
// (a recorded answer) or the text (a written one) ends the question.
export const candidateAnswers = pgTable(
  'candidate_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => postingCandidates.id, { onDelete: 'cascade' }),
    postingQuestionId: uuid('posting_question_id')
      .notNull()
      .references(() => postingQuestions.id, { onDelete: 'cascade' }),
    thinkStartedAt: timestamp('think_started_at', { withTimezone: true }).notNull(),
    answerStartedAt: timestamp('answer_started_at', { withTimezone: true }),
    chosenTakeId: uuid('chosen_take_id'),
    writtenText: text('written_text'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('candidate_answers_question_key').on(t.candidateId, t.postingQuestionId)],
);

// One recorded take of an answer; the plan's `takes` caps how many. The unique number makes two
// concurrent uploads unable to exceed the allowance.
export const candidateAnswerTakes = pgTable(
  'candidate_answer_takes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => candidateAnswers.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_answer_takes_number_key').on(t.answerId, t.number),
    index('candidate_answer_takes_recording_idx').on(t.recordingId),
  ],
);
