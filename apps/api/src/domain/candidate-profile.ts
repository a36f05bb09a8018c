import type { CandidateProfile } from '@rehearse/contracts/workspace';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { candidateProfiles } from '../db/schema/candidate-profiles';

// The candidate's profile (headline, target roles and skills, weekly goal): edited in the
// workspace, read by quizzes to pick skills.

const DEFAULT_PROFILE: CandidateProfile = {
  headline: '',
  targetRoles: [],
  targetSkills: [],
  weeklyGoal: 5,
};

export async function getCandidateProfile(db: Db, userId: string): Promise<CandidateProfile> {
  const [row] = await db
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  if (!row) return DEFAULT_PROFILE;
  return {
    headline: row.headline,
    targetRoles: row.targetRoles as CandidateProfile['targetRoles'],
    targetSkills: row.targetSkills as CandidateProfile['targetSkills'],
    weeklyGoal: row.weeklyGoal,
  };
}
