import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { settleEndedReservations, settleInterviewCredit } from '../../domain/interview-credits';
import type { Logger } from '../../platform/logger';

// Candidates whose deadline passed before they completed move to `expired`
// (docs/decisions/047-candidate-invitations.md). One conditional UPDATE per batch: with several
// processes sweeping at once, a row moves once and gets one event (the UPDATE's own condition
// re-checks the stage; SKIP LOCKED leaves rows another sweep holds).

export const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;
const BATCH = 500;

// Answers how many candidates expired. Each moved row gets its `expired` event in the same
// statement. A reminder is always due before the deadline, so none is left to cancel. Each
// batch releases its candidates' interview credits in its transaction (decision 055), the
// subscriptions locked in one order so two sweeps never wait on each other in a cycle.
export async function expireOverdueCandidates(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const at = now.toISOString();
    const moved = await db.transaction(async (tx) => {
      const rows = await expireBatch(tx, at);
      const ordered = [...rows].sort(
        (a, b) => a.organization_id.localeCompare(b.organization_id) || a.id.localeCompare(b.id),
      );
      for (const row of ordered) {
        await settleInterviewCredit(
          tx,
          { id: row.id, organizationId: row.organization_id, postingId: row.posting_id },
          'release',
          { now, reason: 'The invitation expired' },
        );
      }
      return rows;
    });
    total += moved.length;
    if (moved.length < BATCH) return total;
  }
}

// The sweep's work: candidates past their deadline expire, then any reservation an ended
// interview still holds (a release that did not happen, whatever the reason) is settled.
export async function sweepCandidates(
  db: Db,
  now: Date,
): Promise<{ expired: number; settled: number }> {
  const expired = await expireOverdueCandidates(db, now);
  const settled = await settleEndedReservations(db, now);
  return { expired, settled };
}

type Moved = { id: string; organization_id: string; posting_id: string };

function expireBatch(db: Db, at: string): Promise<Moved[]> {
  return selectRows<Moved>(
    db,
    sql`with due as (
            select id, stage from ${postingCandidates}
            where stage in ('invited', 'started') and deadline_at <= ${at}
            order by deadline_at
            limit ${BATCH}
            for update skip locked
          ),
          moved as (
            update ${postingCandidates} c
            set stage = 'expired', updated_at = ${at}
            from due
            where c.id = due.id and c.stage in ('invited', 'started')
            returning c.id, c.organization_id, c.posting_id, due.stage as from_stage
          ),
          events as (
            insert into ${postingCandidateEvents} (candidate_id, kind, detail, created_at)
            select id, 'expired', jsonb_build_object('from', from_stage), ${at}
            from moved
          )
          select id, organization_id, posting_id from moved`,
  );
}

export type CandidateExpirySweeper = { stop: () => Promise<void> };

export function startCandidateExpirySweeper(options: {
  db: Db;
  logger: Logger;
  intervalMs?: number;
}): CandidateExpirySweeper {
  const { db, logger } = options;
  let running = Promise.resolve();
  const sweep = async () => {
    try {
      const { expired, settled } = await sweepCandidates(db, new Date());
      if (expired) logger.info('candidates past their deadline expired', { count: expired });
      if (settled) logger.info('interview credits settled by reconciliation', { count: settled });
    } catch (error) {
      logger.error('candidate expiry sweep failed', { error: String(error) });
    }
  };
  const run = () => {
    running = running.then(sweep);
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? EXPIRY_INTERVAL_MS);
  timer.unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
