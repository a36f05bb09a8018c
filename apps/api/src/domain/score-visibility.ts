import type { PostingAccess } from './posting-access';

// Whose overall scores a caller may see on a posting (docs/decisions/049-scorecards-and-blind-review.md):
// owners and recruiters who are not on the hiring team decide and see every candidate's;
// team members see them as the posting's blind scoring says: `always` every candidate's,
// `after-submitting` only those of candidates they submitted their own scorecard for, `never`
// none. Every route that carries scores (the scorecards, the ranking, the pipeline table)
// asks this one rule.
export type ScoreAccess = 'all' | 'after-submitting' | 'none';

export function scoreAccess(access: PostingAccess): ScoreAccess {
  if (!access.onTeam) return 'all';
  switch (access.posting.scorecardVisibility) {
    case 'always':
      return 'all';
    case 'after-submitting':
      return 'after-submitting';
    case 'never':
      return 'none';
  }
}

// Anonymised review hides names from the team that scores, not from those who decide.
export const anonymised = (access: PostingAccess) =>
  access.posting.anonymizedReview && access.onTeam;
