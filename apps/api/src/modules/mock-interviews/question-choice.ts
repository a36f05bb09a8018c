import type { Role } from '@rehearse/contracts/question-bank';
import {
  createTermMatcher,
  wordsOf,
  type JobTerm,
  type Word,
} from '@rehearse/feedback/term-matcher';
import type { PoolQuestion } from '../../domain/question-pool';
import { fillFor, fillQuestion, type TemplateFill } from '../../domain/question-templates';
import { shuffle } from '../../domain/shuffle';

export type MockKind = 'behavioural' | 'technical' | 'role-specific';
export type Mix = { behavioural: number; technical: number; roleSpecific: number };
// A template's pick carries its fill; the question is then the filled one.
export type MockPick = { question: PoolQuestion; kind: MockKind; fill?: TemplateFill };

// Which part of the interview an open question belongs to: behavioural and situational
// questions; role questions that test a skill (technical); other role questions.
export function mockKindOf(question: PoolQuestion): MockKind {
  if (question.category === 'behavioural' || question.category === 'situational') {
    return 'behavioural';
  }
  return question.skills.length > 0 ? 'technical' : 'role-specific';
}

// Roles a job description is for, from its title (first line): "Senior Backend Engineer" is
// backend. The body is not read for this: a backend ad may well mention its frontend colleagues.
const ROLE_TITLES: [Role, RegExp][] = [
  ['frontend', /\b(front[- ]?end|full[- ]?stack|web (developer|engineer)|ui engineer)\b/i],
  [
    'backend',
    /\b(back[- ]?end|full[- ]?stack|server[- ]side|platform|site reliability|sre|devops|infrastructure|api|data engineer|payments engineer)\b/i,
  ],
  ['data-analyst', /\b(data analyst|analytics|business intelligence|bi (analyst|developer))\b/i],
  ['product-manager', /\b(product (manager|owner|lead)|head of product)\b/i],
  ['designer', /\b(designer|ux|ui\/ux|design lead)\b/i],
  ['sales', /\b(account executive|sales|business development)\b/i],
  ['customer-support', /\b(support|customer success|help ?desk)\b/i],
];
// Software-engineering titles also fit the general engineering questions.
const ENGINEERING: ReadonlySet<Role> = new Set(['frontend', 'backend']);

export function rolesOf(jobDescription: string): Role[] {
  const title =
    jobDescription
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  const roles = ROLE_TITLES.filter(([, pattern]) => pattern.test(title)).map(([role]) => role);
  if (roles.some((r) => ENGINEERING.has(r))) roles.push('software-engineer');
  return roles;
}

// What a job description asks for, as question choice uses it.
export type JobProfile = {
  terms: readonly JobTerm[];
  // Roles named in its title (empty: any role fits).
  roles: readonly Role[];
};

type Scorer = (question: PoolQuestion) => number;

// A question's words, split once per loaded question (the pool's objects live as long as it).
const wordsByQuestion = new WeakMap<PoolQuestion, Word[]>();
function questionWords(question: PoolQuestion): Word[] {
  let words = wordsByQuestion.get(question);
  if (!words) {
    words = wordsOf(
      [question.prompt, ...question.talkingPoints, ...question.modelAnswer].join('\n'),
    );
    wordsByQuestion.set(question, words);
  }
  return words;
}

// How well a question fits the description: two points for each of its terms the question
// names (prompt, talking points, model answer; by any alias, so "k8s" finds "Kubernetes"), and
// one for each of the description's terms whose bank skills the question tests, at most three.
export function relevanceScorer(terms: readonly JobTerm[]): Scorer {
  if (terms.length === 0) return () => 0;
  const matcher = createTermMatcher(terms.map((t) => t.entry));
  const bySkill = new Map<string, number>();
  for (const t of terms) for (const s of t.skills) bySkill.set(s, (bySkill.get(s) ?? 0) + 1);
  return (question) => {
    const named = new Set(matcher.findInWords(questionWords(question)).map((m) => m.entry)).size;
    const skilled = question.skills.reduce((n, s) => n + (bySkill.get(s) ?? 0), 0);
    return 2 * named + Math.min(skilled, 3);
  };
}

// The templates filled with the description's own terms; a template with no fitting term is
// left out, and two templates never take the same term.
export function fillTemplates(
  templates: readonly PoolQuestion[],
  terms: readonly JobTerm[],
): MockPick[] {
  const taken = new Set<string>();
  const picks: MockPick[] = [];
  for (const template of templates) {
    const fill = fillFor(template, terms, taken);
    if (!fill) continue;
    for (const name of Object.values(fill)) taken.add(name);
    picks.push({ question: fillQuestion(template, fill), kind: mockKindOf(template), fill });
  }
  return picks;
}

// Picks the interview's questions: each part gets its share of the mix. Within a part, questions
// for the description's roles come first, then the most relevant to its terms (all equal
// without a description), questions the candidate met recently last, ties at random. Filled
// templates compete like any other question, for at most half of a part. A part with too few
// questions hands its places to the others.
export function chooseMockQuestions(input: {
  candidates: readonly PoolQuestion[];
  templates?: readonly PoolQuestion[];
  role?: Role;
  job?: JobProfile;
  mix: Mix;
  recentlyUsed: ReadonlySet<string>;
  random: () => number;
}): MockPick[] {
  const { role, job, recentlyUsed, random } = input;
  const forRole = (q: PoolQuestion) => !role || q.roles.includes(role);
  const pool: MockPick[] = [
    ...input.candidates.filter(forRole).map((question) => ({
      question,
      kind: mockKindOf(question),
    })),
    ...(job ? fillTemplates((input.templates ?? []).filter(forRole), job.terms) : []),
  ];
  const relevance = relevanceScorer(job?.terms ?? []);
  const jobRoles = new Set(job?.roles ?? []);
  const scored = shuffle(pool, random)
    .map((pick) => ({
      pick,
      fits: jobRoles.size === 0 || pick.question.roles.some((r) => jobRoles.has(r as Role)) ? 1 : 0,
      score: relevance(pick.question),
      recent: recentlyUsed.has(pick.question.id) ? 1 : 0,
    }))
    // Stable sort keeps the shuffled order among equals.
    .sort((a, b) => b.fits - a.fits || b.score - a.score || a.recent - b.recent);
  const wanted: [MockKind, number][] = [
    ['behavioural', input.mix.behavioural],
    ['technical', input.mix.technical],
    ['role-specific', input.mix.roleSpecific],
  ];
  const taken = new Set<string>();
  const picks: MockPick[] = [];
  let shortfall = 0;
  for (const [kind, count] of wanted) {
    // Filled templates take at most half of a part, so the bank's own questions are asked too.
    let templatesLeft = Math.ceil(count / 2);
    const ofKind = scored
      .filter((s) => s.pick.kind === kind)
      .filter((s) => !s.pick.fill || templatesLeft-- > 0)
      .slice(0, count);
    for (const s of ofKind) {
      taken.add(s.pick.question.id);
      picks.push(s.pick);
    }
    shortfall += count - ofKind.length;
  }
  for (const s of scored) {
    if (shortfall === 0) break;
    if (taken.has(s.pick.question.id)) continue;
    taken.add(s.pick.question.id);
    picks.push(s.pick);
    shortfall -= 1;
  }
  return picks;
}
