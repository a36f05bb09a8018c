import type { Evidence, MetricOf } from './types';
import type { Token } from './text';
import { memoize, stemOf } from './text';
import { isStopword } from './stopwords';
import { measured, notApplicable, suggestionKey } from './scoring';

// Coverage of the job description's salient terms.
//
// Terms: the description is split into words that keep technical spellings whole ("Node.js",
// "C++", "C#", "CI/CD"); stopwords, job-ad boilerplate ("experience", "strong", "team"),
// numbers and one-letter words are dropped. Two neighbouring kept words form a two-word term
// when the pair occurs at least twice, or is a known multiword term ("machine learning",
// "unit testing"); their separate counts then drop by the pair's. Each term's salience is how
// often it occurs, plus one when it looks technical or like a name (a capital letter inside the
// word or not at the start of a sentence or line, a digit, or . + # /) or is a known multiword
// term. The MAX_JOB_TERMS most salient are kept
// (ties: first seen first). Words compare by Porter stem with dots, hyphens and slashes removed.
// A term is matched when the answer uses it (a two-word term as the same two words in a row,
// or run together). Value: matched terms as a percentage of all terms, rounded.

export const MAX_JOB_TERMS = 12;

const BOILERPLATE = new Set(
  `experience experienced years year ability able strong skills skill excellent good great work
  works worked working role roles candidate candidates including include includes etc team teams
  looking join you'll responsibilities responsibility requirements requirement required
  preferred plus bonus nice must knowledge understanding familiarity familiar proficiency
  proficient degree equivalent related field fields company opportunity environment new help day
  days based ideal ideally want need needs ensure and/or e.g i.e minimum least position job
  description apply benefits salary per seeking solid proven track record demonstrated hands-on
  passion passionate love enjoy make making across well use uses used using closely wide range
  within other others best we're our senior junior mid level lead build builds built building
  create creating develop developing deliver delivering drive driving own owning improve
  improving collaborate collaborating partner partners support supporting maintain maintaining
  write writing`.split(/\s+/),
);
const KNOWN_MULTIWORD = [
  'machine learning',
  'deep learning',
  'data science',
  'data analysis',
  'data structures',
  'system design',
  'distributed systems',
  'unit testing',
  'integration testing',
  'continuous integration',
  'continuous delivery',
  'continuous deployment',
  'version control',
  'code review',
  'object oriented',
  'functional programming',
  'react native',
  'rest api',
  'web performance',
  'user research',
  'user experience',
  'product management',
  'project management',
  'stakeholder management',
  'customer success',
  'account management',
  'design systems',
  'computer science',
  'cloud infrastructure',
  'test automation',
  'problem solving',
  'public speaking',
];

// Words with technical spellings kept whole; a chunk is a run without sentence punctuation,
// so two-word terms never span a comma or a full stop.
const TECH_WORD = /[\p{L}\p{N}]+(?:[.\-/+#'’][\p{L}\p{N}]+)*[+#]*/gu;
const CHUNK_BREAK = /[,;:.!?()\n•|]/;
// A capital after these (or at the start) is a sentence's or a line's, not a name's.
const SENTENCE_BREAK = /[.!?:\n•]/;

type TechToken = {
  text: string;
  key: string;
  start: number;
  end: number;
  chunk: number;
  // Looks technical or like a name (see the header comment).
  salient: boolean;
};

// Technical spellings keep + and #; otherwise dots, hyphens and slashes go and the word is stemmed.
const keyOf = (word: string) => {
  const lower = word.toLowerCase();
  return /[+#]/.test(lower) ? lower : stemOf(lower.replace(/[.\-/]/g, ''));
};

function techTokens(text: string, key: (word: string) => string): TechToken[] {
  const out: TechToken[] = [];
  let chunk = 0;
  let previousEnd = 0;
  for (const m of text.matchAll(TECH_WORD)) {
    const gap = text.slice(previousEnd, m.index);
    if (out.length > 0 && CHUNK_BREAK.test(gap)) chunk += 1;
    const sentenceStart = out.length === 0 || SENTENCE_BREAK.test(gap);
    const word = m[0];
    out.push({
      text: word,
      key: key(word),
      start: m.index,
      end: m.index + word.length,
      chunk,
      salient:
        /\p{Lu}/u.test(word.slice(1)) ||
        /[\p{N}.+#/]/u.test(word) ||
        (!sentenceStart && /^\p{Lu}/u.test(word)),
    });
    previousEnd = m.index + word.length;
  }
  return out;
}

const keep = (t: TechToken) => {
  const lower = t.text.toLowerCase();
  return lower.length > 1 && /\p{L}/u.test(lower) && !isStopword(lower) && !BOILERPLATE.has(lower);
};
// Shown as first written when it looks like a name or technical ("GraphQL", "Python"), else lower.
const display = (t: TechToken) => (t.salient ? t.text : t.text.toLowerCase());
const KNOWN_KEYS = new Set(KNOWN_MULTIWORD.map((p) => p.split(' ').map(keyOf).join(' ')));

export type JobTerm = {
  label: string;
  // Stem keys of its one or two words, and of the two run together ("React Native" ~ "ReactNative").
  parts: string[];
  joinedKey: string;
  count: number;
  salience: number;
};

export function extractJobTerms(jobDescription: string): JobTerm[] {
  const keyFor = memoize(keyOf);
  const tokens = techTokens(jobDescription, keyFor);
  type Candidate = JobTerm & { first: number; looksSalient: boolean };
  const found = new Map<string, Candidate>();
  const add = (
    parts: string[],
    label: string,
    joinedKey: string,
    first: number,
    salient: boolean,
  ) => {
    const key = parts.join(' ');
    const term = found.get(key);
    if (term) {
      term.count += 1;
      term.looksSalient ||= salient;
    } else {
      found.set(key, {
        label,
        parts,
        joinedKey,
        count: 1,
        salience: 0,
        first,
        looksSalient: salient,
      });
    }
  };
  tokens.forEach((t, i) => {
    if (!keep(t)) return;
    add([t.key], display(t), t.key, i, t.salient);
    const next = tokens[i + 1];
    if (next && next.chunk === t.chunk && keep(next)) {
      const label = `${display(t)} ${display(next)}`;
      const key = `${t.key} ${next.key}`;
      const salient = t.salient || next.salient || KNOWN_KEYS.has(key);
      add([t.key, next.key], label, keyFor(t.text + next.text), i, salient);
    }
  });
  // Pairs kept as terms take their uses away from the single words inside them.
  const pairs = [...found.values()].filter(
    (t) => t.parts.length === 2 && (t.count >= 2 || KNOWN_KEYS.has(t.parts.join(' '))),
  );
  for (const pair of pairs) {
    for (const part of pair.parts) {
      const single = found.get(part);
      if (single) single.count -= pair.count;
    }
  }
  return [...found.values()]
    .filter((t) => (t.parts.length === 2 ? pairs.includes(t) : t.count > 0))
    .map((t) => ({ ...t, salience: t.count + (t.looksSalient ? 1 : 0) }))
    .sort((a, b) => b.salience - a.salience || a.first - b.first)
    .slice(0, MAX_JOB_TERMS)
    .map(({ label, parts, joinedKey, count, salience }) => ({
      label,
      parts,
      joinedKey,
      count,
      salience,
    }));
}

// A word matched both alone and inside a pair ("testing", "unit testing") is highlighted once,
// as the longer range.
function withoutOverlaps(ranges: Evidence[]): Evidence[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Evidence[] = [];
  for (const r of sorted) if (out.length === 0 || r.start >= out[out.length - 1].end) out.push(r);
  return out;
}

export function jobTermsMetric(
  tokens: readonly Token[],
  transcript: string,
  jobDescription: string | undefined,
): MetricOf<'jobTerms'> {
  if (tokens.length === 0) return notApplicable('jobTerms', 'empty');
  if (!jobDescription?.trim()) return notApplicable('jobTerms', 'noJobDescription');
  const terms = extractJobTerms(jobDescription);
  if (terms.length === 0) return notApplicable('jobTerms', 'noJobTerms');

  // Where each single word, each pair and each run-together pair first occurs in the answer.
  const keyFor = memoize(keyOf);
  const answer = techTokens(transcript, keyFor);
  const firstAt = new Map<string, { start: number; end: number }>();
  const note = (termKey: string, start: number, end: number) => {
    if (!firstAt.has(termKey)) firstAt.set(termKey, { start, end });
  };
  answer.forEach((t, i) => {
    note(t.key, t.start, t.end);
    const next = answer[i + 1];
    if (next && next.chunk === t.chunk) {
      note(`${t.key} ${next.key}`, t.start, next.end);
      note(keyFor(t.text + next.text), t.start, next.end);
    }
  });
  const matched: string[] = [];
  const missing: string[] = [];
  const evidence: Evidence[] = [];
  for (const term of terms) {
    const at = firstAt.get(term.parts.join(' ')) ?? firstAt.get(term.joinedKey);
    if (at) {
      matched.push(term.label);
      evidence.push({ ...at, label: 'jobTerm' });
    } else {
      missing.push(term.label);
    }
  }
  return measured('jobTerms', {
    value: Math.round((100 * matched.length) / terms.length),
    evidence: withoutOverlaps(evidence),
    details: { matched, missing },
    suggest: (status) =>
      status === 'good' || missing.length === 0
        ? { key: suggestionKey('jobTerms', 'good') }
        : {
            key: suggestionKey('jobTerms', 'mention'),
            params: { terms: missing.slice(0, 3).join(', ') },
          },
  });
}
