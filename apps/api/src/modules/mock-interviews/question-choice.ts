import type { Role } from '@rehearse/contracts/question-bank';
import { jobTermsMetric } from '@rehearse/feedback/job-terms';
import { tokenize } from '@rehearse/feedback/text';
import type { PoolQuestion } from '../../domain/question-pool';
import { shuffle } from '../../domain/shuffle';

export type MockKind = 'behavioural' | 'technical' | 'role-specific';
export type Mix = { behavioural: number; technical: number; roleSpecific: number };
export type MockPick = { question: PoolQuestion; kind: MockKind };

// Which part of the interview an open question belongs to: behavioural and situational
// questions; role questions that test a skill (technical); other role questions.
export function mockKindOf(question: PoolQuestion): MockKind {
  if (question.category === 'behavioural' || question.category === 'situational') {
    return 'behavioural';
  }
  return question.skills.length > 0 ? 'technical' : 'role-specific';
}

// How much a question overlaps a job description: the number of the description's salient
// terms found in the question's prompt, talking points, model answer, skills and roles.
export function relevance(question: PoolQuestion, jobDescription: string): number {
  const text = [
    question.prompt,
    ...question.talkingPoints,
    ...question.modelAnswer,
    ...question.skills,
    ...question.roles,
    question.competency ?? '',
  ].join('\n');
  const metric = jobTermsMetric(tokenize(text).tokens, text, jobDescription);
  return metric.details?.matched.length ?? 0;
}

// Picks the interview's questions: each part gets its share of the mix, the most relevant to
// the job description first (all equal without one), questions the candidate met recently
// last, ties at random. A part with too few questions hands its places to the others.
export function chooseMockQuestions(input: {
  candidates: readonly PoolQuestion[];
  role?: Role;
  jobDescription?: string;
  mix: Mix;
  recentlyUsed: ReadonlySet<string>;
  random: () => number;
}): MockPick[] {
  const { role, jobDescription, recentlyUsed, random } = input;
  const eligible = input.candidates.filter((q) => !role || q.roles.includes(role));
  const scored = shuffle(eligible, random)
    .map((question) => ({
      question,
      kind: mockKindOf(question),
      score: jobDescription ? relevance(question, jobDescription) : 0,
      recent: recentlyUsed.has(question.id) ? 1 : 0,
    }))
    // Stable sort keeps the shuffled order among equals.
    .sort((a, b) => b.score - a.score || a.recent - b.recent);
  const wanted: [MockKind, number][] = [
    ['behavioural', input.mix.behavioural],
    ['technical', input.mix.technical],
    ['role-specific', input.mix.roleSpecific],
  ];
  const taken = new Set<string>();
  const picks: MockPick[] = [];
  let shortfall = 0;
  for (const [kind, count] of wanted) {
    const ofKind = scored.filter((s) => s.kind === kind).slice(0, count);
    for (const s of ofKind) {
      taken.add(s.question.id);
      picks.push({ question: s.question, kind });
    }
    shortfall += count - ofKind.length;
  }
  for (const s of scored) {
    if (shortfall === 0) break;
    if (taken.has(s.question.id)) continue;
    taken.add(s.question.id);
    picks.push({ question: s.question, kind: s.kind });
    shortfall -= 1;
  }
  return picks;
}
