import type { Skill } from '@rehearse/contracts/question-bank';
import type { PoolQuestion } from '../../domain/question-pool';

export type Pick = { question: PoolQuestion; skill: Skill };

export type PickRequest = {
  // Choice questions the candidate may see (visible, not retired).
  candidates: readonly PoolQuestion[];
  // The skills to cover, in the order slots take them (round robin). Only questions whose
  // skills are all among them are asked (see withinSkills).
  skills: readonly Skill[];
  count: number;
  // The difficulty wanted for a skill: fixed, or the candidate's level for adaptive quizzes.
  difficultyFor: (skill: Skill) => number;
  // Already in this attempt: never asked twice.
  exclude: ReadonlySet<string>;
  // Seen recently in other attempts: asked only when nothing fresh is near the difficulty.
  recentlySeen: ReadonlySet<string>;
  random: () => number;
  // Where the round robin starts (the next slot's position).
  startPosition?: number;
};

// A seen question costs as much as being 2.5 difficulty steps off, so a fresh question one or
// two steps away wins over a repeat at the exact difficulty.
const SEEN_COST = 2.5;

// A quiz over some skills asks only questions of those skills: a JavaScript quiz never asks a
// question that is also a Testing one, which would be off topic and move the Testing rating.
export const withinSkills = (question: PoolQuestion, skills: readonly Skill[]) =>
  question.skills.length > 0 && question.skills.every((s) => skills.includes(s as Skill));

// Picks `count` questions, one skill per slot in turn, each the cheapest (nearest difficulty,
// fresh before seen) with ties broken at random. A skill that has run out yields its slot to
// the others; fewer than `count` come back only when the candidates are exhausted. Within a
// skill any difficulty comes before another skill, so a thin pool near the wanted difficulty
// never brings in a question from outside the quiz.
export function pickQuestions(request: PickRequest): Pick[] {
  const { skills, count, difficultyFor, recentlySeen, random } = request;
  const candidates = request.candidates.filter((q) => withinSkills(q, skills));
  const taken = new Set(request.exclude);
  const picks: Pick[] = [];
  const start = request.startPosition ?? 0;
  for (let slot = 0; picks.length < count && slot < count + skills.length; slot++) {
    const order = skills.map((_, i) => skills[(start + slot + i) % skills.length]!);
    const pick = order
      .map((skill) =>
        cheapest(candidates, skill, difficultyFor(skill), taken, recentlySeen, random),
      )
      .find((p) => p !== undefined);
    if (!pick) break;
    taken.add(pick.question.id);
    picks.push(pick);
  }
  return picks;
}

function cheapest(
  candidates: readonly PoolQuestion[],
  skill: Skill,
  difficulty: number,
  taken: ReadonlySet<string>,
  recentlySeen: ReadonlySet<string>,
  random: () => number,
): Pick | undefined {
  let best: PoolQuestion[] = [];
  let bestCost = Infinity;
  for (const q of candidates) {
    if (taken.has(q.id) || !q.skills.includes(skill)) continue;
    const cost = Math.abs(q.difficulty - difficulty) + (recentlySeen.has(q.id) ? SEEN_COST : 0);
    if (cost < bestCost) {
      bestCost = cost;
      best = [q];
    } else if (cost === bestCost) best.push(q);
  }
  if (!best.length) return undefined;
  return { question: best[Math.floor(random() * best.length)]!, skill };
}
