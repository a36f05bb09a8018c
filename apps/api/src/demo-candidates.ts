import { randomUUID } from 'node:crypto';
import type { CandidateStage } from '@rehearse/contracts/candidates';
import type { Db } from './db/db';
import { candidateAnswers, candidateAnswerTakes } from './db/schema/candidate-answers';
import { postingCandidateEvents, postingCandidates } from './db/schema/posting-candidates';
import type { postings } from './db/schema/postings';
import { recordings } from './db/schema/recordings';
import { scorecardRatings, scorecards } from './db/schema/scorecards';
import { transcriptions } from './db/schema/transcriptions';
import { decideCandidates } from './domain/candidate-decisions';
import { randomToken, sha256Hex } from './platform/tokens';
import { DEMO_CANDIDATES, type DemoScorecard } from './demo-candidates.data';
import {
  answerKey,
  answeredCount,
  SAMPLE_ENGINE,
  timedWords,
  type StoredAnswer,
  type StoredAnswers,
} from './demo-sample-answers';

// Writes Northwind's demo candidates (demo-candidates.data.ts) as the real flows leave them: the
// pipeline record and its history, answers with their chosen take, recordings in the recordings
// store (DATA_DIR/recordings) with a finished transcript, scorecards, and decisions made through
// decideCandidates (without emails). The recordings' files are stored first
// (demo-sample-answers.ts).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SECOND = 1000;

type PostingRow = typeof postings.$inferSelect;
export type DemoPosting = {
  row: PostingRow;
  // The plan's questions in order.
  questions: { id: string }[];
};
export type DemoTeam = {
  owner: { id: string; name: string };
  sourcer: { id: string } | undefined;
  reviewer: { id: string } | undefined;
};
type Event = {
  kind: string;
  actorId: string | null;
  detail: Record<string, unknown>;
  createdAt: Date;
};

export async function seedDemoCandidates(
  tx: Db,
  args: {
    postings: DemoPosting[];
    criteria: { id: string }[];
    team: DemoTeam;
    stored: StoredAnswers;
    now: Date;
  },
) {
  const { team, now } = args;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

  for (const [index, demo] of DEMO_CANDIDATES.entries()) {
    const posting = args.postings[demo.posting]!;
    const invitedAt = ago(demo.invitedDaysAgo);
    const deadlineAt = after(invitedAt, posting.row.responseDeadlineDays * DAY);
    const startedAt =
      demo.startedAfterHours === undefined ? null : after(invitedAt, demo.startedAfterHours * HOUR);
    const completedAt =
      demo.completedAfterHours === undefined
        ? null
        : after(invitedAt, demo.completedAfterHours * HOUR);
    const inviter = demo.invitedBy === 'sourcer' ? (team.sourcer ?? team.owner) : team.owner;
    const cards = (
      [
        [team.owner.id, demo.owner],
        [team.reviewer?.id, demo.reviewer],
      ] as const
    ).filter((c): c is [string, DemoScorecard] => Boolean(c[0] && c[1]));
    const submittedTimes = cards
      .filter(([, card]) => card.submitted)
      .map(([reviewerId, card]) => ({
        reviewerId,
        at: after(completedAt!, card.afterHours * HOUR),
      }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    // The stage before any decision: a submitted scorecard moves completed to in review.
    const decided = Boolean(demo.decisions?.length);
    const before: CandidateStage = !decided
      ? demo.stage
      : submittedTimes.length
        ? 'in_review'
        : 'completed';

    const events: Event[] = [
      {
        kind: 'invited',
        actorId: inviter.id,
        detail: { deadlineAt: deadlineAt.toISOString(), source: 'single' },
        createdAt: invitedAt,
      },
    ];
    if (startedAt) {
      events.push({
        kind: 'consented',
        actorId: null,
        detail: { from: 'invited', to: 'started' },
        createdAt: startedAt,
      });
    }
    if (completedAt) {
      events.push({
        kind: 'completed',
        actorId: null,
        detail: { from: 'started', to: 'completed', answered: posting.questions.length },
        createdAt: completedAt,
      });
    }
    for (const [n, submitted] of submittedTimes.entries()) {
      events.push({
        kind: 'scorecard_submitted',
        actorId: submitted.reviewerId,
        detail: {},
        createdAt: submitted.at,
      });
      if (n === 0) {
        events.push({
          kind: 'stage',
          actorId: submitted.reviewerId,
          detail: { from: 'completed', to: 'in_review' },
          createdAt: submitted.at,
        });
      }
    }
    if (demo.stage === 'expired') {
      events.push({
        kind: 'expired',
        actorId: null,
        detail: { from: 'invited' },
        createdAt: deadlineAt,
      });
    }
    let decidedAt: Date | null = null;
    if (demo.withdrewAfterHours !== undefined) {
      events.push({
        kind: 'withdrawn',
        actorId: null,
        detail: { from: 'started', to: 'withdrawn', by: 'candidate', dataDeleted: true },
        createdAt: after(invitedAt, demo.withdrewAfterHours * HOUR),
      });
    }
    if (demo.rejectedAtClose) {
      decidedAt = posting.row.closedAt!;
      events.push({
        kind: 'decision',
        actorId: team.owner.id,
        detail: { to: 'rejected', email: true, reason: 'posting_closed' },
        createdAt: decidedAt,
      });
    }
    const lastAt = events.reduce(
      (latest, e) => (e.createdAt > latest ? e.createdAt : latest),
      invitedAt,
    );

    const [candidate] = await tx
      .insert(postingCandidates)
      .values({
        organizationId: posting.row.organizationId,
        postingId: posting.row.id,
        name: demo.name,
        email: demo.email,
        stage: before,
        // Nobody holds the link of a demo candidate: its token is thrown away.
        tokenHash: await sha256Hex(randomToken()),
        deadlineAt,
        invitedBy: inviter.id,
        invitedAt,
        lastSentAt: invitedAt,
        consentedAt: startedAt,
        startedAt,
        completedAt,
        decidedAt,
        createdAt: invitedAt,
        updatedAt: lastAt,
      })
      .returning();
    await tx
      .insert(postingCandidateEvents)
      .values(events.map((e) => ({ ...e, candidateId: candidate!.id })));

    await writeAnswers(tx, {
      candidateId: candidate!.id,
      questions: posting.questions,
      answered: answeredCount(demo, posting.questions.length),
      stored: (position) => args.stored.get(answerKey(index, position))!,
      retakes: demo.retakes ?? [],
      startedAt,
    });
    for (const [reviewerId, card] of cards) {
      await writeScorecard(tx, {
        organizationId: posting.row.organizationId,
        candidateId: candidate!.id,
        reviewerId,
        card,
        criteria: args.criteria,
        at: after(completedAt!, card.afterHours * HOUR),
      });
    }
    for (const decision of demo.decisions ?? []) {
      await decideCandidates(
        tx,
        posting.row,
        team.owner,
        { candidate_ids: [candidate!.id], to: decision.to, send_email: false, delay_hours: 0 },
        { publicUrl: '', now: after(completedAt!, decision.afterDays * DAY) },
      );
    }
  }
}

// The submitted answers, as the interview leaves them: the answer with its timers, the chosen
// take (the second when the first was discarded), its recording attached, and the finished
// transcript of that recording.
async function writeAnswers(
  tx: Db,
  args: {
    candidateId: string;
    questions: DemoPosting['questions'];
    answered: number;
    stored: (position: number) => StoredAnswer;
    retakes: number[];
    startedAt: Date | null;
  },
) {
  for (let position = 0; position < args.answered; position++) {
    const { key, size, sample } = args.stored(position);
    const retook = args.retakes.includes(position);
    const thinkStartedAt = new Date(args.startedAt!.getTime() + (2 + position * 6) * 60 * SECOND);
    const answerStartedAt = new Date(thinkStartedAt.getTime() + 25 * SECOND);
    const takenAt = new Date(
      answerStartedAt.getTime() + ((retook ? 2 : 1) * sample.seconds + (retook ? 20 : 3)) * SECOND,
    );
    const submittedAt = new Date(takenAt.getTime() + 20 * SECOND);
    const takeId = randomUUID();
    const [answer] = await tx
      .insert(candidateAnswers)
      .values({
        candidateId: args.candidateId,
        postingQuestionId: args.questions[position]!.id,
        thinkStartedAt,
        answerStartedAt,
        chosenTakeId: takeId,
        submittedAt,
      })
      .returning({ id: candidateAnswers.id });
    const [recording] = await tx
      .insert(recordings)
      .values({
        candidateId: args.candidateId,
        mimeType: 'audio/webm',
        size,
        durationSeconds: sample.seconds,
        storageKey: key,
        attachedAt: submittedAt,
        createdAt: takenAt,
      })
      .returning({ id: recordings.id });
    await tx.insert(candidateAnswerTakes).values({
      id: takeId,
      answerId: answer!.id,
      number: retook ? 2 : 1,
      recordingId: recording!.id,
      createdAt: takenAt,
    });
    const transcribedAt = new Date(takenAt.getTime() + 40 * SECOND);
    await tx.insert(transcriptions).values({
      recordingId: recording!.id,
      status: 'done',
      progress: 100,
      engine: SAMPLE_ENGINE,
      text: sample.text,
      words: timedWords(sample.text, sample.seconds),
      audioSeconds: sample.seconds,
      createdAt: takenAt,
      updatedAt: transcribedAt,
    });
  }
}

async function writeScorecard(
  tx: Db,
  args: {
    organizationId: string;
    candidateId: string;
    reviewerId: string;
    card: DemoScorecard;
    criteria: { id: string }[];
    at: Date;
  },
) {
  const { card } = args;
  const [row] = await tx
    .insert(scorecards)
    .values({
      organizationId: args.organizationId,
      candidateId: args.candidateId,
      reviewerId: args.reviewerId,
      recommendation: card.recommendation,
      notes: card.notes,
      submittedAt: card.submitted ? args.at : null,
      createdAt: new Date(args.at.getTime() - HOUR / 2),
      updatedAt: args.at,
    })
    .returning({ id: scorecards.id });
  const ratings = card.ratings.flatMap((rating, position) =>
    rating === null
      ? []
      : [
          {
            scorecardId: row!.id,
            criterionId: args.criteria[position]!.id,
            rating,
            note: card.criterionNotes?.[position] ?? '',
          },
        ],
  );
  if (ratings.length) await tx.insert(scorecardRatings).values(ratings);
}
