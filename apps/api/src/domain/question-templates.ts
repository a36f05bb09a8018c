import type { JobTerm } from '@rehearse/feedback/term-matcher';

// Question templates (db/seed/data/questions/templates.data.ts, decision 034): a bank question
// whose prompt holds a placeholder such as {technology}. A mock interview fills it with a term
// recognised in the job description; the filled prompt, model answer and talking points are
// what the candidate sees and what the feedback uses. Without a fitting term it is not asked.

export const PLACEHOLDERS = [
  'technology',
  'datastore',
  'language',
  'compliance',
  'practice',
  'domain',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateFill = Partial<Record<Placeholder, string>>;

const PLACEHOLDER = new RegExp(`\\{(${PLACEHOLDERS.join('|')})\\}`, 'g');

// Groups of technologies a team runs in production (see the vocabulary's groups, job-vocabulary.ts).
const RUN_IN_PRODUCTION = new Set([
  'framework',
  'database',
  'messaging',
  'cloud',
  'infrastructure',
  'observability',
]);
const FITS: Record<Placeholder, (term: JobTerm) => boolean> = {
  technology: (t) => t.kind === 'technology' && RUN_IN_PRODUCTION.has(t.group),
  datastore: (t) => t.kind === 'technology' && (t.group === 'database' || t.group === 'messaging'),
  language: (t) => t.kind === 'technology' && t.group === 'language',
  compliance: (t) => t.kind === 'technology' && t.group === 'compliance',
  practice: (t) => t.kind === 'skill',
  domain: (t) => t.kind === 'domain',
};

export function placeholdersOf(text: string): Placeholder[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as Placeholder))];
}

export const isTemplate = (question: { prompt: string }) =>
  placeholdersOf(question.prompt).length > 0;

// Each placeholder takes the description's most salient fitting term that no other template of
// the interview has taken; undefined when a placeholder has no such term (never filled with
// nothing).
export function fillFor(
  question: { prompt: string },
  terms: readonly JobTerm[],
  taken: ReadonlySet<string>,
): TemplateFill | undefined {
  const fill: TemplateFill = {};
  for (const placeholder of placeholdersOf(question.prompt)) {
    const term = terms.find((t) => FITS[placeholder](t) && !taken.has(t.name));
    if (!term) return undefined;
    fill[placeholder] = term.name;
  }
  return fill;
}

const fillText = (text: string, fill: TemplateFill) =>
  text.replace(PLACEHOLDER, (whole, name: Placeholder) => fill[name] ?? whole);

type Fillable = {
  prompt: string;
  modelAnswer: string[];
  talkingPoints: string[];
  searchText: string;
  public: { prompt: string };
};

// The question as asked: its texts with the placeholders filled.
export function fillQuestion<Q extends Fillable>(question: Q, fill: TemplateFill): Q {
  const prompt = fillText(question.prompt, fill);
  return {
    ...question,
    prompt,
    modelAnswer: question.modelAnswer.map((t) => fillText(t, fill)),
    talkingPoints: question.talkingPoints.map((t) => fillText(t, fill)),
    searchText: prompt.toLowerCase(),
    public: { ...question.public, prompt },
  };
}
