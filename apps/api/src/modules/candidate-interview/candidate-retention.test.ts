// The retention rule against a real database and a real store: CANDIDATE_RETENTION_DAYS after
// a posting is archived, its candidates' answers, recordings (files too) and transcripts go;
// a posting archived more recently, or not archived, keeps them; the candidates stay.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recruitingTeam } from '../../../test/recruiting-team';
import { useTestApp } from '../../../test/test-app';
import { candidateAnswers } from '../../db/schema/candidate-answers';
import { candidateInterviewKeeps } from '../../db/schema/candidate-interview-keeps';
import { postingCandidateEvents, postingCandidates } from '../../db/schema/posting-candidates';
import { postingQuestions, postings } from '../../db/schema/postings';
import { recordings } from '../../db/schema/recordings';
import { createMemoryRecordingStore } from '../../platform/recording-store';
import { purgeExpiredRetention } from './candidate-retention';

const { app, db } = await useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function answeredCandidate(organizationId: string, archivedDaysAgo: number | null) {
  const [posting] = await db
    .insert(postings)
    .values({
      organizationId,
      title: 'Engineer',
      workplaceType: 'remote',
      employmentType: 'full-time',
      state: archivedDaysAgo === null ? 'closed' : 'archived',
      archivedAt: archivedDaysAgo === null ? null : new Date(Date.now() - archivedDaysAgo * DAY),
    })
    .returning();
  const [question] = await db
    .insert(postingQuestions)
    .values({
      postingId: posting.id,
      position: 0,
      prompt: 'Why us?',
      answerType: 'audio',
      thinkTimeSeconds: 30,
      answerTimeSeconds: 60,
      takes: 1,
    })
    .returning();
  const [candidate] = await db
    .insert(postingCandidates)
    .values({
      organizationId,
      postingId: posting.id,
      name: 'Ada',
      email: `${randomUUID()}@example.test`,
      stage: 'completed',
      tokenHash: randomUUID(),
      deadlineAt: new Date(),
    })
    .returning();
  await db.insert(candidateAnswers).values({
    candidateId: candidate.id,
    postingQuestionId: question.id,
    thinkStartedAt: new Date(),
  });
  const storageKey = randomUUID();
  await db.insert(recordings).values({
    candidateId: candidate.id,
    mimeType: 'audio/webm',
    size: 3,
    storageKey,
  });
  return { candidateId: candidate.id, storageKey };
}

describe('candidate answer retention', () => {
  it('deletes answers, recordings and files of postings archived longer ago than the rule', async () => {
    const t = await recruitingTeam(app, db);
    const store = createMemoryRecordingStore();
    const old = await answeredCandidate(t.organizationId, 200);
    const recent = await answeredCandidate(t.organizationId, 10);
    const open = await answeredCandidate(t.organizationId, null);
    for (const { storageKey } of [old, recent, open]) {
      await store.save(storageKey, new Blob([new Uint8Array([1, 2, 3])]).stream(), 100);
    }
    // A workspace keeps the old and the recent interview (issue 15): the sweep ends the old keep.
    for (const { candidateId } of [old, recent]) {
      await db
        .insert(candidateInterviewKeeps)
        .values({ candidateId, userId: t.candidate.id, tokenCiphertext: 'sealed' });
    }

    expect(await purgeExpiredRetention(db, store, new Date(), 180)).toBe(1);
    const keeps = await db
      .select()
      .from(candidateInterviewKeeps)
      .where(eq(candidateInterviewKeeps.userId, t.candidate.id));
    expect(keeps.map((k) => k.candidateId)).toEqual([recent.candidateId]);
    const answersOf = async (id: string) =>
      (await db.select().from(candidateAnswers).where(eq(candidateAnswers.candidateId, id))).length;
    const recordingsOf = async (id: string) =>
      (await db.select().from(recordings).where(eq(recordings.candidateId, id))).length;
    expect([await answersOf(old.candidateId), await recordingsOf(old.candidateId)]).toEqual([0, 0]);
    const stored = await store.listKeys(new Date(Date.now() + DAY));
    expect(stored).not.toContain(old.storageKey);
    for (const kept of [recent, open]) {
      expect([await answersOf(kept.candidateId), await recordingsOf(kept.candidateId)]).toEqual([
        1, 1,
      ]);
      expect(stored).toContain(kept.storageKey);
    }
    // The candidate stays, with the deletion in its history; a second sweep finds nothing.
    const [row] = await db
      .select()
      .from(postingCandidates)
      .where(eq(postingCandidates.id, old.candidateId));
    expect(row.stage).toBe('completed');
    const events = await db
      .select()
      .from(postingCandidateEvents)
      .where(eq(postingCandidateEvents.candidateId, old.candidateId));
    expect(events.map((e) => e.kind)).toEqual(['answers_deleted']);
    expect(await purgeExpiredRetention(db, store, new Date(), 180)).toBe(0);
    // A shorter rule reaches the more recent posting too.
    expect(await purgeExpiredRetention(db, store, new Date(), 7)).toBe(1);
  });
});
