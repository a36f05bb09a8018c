import { JOB_VOCABULARY } from './job-vocabulary.data';
import { createTermMatcher, type JobTerm, type TermKind, type TermMatcher } from './term-matcher';

export type { JobTerm };

// The shipped vocabulary of technologies, skills and domains, and the terms of a job
// description found with it (docs/decisions/034-job-description-terms.md). Imported by the API
// only: the vocabulary is large and the web app never recognises a job description itself.

let matcher: TermMatcher | undefined;
// Built on first use (a few milliseconds), then kept.
const vocabularyMatcher = () => (matcher ??= createTermMatcher(JOB_VOCABULARY));

export const JOB_VOCABULARY_SIZE = JOB_VOCABULARY.length;

// The description's terms, most salient first: most often named, then technologies before
// skills before domains, then first named first.
export function recogniseJobTerms(jobDescription: string): JobTerm[] {
  const m = vocabularyMatcher();
  const found = new Map<number, JobTerm>();
  for (const match of m.find(jobDescription)) {
    const term = found.get(match.entry);
    if (term) {
      term.count += 1;
      continue;
    }
    const entry = m.entries[match.entry]!;
    found.set(match.entry, {
      name: entry[0],
      kind: entry[1],
      group: entry[2],
      skills: [...entry[4]],
      count: 1,
      first: match.start,
      entry,
    });
  }
  const kindOrder: Record<TermKind, number> = { technology: 0, skill: 1, domain: 2 };
  return [...found.values()].sort(
    (a, b) => b.count - a.count || kindOrder[a.kind] - kindOrder[b.kind] || a.first - b.first,
  );
}

// Same spelling however written: case, spaces, dots and dashes do not count; + and # do.
const spellingKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');
let byName: Map<string, string> | undefined;

// The canonical name of the term this spelling names ("k8s" -> "Kubernetes"), if the vocabulary
// has it.
export function vocabularyName(spelling: string): string | undefined {
  if (!byName) {
    byName = new Map();
    for (const [name, , , aliases] of JOB_VOCABULARY) {
      for (const s of [name, ...aliases]) {
        if (!byName.has(spellingKey(s))) byName.set(spellingKey(s), name);
      }
    }
  }
  return byName.get(spellingKey(spelling));
}
