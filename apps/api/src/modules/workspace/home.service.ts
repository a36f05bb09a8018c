import type { Home, NextStep } from '@rehearse/contracts/workspace';
import type { Skill } from '@rehearse/contracts/question-bank';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';
import { mockInterviews, practiceAttempts } from '../../db/schema/interviews';
import {
  quizAttemptQuestions,
  quizAttempts,
  reviewItems,
  skillRatings,
} from '../../db/schema/quizzes';
import { getQuestionPool } from '../../domain/question-pool';
import type { ServiceContext } from '../../platform/services';
import { levelOf } from '../../domain/rating';
import { sessionsOf, sessionsThisWeek, streakOf, utcDay } from './activity.sql';
import { getCandidateProfile } from '../../domain/candidate-profile';

const RECENT_ITEMS = 8;

// The home page: where the candidate stands today and the next things worth doing, most
// urgent first (finish what is open, today's Daily 5, due reviews, the weakest skill).
export async function getHome(db: Db, ctx: ServiceContext): Promise<Home> {
  const { user } = ctx;
  const now = ctx.now();
  const [openQuiz] = await db
    .select({
      id: quizAttempts.id,
      length: quizAttempts.length,
      answered: count(quizAttemptQuestions.selected),
    })
    .from(quizAttempts)
    .leftJoin(quizAttemptQuestions, eq(quizAttemptQuestions.attemptId, quizAttempts.id))
    .where(
      and(
        eq(quizAttempts.userId, user.id),
        isNull(quizAttempts.completedAt),
        sql`${quizAttempts.dailyDate} is distinct from ${utcDay(now)}`,
      ),
    )
    .groupBy(quizAttempts.id)
    .orderBy(desc(quizAttempts.startedAt))
    .limit(1);
  const [openInterview] = await db
    .select()
    .from(mockInterviews)
    .where(and(eq(mockInterviews.userId, user.id), eq(mockInterviews.status, 'in-progress')))
    .orderBy(desc(mockInterviews.startedAt))
    .limit(1);
  const [daily] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.dailyDate, utcDay(now))));
  const [due] = await db
    .select({ n: count() })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, user.id), lte(reviewItems.dueAt, now)));
  const [weakest] = await db
    .select()
    .from(skillRatings)
    .where(eq(skillRatings.userId, user.id))
    .orderBy(asc(skillRatings.rating))
    .limit(1);
  const profile = await getCandidateProfile(db, user.id);

  const nextSteps: NextStep[] = [];
  if (openQuiz) {
    nextSteps.push({
      kind: 'resume-quiz',
      attemptId: openQuiz.id,
      answered: Number(openQuiz.answered),
      length: openQuiz.length,
    });
  }
  if (openInterview) {
    nextSteps.push({
      kind: 'resume-interview',
      interviewId: openInterview.id,
      title: openInterview.title,
      position: openInterview.currentPosition,
      questionCount: openInterview.settings.questionCount,
    });
  }
  nextSteps.push({
    kind: 'daily',
    status: !daily ? 'not-started' : daily.completedAt ? 'completed' : 'in-progress',
    attemptId: daily?.id ?? null,
    score: daily?.score ?? null,
  });
  if (due?.n) nextSteps.push({ kind: 'review', due: due.n });
  const weakSkill = (weakest?.skill ?? profile.targetSkills[0]) as Skill | undefined;
  if (weakSkill) {
    nextSteps.push({
      kind: 'weakest-skill',
      skill: weakSkill,
      level: weakest ? levelOf(weakest.rating) : null,
    });
  }

  const recent = await selectRows<{
    kind: 'quiz' | 'practice' | 'mock-interview';
    id: string;
    at: string;
  }>(
    db,
    sql`select kind, id, at from (${sessionsOf(user.id)}) s order by at desc limit ${RECENT_ITEMS}`,
  );
  const pool = await getQuestionPool(db, ctx);
  const labels = await activityLabels(db, recent);
  const streak = await streakOf(db, user.id, now);
  return {
    name: user.name,
    firstRun: recent.length === 0 && !openQuiz && !openInterview && !daily,
    streak,
    weeklyGoal: { goal: profile.weeklyGoal, done: await sessionsThisWeek(db, user.id, now) },
    nextSteps,
    recentActivity: recent.map((r) => {
      const label = labels.get(`${r.kind}:${r.id}`);
      return {
        kind: r.kind,
        id: r.id,
        label:
          r.kind === 'practice'
            ? (pool.byId.get(label?.label ?? '')?.prompt ?? '')
            : (label?.label ?? ''),
        score: label?.score ?? null,
        at: new Date(r.at).toISOString(),
        questionId: r.kind === 'practice' ? (label?.label ?? null) : null,
      };
    }),
  };
}

// What each recent session was: the quiz's skills, the practice question (its id, resolved to
// the prompt by the caller), the interview's title; and its score.
async function activityLabels(db: Db, recent: readonly { kind: string; id: string }[]) {
  const ids = (kind: string) => recent.filter((r) => r.kind === kind).map((r) => r.id);
  const labels = new Map<string, { label: string; score: number | null }>();
  const quizIds = ids('quiz');
  const practiceIds = ids('practice');
  const interviewIds = ids('mock-interview');
  if (quizIds.length) {
    const rows = await db
      .select({ id: quizAttempts.id, skills: quizAttempts.skills, score: quizAttempts.score })
      .from(quizAttempts)
      .where(inArray(quizAttempts.id, quizIds));
    for (const r of rows) labels.set(`quiz:${r.id}`, { label: r.skills.join(','), score: r.score });
  }
  if (practiceIds.length) {
    const rows = await db
      .select({
        id: practiceAttempts.id,
        questionId: practiceAttempts.questionId,
        score: practiceAttempts.score,
      })
      .from(practiceAttempts)
      .where(inArray(practiceAttempts.id, practiceIds));
    for (const r of rows) labels.set(`practice:${r.id}`, { label: r.questionId, score: r.score });
  }
  if (interviewIds.length) {
    const rows = await db
      .select({ id: mockInterviews.id, title: mockInterviews.title, score: mockInterviews.score })
      .from(mockInterviews)
      .where(inArray(mockInterviews.id, interviewIds));
    for (const r of rows) labels.set(`mock-interview:${r.id}`, { label: r.title, score: r.score });
  }
  return labels;
}
