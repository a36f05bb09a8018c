import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { candidateAnswers } from '../../db/schema/candidate-answers';
import { candidateInterviewKeeps } from '../../db/schema/candidate-interview-keeps';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { postings } from '../../db/schema/postings';
import { recordings } from '../../db/schema/recordings';
import { removeFiles } from '../../domain/recordings';
import type { RecordingStore } from '../../platform/recording-store';
import type { Logger } from '../../platform/logger';

// The retention rule the welcome page states (docs/decisions/048-candidate-one-way-interview.md):
// CANDIDATE_RETENTION_DAYS after a posting is archived, its candidates' answers, recordings
// (files too) and transcripts (which cascade from the recordings) are deleted; the candidate
// records, their stages, scorecards and history stay. Rows first, in one transaction per
// candidate batch, then the files: a crash never leaves a row pointing at a missing file, and
// a file left behind is removed by the recordings sweep.

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

export async function purgeExpiredRetention(
  db: Db,
  store: RecordingStore,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const archivedLongAgo = and(
    eq(postings.state, 'archived'),
    isNotNull(postings.archivedAt),
    lte(postings.archivedAt, cutoff),
  );
  let purged = 0;
  for (;;) {
    // Candidates with recordings (answered or not) and with answers (written ones have none).
    const recorded = await db
      .selectDistinct({ id: postingCandidates.id })
      .from(postingCandidates)
      .innerJoin(postings, eq(postings.id, postingCandidates.postingId))
      .innerJoin(recordings, eq(recordings.candidateId, postingCandidates.id))
      .where(archivedLongAgo)
      .limit(BATCH);
    const written = await db
      .selectDistinct({ id: postingCandidates.id })
      .from(postingCandidates)
      .innerJoin(postings, eq(postings.id, postingCandidates.postingId))
      .innerJoin(candidateAnswers, eq(candidateAnswers.candidateId, postingCandidates.id))
      .where(archivedLongAgo)
      .limit(BATCH);
    const ids = [...new Set([...recorded, ...written].map((row) => row.id))];
    if (ids.length === 0) return purged;
    const keys = await db.transaction(async (tx) => {
      await tx.delete(candidateAnswers).where(inArray(candidateAnswers.candidateId, ids));
      // The interview is gone from the workspaces that kept it.
      await tx
        .delete(candidateInterviewKeeps)
        .where(inArray(candidateInterviewKeeps.candidateId, ids));
      const removed = await tx
        .delete(recordings)
        .where(inArray(recordings.candidateId, ids))
        .returning({ storageKey: recordings.storageKey });
      await tx.insert(postingCandidateEvents).values(
        ids.map((candidateId) => ({
          candidateId,
          kind: 'answers_deleted',
          detail: { reason: 'retention', retentionDays },
          createdAt: now,
        })),
      );
      return removed.map((row) => row.storageKey);
    });
    await removeFiles(store, keys);
    purged += ids.length;
  }
}

export function startCandidateRetentionSweeper(options: {
  db: Db;
  store: RecordingStore;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
}): { stop: () => Promise<void> } {
  const { db, store, logger, retentionDays } = options;
  let running = Promise.resolve();
  const sweep = async () => {
    try {
      const purged = await purgeExpiredRetention(db, store, new Date(), retentionDays);
      if (purged) logger.info('candidate answers past retention deleted', { candidates: purged });
    } catch (error) {
      logger.error('candidate retention sweep failed', { error: String(error) });
    }
  };
  const run = () => {
    running = running.then(sweep);
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
