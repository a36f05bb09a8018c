import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CANDIDATE_STAGES } from '@rehearse/contracts/candidates';
import { organizations } from './organizations';
import { outbox } from './outbox';
import { postings } from './postings';
import { users } from './users';

// One candidate on one posting: the pipeline record a one-way interview invitation creates. A
// candidate invited twice to the same posting keeps this one record (unique posting + email).
// Only a SHA-256 of the interview link's token is kept; a resend replaces it (the old link
// stops working, the candidate's progress stays on this record).
export const postingCandidates = pgTable(
  'posting_candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept beside posting_id so every query is scoped to the caller's organization directly.
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Stored normalised (trimmed, lower case), like account emails.
    email: text('email').notNull(),
    // A Rehearse account that signed in to take the interview (optional).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: CANDIDATE_STAGES }).notNull().default('invited'),
    tokenHash: text('token_hash').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    // The latest email with the link (invitation or resend), and the pending reminder: a queued
    // outbox row sent before the deadline, cancelled when the candidate finishes or is revoked.
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    reminderEmailId: uuid('reminder_email_id').references(() => outbox.id, {
      onDelete: 'set null',
    }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posting_candidates_token_key').on(t.tokenHash),
    uniqueIndex('posting_candidates_posting_email_key').on(t.postingId, t.email),
    // The pipeline table's pages: newest change first, with or without a stage filter.
    index('posting_candidates_posting_updated_idx').on(t.postingId, t.updatedAt, t.id),
    index('posting_candidates_posting_stage_updated_idx').on(
      t.postingId,
      t.stage,
      t.updatedAt,
      t.id,
    ),
    // The table's other orders, and its search (name or email, pg_trgm; decision 046).
    index('posting_candidates_posting_name_idx').on(t.postingId, sql`lower(${t.name})`, t.id),
    index('posting_candidates_posting_invited_idx').on(t.postingId, t.invitedAt, t.id),
    // In the sort's own order: "desc nulls last" cannot be read from an ascending index.
    index('posting_candidates_posting_completed_idx').on(
      t.postingId,
      t.completedAt.desc().nullsLast(),
      t.id.desc(),
    ),
    index('posting_candidates_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('posting_candidates_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('posting_candidates_organization_idx').on(t.organizationId, t.stage),
    index('posting_candidates_user_idx')
      .on(t.userId)
      .where(sql`user_id is not null`),
    check('posting_candidates_email_check', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

// What happened to a candidate, who did it and when: invitations, resends, deadline changes,
// revocations, stage moves and decisions. Append-only; `actor_id` is null for the candidate
// themselves and for the system (expiry).
export const postingCandidateEvents = pgTable(
  'posting_candidate_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => postingCandidates.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    // Kind-specific facts, e.g. {from, to} for a stage move, {deadlineAt} for an extension.
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posting_candidate_events_candidate_idx').on(t.candidateId, t.createdAt)],
);

// How many candidates a posting has in each stage, kept exact by a trigger on
// posting_candidates (migration 0016), so the pipeline's stage tabs and rates never count
// thousands of rows (the same approach as organization_counts, decision 046).
export const postingCandidateCounts = pgTable(
  'posting_candidate_counts',
  {
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: CANDIDATE_STAGES }).notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.stage] })],
);
