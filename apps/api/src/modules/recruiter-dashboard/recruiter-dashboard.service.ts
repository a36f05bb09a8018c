import { sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_STAGES, type CandidateStage } from '@rehearse/contracts/candidates';
import {
  DASHBOARD_LIST_MAX,
  DASHBOARD_WEEKS,
  type RecruiterDashboard,
} from '@rehearse/contracts/recruiter-dashboard';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';
import { ANY_MEMBER, requireOrganizationRole } from '../../domain/organization-access';
import { anonymousName } from '../../domain/posting-access';
import type { ServiceContext } from '../../platform/services';

// The recruiter dashboard, all in SQL over the caller's organization (reviewers: the postings
// on whose hiring team they are). Stage totals come from posting_candidate_counts (kept by a
// trigger), so a posting with thousands of candidates costs one row per stage.

type Actor = Pick<ServiceContext, 'user' | 'now'>;
type Link = RecruiterDashboard['awaiting_review'][number];

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export async function recruiterDashboard(db: Db, ctx: Actor): Promise<RecruiterDashboard> {
  const membership = await requireOrganizationRole(db, ctx.user, ANY_MEMBER);
  const me = ctx.user.id;
  // The postings the caller may see.
  const visible: SQL = sql`p.organization_id = ${membership.organizationId} and (
    ${membership.role !== 'reviewer'} or exists (
      select 1 from posting_hiring_team h where h.posting_id = p.id and h.user_id = ${me}))`;

  const [open, links, figures, weekly] = await Promise.all([
    selectRows<{
      id: string;
      title: string;
      stage: CandidateStage | null;
      total: number | null;
      all_open: number;
    }>(
      db,
      sql`
        with shown as (
          select p.id, p.title, p.updated_at, count(*) over () as all_open
          from postings p where ${visible} and p.state = 'open'
          order by p.updated_at desc, p.id desc limit ${DASHBOARD_LIST_MAX}
        )
        select shown.id, shown.title, c.stage, c.total, shown.all_open::int as all_open
        from shown left join posting_candidate_counts c on c.posting_id = shown.id
        order by shown.updated_at desc, shown.id desc`,
    ),
    selectRows<Link & { list: 'review' | 'draft'; anonymized: boolean; total: number }>(
      db,
      sql`
        with review as (
          select pc.id as candidate_id, p.id as posting_id, p.title as posting_title, pc.name,
                 pc.stage, pc.completed_at as at, p.anonymized_review as anonymized
          from posting_candidates pc
          join postings p on p.id = pc.posting_id
          join posting_hiring_team h on h.posting_id = p.id and h.user_id = ${me}
          where p.organization_id = ${membership.organizationId}
            and pc.stage in ('completed', 'in_review') and p.rubric_id is not null
            and not exists (select 1 from scorecards s where s.candidate_id = pc.id
                            and s.reviewer_id = ${me} and s.submitted_at is not null)
        ), drafts as (
          select pc.id as candidate_id, p.id as posting_id, p.title as posting_title, pc.name,
                 pc.stage, s.updated_at as at, p.anonymized_review as anonymized
          from scorecards s
          join posting_candidates pc on pc.id = s.candidate_id
          join postings p on p.id = pc.posting_id
          where s.reviewer_id = ${me} and s.submitted_at is null
            and p.organization_id = ${membership.organizationId}
        )
        (select 'review' as list, *, count(*) over ()::int as total from review
         order by at asc nulls last limit ${DASHBOARD_LIST_MAX})
        union all
        (select 'draft' as list, *, count(*) over ()::int as total from drafts
         order by at desc limit ${DASHBOARD_LIST_MAX})`,
    ),
    selectRows<{
      invited: number;
      finished: number;
      to_complete: number | null;
      to_decide: number | null;
    }>(
      db,
      sql`
        select count(*) filter (where pc.stage <> 'withdrawn')::int as invited,
               count(*) filter (where pc.stage <> 'withdrawn' and pc.completed_at is not null)::int
                 as finished,
               percentile_cont(0.5) within group (
                 order by extract(epoch from pc.completed_at - pc.invited_at) / 3600)
                 filter (where pc.completed_at is not null)::float8 as to_complete,
               percentile_cont(0.5) within group (
                 order by extract(epoch from pc.decided_at - pc.completed_at) / 3600)
                 filter (where pc.decided_at is not null and pc.completed_at is not null)::float8
                 as to_decide
        from posting_candidates pc join postings p on p.id = pc.posting_id
        where ${visible}`,
    ),
    selectRows<{ week_start: string; invited: number; completed: number; decided: number }>(
      db,
      sql`
        with weeks as (
          select generate_series(
            date_trunc('week', ${ctx.now()}::timestamptz) - ${DASHBOARD_WEEKS - 1} * interval '1 week',
            date_trunc('week', ${ctx.now()}::timestamptz), interval '1 week') as week
        ), mine as (
          select pc.invited_at, pc.completed_at, pc.decided_at
          from posting_candidates pc join postings p on p.id = pc.posting_id where ${visible}
        )
        select to_char(w.week, 'YYYY-MM-DD') as week_start,
               (select count(*) from mine where date_trunc('week', invited_at) = w.week)::int
                 as invited,
               (select count(*) from mine where date_trunc('week', completed_at) = w.week)::int
                 as completed,
               (select count(*) from mine where date_trunc('week', decided_at) = w.week)::int
                 as decided
        from weeks w order by w.week`,
    ),
  ]);

  const postingsById = new Map<string, RecruiterDashboard['open_postings'][number]>();
  for (const row of open) {
    let posting = postingsById.get(row.id);
    if (!posting) {
      posting = {
        id: row.id,
        title: row.title,
        stages: Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, 0])) as Record<
          CandidateStage,
          number
        >,
        invited: 0,
        completion_rate: null,
      };
      postingsById.set(row.id, posting);
    }
    if (row.stage && row.total) posting.stages[row.stage] = row.total;
  }
  for (const posting of postingsById.values()) {
    const s = posting.stages;
    posting.invited = CANDIDATE_STAGES.reduce((sum, stage) => sum + s[stage], 0) - s.withdrawn;
    // Finished: every stage after the interview (a closing rejection may predate it; the
    // organization-wide rate below counts completed_at exactly).
    const finished = s.completed + s.in_review + s.shortlisted + s.hired + s.rejected;
    posting.completion_rate = posting.invited > 0 ? round2(finished / posting.invited) : null;
  }
  const toLink = (row: (typeof links)[number]): Link => ({
    candidate_id: row.candidate_id,
    posting_id: row.posting_id,
    posting_title: row.posting_title,
    name: row.anonymized ? anonymousName(row.candidate_id) : row.name,
    stage: row.stage,
    at: new Date(row.at).toISOString(),
  });
  const review = links.filter((row) => row.list === 'review');
  const drafts = links.filter((row) => row.list === 'draft');
  const [f] = figures;
  return {
    open_postings: [...postingsById.values()],
    open_postings_total: open[0]?.all_open ?? 0,
    awaiting_review: review.map(toLink),
    awaiting_review_total: review[0]?.total ?? 0,
    my_drafts: drafts.map(toLink),
    my_drafts_total: drafts[0]?.total ?? 0,
    completion_rate: f && f.invited > 0 ? round2(f.finished / f.invited) : null,
    median_hours_to_complete: round2(f?.to_complete ?? null),
    median_hours_to_decide: round2(f?.to_decide ?? null),
    weekly,
  };
}
