import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_STAGES,
  COMPLETED_OR_FURTHER,
  STARTED_OR_FURTHER,
  type Candidate,
  type CandidateCounts,
  type CandidateDetail,
  type CandidateList,
  type CandidateListQuery,
  type CandidateSort,
  type ScoreAccess,
  type CandidateStage,
  type InviteCandidateInput,
  type InvitedCandidate,
} from '@rehearse/contracts/candidates';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { containsPattern } from '../../db/like';
import { selectRows } from '../../db/rows';
import { outbox } from '../../db/schema/outbox';
import {
  postingCandidateCounts,
  postingCandidateEvents,
  postingCandidates,
} from '../../db/schema/posting-candidates';
import type { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import { reserveInterviewCredit } from '../../domain/interview-credits';
import { EDITORS, type Membership } from '../../domain/organization-access';
import {
  anonymousName,
  requirePostingAccess,
  type PostingAccess,
} from '../../domain/posting-access';
import { overallScores } from '../../domain/scorecard-aggregates';
import { anonymised, scoreAccess } from '../../domain/score-visibility';
import { AppError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/services';
import { newInterviewToken, queueInvitationEmails, type CandidateRow } from './candidate-emails';

// A posting's candidates (docs/decisions/047-candidate-invitations.md): owners and recruiters
// invite, resend, extend and revoke; reviewers read, and only a posting whose hiring team they
// are on. Ids are looked up within the caller's organization: anything else answers 404.

export type Actor = Pick<ServiceContext, 'user' | 'now'>;
export type PostingRow = typeof postings.$inferSelect;

export const DAY_MS = 24 * 60 * 60 * 1000;

// ---------- Access ----------

// Reviewers of a posting with anonymised review see "Candidate 3F2A" and no email (decision
// 049); owners and recruiters, who invite, see who they invited.
const masksCandidates = (membership: Membership, posting: PostingRow) =>
  posting.anonymizedReview && membership.role === 'reviewer';
const mask = <T extends { id: string; name: string; email: string }>(
  candidate: T,
  masked: boolean,
) => (masked ? { ...candidate, name: anonymousName(candidate.id), email: '' } : candidate);

export function refuseUnlessOpen(posting: PostingRow): void {
  if (posting.state !== 'open') {
    throw new AppError(
      'candidate.posting_not_open',
      `Only an open posting accepts invitations; this one is ${posting.state}`,
      { params: { state: posting.state } },
    );
  }
}

export async function findCandidate(
  db: Db,
  posting: PostingRow,
  candidateId: string,
): Promise<CandidateRow> {
  const [row] = await db
    .select()
    .from(postingCandidates)
    .where(
      and(
        idIs(postingCandidates.id, candidateId),
        eq(postingCandidates.postingId, posting.id),
        eq(postingCandidates.organizationId, posting.organizationId),
      ),
    );
  if (!row) throw notFound('No such candidate on this posting');
  return row;
}

// ---------- Shapes ----------

async function reminderTimes(db: Db, rows: CandidateRow[]): Promise<Map<string, Date>> {
  const ids = rows.flatMap((row) => (row.reminderEmailId ? [row.reminderEmailId] : []));
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: outbox.id, at: outbox.scheduledAt })
    .from(outbox)
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'queued')));
  return new Map(found.map((row) => [row.id, row.at]));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toCandidate(row: CandidateRow, reminders: Map<string, Date>): Candidate {
  return {
    id: row.id,
    posting_id: row.postingId,
    name: row.name,
    email: row.email,
    stage: row.stage,
    deadline_at: row.deadlineAt.toISOString(),
    invited_at: row.invitedAt.toISOString(),
    last_sent_at: iso(row.lastSentAt),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    revoked_at: iso(row.revokedAt),
    reminder_at: iso((row.reminderEmailId && reminders.get(row.reminderEmailId)) || null),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function candidateOut(db: Db, row: CandidateRow): Promise<Candidate> {
  return toCandidate(row, await reminderTimes(db, [row]));
}

export async function addEvent(
  db: Db,
  candidateId: string,
  actorId: string | null,
  kind: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(postingCandidateEvents).values({ candidateId, actorId, kind, detail });
}

// ---------- The table ----------

// The sorts done by the candidates' own columns; `score` is paged by pageByScore.
const SORTS = {
  updated: [desc(postingCandidates.updatedAt), desc(postingCandidates.id)],
  name: [asc(sql`lower(${postingCandidates.name})`), asc(postingCandidates.id)],
  invited: [desc(postingCandidates.invitedAt), desc(postingCandidates.id)],
  completed: [sql`${postingCandidates.completedAt} desc nulls last`, desc(postingCandidates.id)],
} as const satisfies Record<Exclude<CandidateSort, 'score'>, unknown>;

// A reviewer who sees "Candidate 3F2A" sorts by that label (the id's first hex digits, so the
// id's order), never by the real names behind it: that order would tell who is who.
const tableOrder = (sort: Exclude<CandidateSort, 'score'>, masked: boolean) =>
  sort === 'name' && masked ? [asc(postingCandidates.id)] : SORTS[sort];

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

// Which scores the table may show the caller (decision 049): the rule every score-carrying
// route applies (domain/score-visibility.ts), and none to a team member of an anonymised
// posting who sees the candidates' names here (an owner or recruiter on the team): the team
// sees scores only beside "Candidate 3F2A", which the ranking shows them.
function tableScoreAccess(access: PostingAccess, masked: boolean): ScoreAccess {
  if (anonymised(access) && !masked) return 'none';
  return scoreAccess(access);
}

type ScoredRow = { id: string; score: number | null };

// The page's rows in score order, paged in SQL: the posting's scored candidates' overall
// (only those the caller may see) joined to its candidates, highest first, no score last, then
// by id so that pages neither repeat nor skip a row.
async function pageByScore(
  db: Db,
  ctx: Actor,
  access: PostingAccess,
  scores: ScoreAccess,
  where: SQL | undefined,
  query: CandidateListQuery,
): Promise<{ rows: CandidateRow[]; scored: Map<string, number | null> }> {
  const order = await selectRows<ScoredRow>(
    db,
    sql`
      select ${postingCandidates.id} as id, w.overall as score
      from ${postingCandidates}
      left join (${overallScores(access.posting.id, access.posting.rubricId, {
        submittedBy: scores === 'after-submitting' ? ctx.user.id : null,
      })}) w on w.candidate_id = ${postingCandidates.id}
      where ${where}
      order by w.overall desc nulls last, ${postingCandidates.id}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  if (order.length === 0) return { rows: [], scored: new Map() };
  const found = await db
    .select()
    .from(postingCandidates)
    .where(
      inArray(
        postingCandidates.id,
        order.map((row) => row.id),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, row]));
  return {
    rows: order.flatMap((row) => byId.get(row.id) ?? []),
    scored: new Map(order.map((row) => [row.id, row.score])),
  };
}

// The overall of the page's candidates that the caller may see.
async function scoresOf(
  db: Db,
  ctx: Actor,
  access: PostingAccess,
  scores: ScoreAccess,
  rows: CandidateRow[],
): Promise<Map<string, number | null>> {
  if (scores === 'none' || rows.length === 0) return new Map();
  const found = await selectRows<{ candidate_id: string; overall: number }>(
    db,
    overallScores(access.posting.id, access.posting.rubricId, {
      candidateIds: rows.map((row) => row.id),
      submittedBy: scores === 'after-submitting' ? ctx.user.id : null,
    }),
  );
  return new Map(found.map((row) => [row.candidate_id, row.overall]));
}

export async function listCandidates(
  db: Db,
  ctx: Actor,
  postingId: string,
  query: CandidateListQuery,
): Promise<CandidateList> {
  const access = await requirePostingAccess(db, ctx.user, postingId);
  const { membership, posting } = access;
  const masked = masksCandidates(membership, posting);
  const scores = tableScoreAccess(access, masked);
  // Ordering by a hidden score would tell the order: refused, not quietly done.
  if (query.sort === 'score' && scores === 'none') {
    throw new AppError(
      'candidate.scores_hidden',
      'This posting’s blind scoring (or anonymised review) keeps the team’s scores from you, so the table cannot sort by score',
      { field: 'sort' },
    );
  }
  // A search by name or email would tell an anonymised reviewer who is who: not for them.
  const pattern = query.search && !masked ? containsPattern(query.search) : null;
  const matching = and(
    eq(postingCandidates.postingId, posting.id),
    pattern
      ? or(ilike(postingCandidates.name, pattern), ilike(postingCandidates.email, pattern))
      : undefined,
  );
  const where = and(matching, query.stage ? eq(postingCandidates.stage, query.stage) : undefined);
  const [perStage, searched, page] = await Promise.all([
    // The posting's numbers: kept by the trigger of migration 0016, never counted.
    db
      .select({ stage: postingCandidateCounts.stage, total: postingCandidateCounts.total })
      .from(postingCandidateCounts)
      .where(eq(postingCandidateCounts.postingId, posting.id)),
    pattern
      ? db.select({ n: count() }).from(postingCandidates).where(where)
      : Promise.resolve(null),
    query.sort === 'score'
      ? pageByScore(db, ctx, access, scores, where, query)
      : db
          .select()
          .from(postingCandidates)
          .where(where)
          .orderBy(...tableOrder(query.sort, masked))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .then(async (rows) => ({ rows, scored: await scoresOf(db, ctx, access, scores, rows) })),
  ]);
  const { rows, scored } = page;
  const counts = Object.fromEntries([
    ['all', 0],
    ...CANDIDATE_STAGES.map((stage) => [stage, 0]),
  ]) as CandidateCounts;
  for (const { stage, total } of perStage) {
    counts[stage] = total;
    counts.all += total;
  }
  const sum = (stages: readonly CandidateStage[]) => stages.reduce((n, s) => n + counts[s], 0);
  const invited = counts.all - counts.withdrawn;
  const reminders = await reminderTimes(db, rows);
  return {
    items: rows.map((row) => ({
      ...mask(toCandidate(row, reminders), masked),
      score: scored.get(row.id) ?? null,
    })),
    total: searched ? searched[0].n : query.stage ? counts[query.stage] : counts.all,
    page: query.page,
    pageSize: query.pageSize,
    counts,
    acceptance_rate: share(sum(STARTED_OR_FURTHER), invited),
    completion_rate: share(sum(COMPLETED_OR_FURTHER), invited),
    role: membership.role,
    score_access: scores,
  };
}

export async function getCandidate(
  db: Db,
  ctx: Actor,
  postingId: string,
  candidateId: string,
): Promise<CandidateDetail> {
  const { membership, posting } = await requirePostingAccess(db, ctx.user, postingId);
  const row = await findCandidate(db, posting, candidateId);
  const masked = masksCandidates(membership, posting);
  const events = await db
    .select({
      id: postingCandidateEvents.id,
      kind: postingCandidateEvents.kind,
      actorName: users.name,
      detail: postingCandidateEvents.detail,
      createdAt: postingCandidateEvents.createdAt,
    })
    .from(postingCandidateEvents)
    .leftJoin(users, eq(users.id, postingCandidateEvents.actorId))
    .where(eq(postingCandidateEvents.candidateId, row.id))
    .orderBy(asc(postingCandidateEvents.createdAt), asc(postingCandidateEvents.id));
  return {
    ...mask(await candidateOut(db, row), masked),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      actor_name: event.actorName,
      detail: event.detail,
      created_at: event.createdAt.toISOString(),
    })),
  };
}

// ---------- Inviting ----------

// Invites one candidate inside the caller's transaction, the posting already checked open.
// The same email (normalised) on the same posting keeps its one record: the unique index and
// ON CONFLICT DO NOTHING decide, so concurrent invitations make one record and one email.
// A new record reserves one interview credit of the organization in the same transaction
// (decision 055): with none free, billing.insufficient_credits (402) and nothing is written;
// the kept record of a re-invitation reserves nothing. `subscriptionId`: a batch that locked
// and checked the organization's credits already (the CSV import).
export async function inviteInto(
  tx: Db,
  args: {
    posting: PostingRow;
    actor: { id: string; name: string };
    input: InviteCandidateInput;
    publicUrl: string;
    now: Date;
    source: 'single' | 'csv';
    subscriptionId?: string;
  },
): Promise<{ row: CandidateRow; created: boolean }> {
  const { posting, input, now } = args;
  const { token, tokenHash } = await newInterviewToken();
  const deadlineAt = new Date(now.getTime() + posting.responseDeadlineDays * DAY_MS);
  const [inserted] = await tx
    .insert(postingCandidates)
    .values({
      organizationId: posting.organizationId,
      postingId: posting.id,
      name: input.name,
      email: input.email,
      tokenHash,
      deadlineAt,
      invitedBy: args.actor.id,
      invitedAt: now,
      lastSentAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [postingCandidates.postingId, postingCandidates.email] })
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(postingCandidates)
      .where(
        and(eq(postingCandidates.postingId, posting.id), eq(postingCandidates.email, input.email)),
      );
    return { row: existing, created: false };
  }
  await reserveInterviewCredit(tx, inserted, {
    actorId: args.actor.id,
    now,
    fresh: true,
    subscriptionId: args.subscriptionId,
  });
  const { reminderEmailId } = await queueInvitationEmails(
    tx,
    {
      posting,
      candidate: inserted,
      token,
      recruiterName: args.actor.name,
      publicUrl: args.publicUrl,
    },
    now,
  );
  const [row] = await tx
    .update(postingCandidates)
    .set({ reminderEmailId })
    .where(eq(postingCandidates.id, inserted.id))
    .returning();
  await addEvent(tx, row.id, args.actor.id, 'invited', {
    deadlineAt: deadlineAt.toISOString(),
    source: args.source,
  });
  return { row, created: true };
}

export async function inviteCandidate(
  db: Db,
  ctx: Actor,
  publicUrl: string,
  postingId: string,
  input: InviteCandidateInput,
): Promise<InvitedCandidate> {
  const { row, created } = await db.transaction(async (tx) => {
    const { posting } = await requirePostingAccess(tx, ctx.user, postingId, {
      roles: EDITORS,
      lock: true,
    });
    refuseUnlessOpen(posting);
    return inviteInto(tx, {
      posting,
      actor: ctx.user,
      input,
      publicUrl,
      now: ctx.now(),
      source: 'single',
    });
  });
  return { candidate: await candidateOut(db, row), already_invited: !created };
}
