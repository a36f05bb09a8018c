import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { postingCandidates } from './posting-candidates';
import { users } from './users';

// A one-way interview a signed-in Rehearse account keeps in its workspace (issue 15,
// docs/decisions/048-candidate-one-way-interview.md). One account per invitation: the candidate
// id is the key. The link's token is kept encrypted (AES-GCM, platform/secret-box.ts), never in
// plain text, so only this account's workspace can give the link back. The posting's or the
// account's deletion ends the keep; so do the candidate's withdrawal and the retention sweep.
export const candidateInterviewKeeps = pgTable(
  'candidate_interview_keeps',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => postingCandidates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenCiphertext: text('token_ciphertext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_interview_keeps_user_idx').on(t.userId, t.createdAt)],
);
