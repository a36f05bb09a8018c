// Server-side transcription of recorded answers (docs/decisions/032-server-transcription.md).
// An upload queues its recording; one queue per app transcribes one recording at a time as a
// background task; rows left queued or running by a stopped server are picked up at start-up.
// A finished transcript gives the answers that use the recording its words, timings and the
// audio's length, and their feedback is computed again.
import type { Transcription } from '@rehearse/contracts/transcriptions';
import type { TimedWord } from '@rehearse/feedback/types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db';
import { idIs } from '../db/ids';
import {
  mockInterviewQuestions,
  mockInterviews,
  mockInterviewTakes,
  practiceAttempts,
} from '../db/schema/interviews';
import { recordings } from '../db/schema/recordings';
import { transcriptions } from '../db/schema/transcriptions';
import { feedbackFigures } from './feedback-figures';
import {
  analyzePracticeAnswer,
  analyzeTake,
  getContentBank,
  storeInterviewScore,
} from './answer-analysis';
import { findQuestion } from './question-pool';
import { describeError } from '../platform/log-redaction';
import type { Logger } from '../platform/logger';
import { AppError, notFound } from '../platform/errors';
import type { AppServices } from '../platform/services';

export type TranscriptionRow = typeof transcriptions.$inferSelect;
type Services = Pick<AppServices, 'memo' | 'recordings' | 'tasks' | 'transcriber'>;

// Progress is written at most this often (each write is a statement on the one PGlite
// connection that requests share).
const PROGRESS_EVERY_MS = 500;

export function toTranscription(row: TranscriptionRow): Transcription {
  return {
    recordingId: row.recordingId,
    status: row.status,
    stage: row.status === 'running' ? row.stage : null,
    progress: row.progress,
    engine: row.engine,
    text: row.text,
    words: row.words,
    audioSeconds: row.audioSeconds,
    errorCode: row.errorCode,
  };
}

export async function transcriptionsOf(db: Db, recordingIds: readonly (string | null)[]) {
  const wanted = recordingIds.filter((id): id is string => id !== null);
  const rows = wanted.length
    ? await db.select().from(transcriptions).where(inArray(transcriptions.recordingId, wanted))
    : [];
  return new Map(rows.map((r) => [r.recordingId, r]));
}

// The caller's recording's transcription; 404 for another user's recording or one uploaded
// while the server had no engine.
export async function findOwnTranscription(db: Db, userId: string, recordingId: string) {
  const [row] = await db
    .select({ transcription: transcriptions })
    .from(transcriptions)
    .innerJoin(recordings, eq(recordings.id, transcriptions.recordingId))
    .where(and(idIs(recordings.id, recordingId), eq(recordings.userId, userId)));
  if (!row) {
    const [recording] = await db
      .select({ id: recordings.id })
      .from(recordings)
      .where(and(idIs(recordings.id, recordingId), eq(recordings.userId, userId)));
    if (!recording) throw notFound('No recording with this id');
    throw new AppError('transcription.none', 'This recording has no transcription');
  }
  return row.transcription;
}

// The words of a finished transcript as the feedback takes them (no confidence).
export const timedWords = (row: TranscriptionRow): TimedWord[] =>
  (row.words ?? []).map(({ text, start, end }) => ({ text, start, end }));

// Queues a just-uploaded recording when the server has an engine, and starts the queue.
export async function queueTranscription(db: Db, services: Services, recordingId: string) {
  const { status } = services.transcriber;
  if (!status.available) return;
  await db
    .insert(transcriptions)
    .values({ recordingId, status: 'queued', engine: status.engine })
    .onConflictDoNothing();
  runTranscriptionQueue(db, services);
}

// One drain at a time per app (keyed by its transcriber: a request's context is a new object
// each time): a kick while one runs makes it look again before it stops. The logger given at
// start-up is kept for the drains that uploads start.
const draining = new WeakMap<object, { again: boolean }>();
const loggers = new WeakMap<object, Logger>();

export function runTranscriptionQueue(db: Db, services: Services, given?: Logger) {
  const { transcriber } = services;
  if (!transcriber.status.available) return;
  if (given) loggers.set(transcriber, given);
  const logger = loggers.get(transcriber);
  const state = draining.get(transcriber);
  if (state) {
    state.again = true;
    return;
  }
  const mine = { again: false };
  draining.set(transcriber, mine);
  services.tasks.run('transcription', async () => {
    try {
      do {
        mine.again = false;
        for (let row = await claimNext(db); row; row = await claimNext(db)) {
          await transcribeOne(db, services, row, logger);
        }
      } while (mine.again);
    } finally {
      draining.delete(transcriber);
    }
  });
}

// At start-up: what a stopped server was transcribing goes back to the queue, which starts.
export async function resumeTranscriptions(db: Db, services: Services, logger?: Logger) {
  await db
    .update(transcriptions)
    .set({ status: 'queued', stage: null, progress: 0, updatedAt: new Date() })
    .where(eq(transcriptions.status, 'running'));
  runTranscriptionQueue(db, services, logger);
}

async function claimNext(db: Db): Promise<TranscriptionRow | undefined> {
  const [next] = await db
    .select({ id: transcriptions.recordingId })
    .from(transcriptions)
    .where(eq(transcriptions.status, 'queued'))
    .orderBy(asc(transcriptions.createdAt))
    .limit(1);
  if (!next) return undefined;
  const [claimed] = await db
    .update(transcriptions)
    .set({ status: 'running', stage: 'decoding', progress: 0, updatedAt: new Date() })
    .where(and(eq(transcriptions.recordingId, next.id), eq(transcriptions.status, 'queued')))
    .returning();
  // Claimed by another server on the same PostgreSQL: look for the next one.
  return claimed ?? claimNext(db);
}

async function transcribeOne(db: Db, services: Services, row: TranscriptionRow, logger?: Logger) {
  const [recording] = await db.select().from(recordings).where(eq(recordings.id, row.recordingId));
  if (!recording) return; // deleted meanwhile (the row went with it)
  let written = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (stage: 'decoding' | 'recognising', fraction: number) => {
    const now = Date.now();
    if (now - written < PROGRESS_EVERY_MS && fraction < 1) return;
    written = now;
    // Decoding is quick; recognition is most of the work: 0-10% and 10-100%.
    const progress = Math.round(stage === 'decoding' ? fraction * 10 : 10 + fraction * 90);
    writing = writing.then(() =>
      db
        .update(transcriptions)
        .set({ stage, progress, updatedAt: new Date() })
        .where(
          and(
            eq(transcriptions.recordingId, row.recordingId),
            eq(transcriptions.status, 'running'),
          ),
        ),
    );
  };
  try {
    const audio = await services.recordings.open(recording.storageKey);
    const result = await services.transcriber.transcribe(audio, onProgress);
    await writing;
    const [done] = await db
      .update(transcriptions)
      .set({
        status: 'done',
        stage: null,
        progress: 100,
        text: result.text,
        words: result.words,
        audioSeconds: result.audioSeconds,
        updatedAt: new Date(),
      })
      .where(eq(transcriptions.recordingId, row.recordingId))
      .returning();
    if (done) await applyTranscript(db, services, done);
  } catch (err) {
    await writing.catch(() => undefined);
    const unreadable = err instanceof Error && /ffmpeg could not decode/.test(err.message);
    logger?.warn('transcription failed', { recordingId: row.recordingId, ...describeError(err) });
    await db
      .update(transcriptions)
      .set({
        status: 'failed',
        stage: null,
        errorCode: unreadable ? 'transcription.audio_unreadable' : 'transcription.failed',
        updatedAt: new Date(),
      })
      .where(eq(transcriptions.recordingId, row.recordingId));
  }
}

// Gives the answers that use the recording the audio's words and length, and computes their
// feedback again. A transcript the candidate typed or corrected keeps its text; an empty one or
// the browser's live preview is replaced by the server's.
export async function applyTranscript(db: Db, services: Services, row: TranscriptionRow) {
  const bank = await getContentBank(db, services);
  const words = timedWords(row);
  const durationSeconds = row.audioSeconds;
  const attempts = await db
    .select()
    .from(practiceAttempts)
    .where(eq(practiceAttempts.recordingId, row.recordingId));
  for (const attempt of attempts) {
    const question = await findQuestion(db, services, attempt.questionId);
    if (!question) continue;
    const transcript = attempt.transcript.trim() ? attempt.transcript : (row.text ?? '');
    const feedback = analyzePracticeAnswer(bank, question, { transcript, durationSeconds, words });
    await db
      .update(practiceAttempts)
      .set({
        transcript,
        words,
        durationSeconds,
        feedback,
        score: feedback.score,
        ...feedbackFigures(feedback),
      })
      .where(eq(practiceAttempts.id, attempt.id));
  }
  const takes = await db
    .select({
      take: mockInterviewTakes,
      interview: mockInterviews,
      questionId: mockInterviewQuestions.questionId,
    })
    .from(mockInterviewTakes)
    .innerJoin(mockInterviews, eq(mockInterviews.id, mockInterviewTakes.interviewId))
    .innerJoin(
      mockInterviewQuestions,
      and(
        eq(mockInterviewQuestions.interviewId, mockInterviewTakes.interviewId),
        eq(mockInterviewQuestions.position, mockInterviewTakes.position),
      ),
    )
    .where(eq(mockInterviewTakes.recordingId, row.recordingId));
  for (const { take, interview, questionId } of takes) {
    const question = await findQuestion(db, services, questionId);
    if (!question) continue;
    const keepText = take.transcriptSource === 'typed' && take.transcript.trim() !== '';
    const transcript = keepText ? take.transcript : (row.text ?? '');
    const feedback = analyzeTake(bank, question, interview, { transcript, durationSeconds, words });
    await db
      .update(mockInterviewTakes)
      .set({
        transcript,
        transcriptSource: keepText ? 'typed' : 'audio',
        words,
        durationSeconds,
        feedback,
        score: feedback?.score ?? null,
        ...feedbackFigures(feedback),
      })
      .where(eq(mockInterviewTakes.id, take.id));
    if (interview.status === 'completed') await storeInterviewScore(db, interview);
  }
}

// Used when an answer is written: the finished transcript of its recording, if any.
export async function finishedTranscript(db: Db, recordingId: string | undefined) {
  if (!recordingId) return undefined;
  const [row] = await db
    .select()
    .from(transcriptions)
    .where(and(eq(transcriptions.recordingId, recordingId), eq(transcriptions.status, 'done')));
  return row;
}
