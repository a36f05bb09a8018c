import type { Progress } from '@rehearse/contracts/workspace';
import type { Skill } from '@rehearse/contracts/question-bank';
import { METRIC_IDS } from '@rehearse/feedback/types';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';
import { getQuestionPool } from '../../domain/question-pool';
import type { ServiceContext } from '../../platform/services';
import { levelOf, START_RATING } from '../../domain/rating';
import { sessionsOf, sessionsThisWeek, streakOf, utcDay } from './activity.sql';
import { getCandidateProfile } from '../../domain/candidate-profile';

const DAY_MS = 24 * 3600 * 1000;
const DEFAULT_RANGE_DAYS = 90;
// A metric is a weak area when its mean sub-score over the range is below this.
const WEAK_METRIC_BELOW = 70;

// Every figure of the progress tracker, computed in SQL over the candidate's own rows (indexes
// on user and time serve each query). The range applies to the trends and the heatmap; levels,
// streak and weekly goal are as of today.
export async function getProgress(
  db: Db,
  ctx: ServiceContext,
  range: { from?: string; to?: string },
): Promise<Progress> {
  const { user } = ctx;
  const now = ctx.now();
  const to = range.to ?? utcDay(now);
  const from = range.from ?? utcDay(new Date(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  const start = `${from}T00:00:00Z`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString();
  const userId = user.id;

  // Practice answers and interview takes with an analysis, with its figures as columns.
  const feedbackRows = sql`
    select created_at as at, score, words_per_minute, fillers_per_100, star_components, sub_scores
      from practice_attempts where user_id = ${userId}
    union all
    select t.created_at, t.score, t.words_per_minute, t.fillers_per_100, t.star_components, t.sub_scores
      from mock_interview_takes t join mock_interviews i on i.id = t.interview_id
      where i.user_id = ${userId} and t.score is not null`;

  const [quizTrend, latestQuiz, skills, activity, feedbackTrend, questions, weakMetrics] =
    await Promise.all([
      selectRows<{ day: string; score: number; quizzes: number }>(
        db,
        sql`
      select to_char((completed_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
             round(avg(score)::numeric, 1)::float as score, count(*)::int as quizzes
      from quiz_attempts
      where user_id = ${userId} and completed_at >= ${start} and completed_at < ${end}
      group by 1 order by 1`,
      ),
      selectRows<{ score: number; completedAt: string }>(
        db,
        sql`
      select score, completed_at as "completedAt"
      from quiz_attempts
      where user_id = ${userId} and completed_at >= ${start} and completed_at < ${end}
      order by completed_at desc, id desc limit 1`,
      ).then(([row]) =>
        row ? { score: row.score, completedAt: new Date(row.completedAt).toISOString() } : null,
      ),
      selectRows<{ skill: string; rating: number; answered: number; before: number | null }>(
        db,
        sql`
      select r.skill, r.rating, r.answered,
        (select h.rating from skill_rating_history h
          where h.user_id = r.user_id and h.skill = r.skill
            and h.recorded_at <= ${new Date(now.getTime() - 30 * DAY_MS).toISOString()}
          order by h.recorded_at desc limit 1) as before
      from skill_ratings r where r.user_id = ${userId}`,
      ),
      selectRows<{ day: string; quizzes: number; practice: number; interviews: number }>(
        db,
        sql`
      select to_char((at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
             (count(*) filter (where kind = 'quiz'))::int as quizzes,
             (count(*) filter (where kind = 'practice'))::int as practice,
             (count(*) filter (where kind = 'mock-interview'))::int as interviews
      from (${sessionsOf(userId)}) s
      where at >= ${start} and at < ${end}
      group by 1 order by 1`,
      ),
      selectRows<{
        day: string;
        answers: number;
        score: number | null;
        wordsPerMinute: number | null;
        fillersPer100: number | null;
        starCoverage: number | null;
      }>(
        db,
        sql`
      select to_char((at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
             count(*)::int as answers,
             round(avg(score)::numeric, 1)::float as score,
             round(avg(words_per_minute)::numeric, 1)::float as "wordsPerMinute",
             round(avg(fillers_per_100)::numeric, 2)::float as "fillersPer100",
             round(avg(star_components / 4.0 * 100)::numeric, 1)::float as "starCoverage"
      from (${feedbackRows}) f
      where at >= ${start} and at < ${end}
      group by 1 order by 1`,
      ),
      selectRows<{
        questionId: string;
        attempts: number;
        best: number;
        latest: number;
        lastAt: string;
      }>(
        db,
        sql`
      select question_id as "questionId", count(*)::int as attempts, max(score)::int as best,
             (array_agg(score order by created_at desc))[1]::int as latest,
             max(created_at) as "lastAt"
      from practice_attempts where user_id = ${userId}
      group by question_id order by max(created_at) desc limit 20`,
      ),
      // One pass: the mean of each metric's sub-score (AVG skips the nulls of metrics that did not
      // apply), then the weakest few below the bar.
      selectRows<Record<string, number | null>>(
        db,
        sql`
      select ${sql.raw(METRIC_IDS.map((id, i) => `avg(sub_scores[${i + 1}])::float as "${id}"`).join(', '))}
      from (${feedbackRows}) f
      where at >= ${start} and at < ${end}`,
      ).then(([means]) =>
        METRIC_IDS.flatMap((metric) => {
          const mean = means?.[metric];
          return typeof mean === 'number' && mean < WEAK_METRIC_BELOW
            ? [{ metric, meanSubScore: Math.round(mean * 10) / 10 }]
            : [];
        })
          .sort((a, b) => a.meanSubScore - b.meanSubScore)
          .slice(0, 3),
      ),
    ]);

  const pool = await getQuestionPool(db, ctx);
  const profile = await getCandidateProfile(db, userId);
  const skillRows = skills.map((r) => ({
    skill: r.skill as Skill,
    rating: Math.round(r.rating),
    level: levelOf(r.rating),
    change30d: Math.round(r.rating - (r.before ?? START_RATING)),
    answered: r.answered,
  }));
  const streak = await streakOf(db, userId, now);
  return {
    from,
    to,
    quizTrend,
    latestQuiz,
    skills: skillRows.sort((a, b) => b.rating - a.rating),
    activity,
    streak: { current: streak.current, longest: streak.longest },
    feedbackTrend,
    questions: questions.map((q) => ({
      ...q,
      prompt: pool.byId.get(q.questionId)?.prompt ?? q.questionId,
      lastAt: new Date(q.lastAt).toISOString(),
    })),
    weeklyGoal: { goal: profile.weeklyGoal, done: await sessionsThisWeek(db, userId, now) },
    weakAreas: [
      ...skillRows
        .filter((s) => s.answered > 0 && s.level <= 2)
        .sort((a, b) => a.rating - b.rating)
        .slice(0, 3)
        .map((s) => ({ kind: 'skill' as const, skill: s.skill, level: s.level })),
      ...weakMetrics.map((m) => ({ kind: 'metric' as const, ...m })),
    ],
  };
}
