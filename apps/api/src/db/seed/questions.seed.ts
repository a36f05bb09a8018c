import { and, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { questions } from '../schema/questions';
import { questionBank } from './data/question-bank.data';

// The question bank's cache stamp (db/cache-stamps.ts): bumped whenever the bank changes.
export const QUESTION_BANK_STAMP = 'question-bank';

// The shipped question bank (global questions). Upserts by id; a shipped question no longer in
// the data files is retired rather than deleted, because past attempts still point at it.
export async function seedQuestionBank(db: Db): Promise<void> {
  const rows = questionBank.map((q) => ({
    id: q.id,
    organizationId: null,
    kind: q.kind,
    prompt: q.prompt,
    difficulty: q.difficulty,
    timeGuideSeconds: q.timeGuideSeconds,
    skills: [...q.skills],
    roles: [...q.roles],
    competency: q.kind === 'open' ? (q.competency ?? null) : null,
    category: q.kind === 'open' ? q.category : null,
    options: q.kind === 'open' ? [] : q.options,
    modelAnswer: q.kind === 'open' ? q.modelAnswer : [],
    talkingPoints: q.kind === 'open' ? q.talkingPoints : [],
    retired: false,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  // Batches keep each statement's parameter count well under PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insert(questions)
      .values(rows.slice(start, start + 200))
      .onConflictDoUpdate({
        target: questions.id,
        set: {
          kind: excluded('kind'),
          prompt: excluded('prompt'),
          difficulty: excluded('difficulty'),
          timeGuideSeconds: excluded('time_guide_seconds'),
          skills: excluded('skills'),
          roles: excluded('roles'),
          competency: excluded('competency'),
          category: excluded('category'),
          options: excluded('options'),
          modelAnswer: excluded('model_answer'),
          talkingPoints: excluded('talking_points'),
          retired: false,
          updatedAt: sql`now()`,
        },
      });
  }
  await db
    .update(questions)
    .set({ retired: true, updatedAt: sql`now()` })
    .where(
      and(
        isNull(questions.organizationId),
        notInArray(
          questions.id,
          rows.map((r) => r.id),
        ),
      ),
    );
}
