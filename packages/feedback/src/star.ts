import type { Evidence, MetricOf, StarComponent } from './types';
import type { Token } from './text';
import { findPhrases, phraseList } from './phrases';
import { findQuantities } from './quantities';
import { measured, notApplicable, suggestionKey } from './scoring';

// STAR coverage and order (Situation, Task, Action, Result), for behavioural and situational
// questions.
//
// Cues:
// - situation, task: fixed phrases ("at my last job", "when I was"; "my role", "I was asked");
// - action: "I" or "we" followed by an action verb, optionally after one adverb ("I set up",
//   "we then rewrote");
// - result: an outcome verb (increased, reduced, saved, launched, improved, grew, cut,
//   delivered, ...) anywhere, or a result phrase ("as a result", "in the end") in a sentence
//   that also holds a figure (a number, percentage, amount or time span). A result phrase with
//   no figure and no outcome verb does not count: a result needs evidence.
// A component is covered when any of its cues occurs. Value: components covered (0-4).
// Order: each sentence is led by the component of its first cue. Situation, task and action
// are placed at the first sentence they lead (or, if they lead none, the first holding their
// cue); result at the last sentence holding a result cue, since a problem stated early often
// has figures too. The answer is in order when those places never go backwards S -> T -> A -> R.

export const STAR_COMPONENTS: readonly StarComponent[] = ['situation', 'task', 'action', 'result'];

const PHRASES: Record<'situation' | 'task' | 'resultPhrase', readonly string[]> = {
  situation: [
    'at my last',
    'at my previous',
    'at my current',
    'in my last',
    'in my previous',
    'in my current',
    'when i was',
    'while i was',
    'i was working',
    'i worked at',
    'i worked as',
    'i was a',
    'i was an',
    'i was the',
    'i was on',
    'we were',
    'there was',
    'there were',
    'the situation',
    'at the time',
    'back in',
    'last year',
    'last spring',
    'last summer',
    'last autumn',
    'last fall',
    'last winter',
    'last quarter',
    'last month',
    'earlier this year',
    'years ago',
    'months ago',
    'weeks ago',
    'our team',
    'my team',
    'the project',
    'a project',
    'a client',
    'a customer',
    'one of our',
  ],
  task: [
    'my task',
    'my role',
    'my job was',
    'my goal',
    'our goal',
    'the goal',
    'my responsibility',
    'responsible for',
    'i was asked',
    'we were asked',
    'i was tasked',
    'we were tasked',
    'i needed to',
    'we needed to',
    'i had to',
    'we had to',
    'i was supposed to',
    'the challenge',
    'the problem was',
    'the issue was',
    'my objective',
    'the objective',
    'i wanted to',
    'in charge of',
    'up to me',
  ],
  resultPhrase: [
    'as a result',
    'in the end',
    'the result',
    'the results',
    'the outcome',
    'resulted in',
    'which meant',
    'this meant',
    'that meant',
    'led to',
    'ended up',
    'by the end',
    'in total',
    'overall',
  ],
};
const KIND_OF_PHRASE = new Map<string, 'situation' | 'task' | 'resultPhrase'>(
  Object.entries(PHRASES).flatMap(([kind, list]) =>
    list.map((p) => [p, kind as 'situation' | 'task' | 'resultPhrase'] as const),
  ),
);
const ALL_PHRASES = phraseList([...KIND_OF_PHRASE.keys()]);

// Past tenses only, and none that is as often an action ("raised a concern", "closed a ticket").
export const OUTCOME_VERBS: ReadonlySet<string> = new Set(
  `increased reduced saved launched improved grew cut delivered decreased doubled tripled halved
  shipped won achieved exceeded boosted lowered shortened eliminated resolved completed gained
  retained prevented recovered secured`.split(/\s+/),
);
export const ACTION_VERBS: ReadonlySet<string> = new Set(
  `built created wrote set organised organized scheduled proposed suggested talked spoke met
  asked reached called analysed analyzed investigated designed implemented introduced led ran
  started decided prioritised prioritized negotiated mentored paired coached automated
  refactored tested documented presented escalated coordinated gathered interviewed drafted
  split broke rewrote migrated fixed debugged reviewed trained worked took made put gave sat
  went focused agreed convinced persuaded explained shared collected measured tracked
  prototyped planned delegated volunteered owned handled contacted emailed followed added
  removed replaced changed moved rolled researched identified mapped listened offered
  facilitated aligned clarified restructured streamlined simplified configured deployed
  monitored hired onboarded supported helped pushed pitched chose picked used applied`.split(/\s+/),
);
export const ACTION_ADVERBS: ReadonlySet<string> = new Set(
  `then first also immediately quickly personally eventually finally next carefully
  proactively together initially later soon`.split(/\s+/),
);

type Cue = { component: StarComponent; start: number; end: number; sentence: number };

function findCues(tokens: readonly Token[]): Cue[] {
  const cues: Cue[] = [];
  const claimed = new Set<number>();
  const figureSentences = new Set(findQuantities(tokens).map((q) => tokens[q.first].sentence));
  for (const hit of findPhrases(tokens, ALL_PHRASES)) {
    for (let k = hit.first; k <= hit.last; k++) claimed.add(k);
    const kind = KIND_OF_PHRASE.get(hit.phrase);
    const first = tokens[hit.first];
    if (kind === 'resultPhrase' && !figureSentences.has(first.sentence)) continue;
    cues.push({
      component: kind === 'resultPhrase' ? 'result' : (kind ?? 'situation'),
      start: first.start,
      end: tokens[hit.last].end,
      sentence: first.sentence,
    });
  }
  for (const t of tokens) {
    if (claimed.has(t.index)) continue;
    if (OUTCOME_VERBS.has(t.norm)) {
      cues.push({ component: 'result', start: t.start, end: t.end, sentence: t.sentence });
      continue;
    }
    if (t.norm !== 'i' && t.norm !== 'we') continue;
    const sameSentence = (k: number) => tokens[k]?.sentence === t.sentence && !claimed.has(k);
    let verb = t.index + 1;
    if (sameSentence(verb) && ACTION_ADVERBS.has(tokens[verb].norm)) verb += 1;
    if (sameSentence(verb) && ACTION_VERBS.has(tokens[verb].norm)) {
      cues.push({
        component: 'action',
        start: t.start,
        end: tokens[verb].end,
        sentence: t.sentence,
      });
    }
  }
  return cues.sort((a, b) => a.start - b.start);
}

// Where each found component sits in the answer, by sentence index (see the header comment).
function placesOf(cues: readonly Cue[]): Map<StarComponent, number> {
  const leader = new Map<number, StarComponent>();
  for (const cue of cues) if (!leader.has(cue.sentence)) leader.set(cue.sentence, cue.component);
  const places = new Map<StarComponent, number>();
  for (const component of STAR_COMPONENTS) {
    const own = cues.filter((c) => c.component === component).map((c) => c.sentence);
    if (own.length === 0) continue;
    if (component === 'result') {
      places.set(component, Math.max(...own));
      continue;
    }
    const led = [...leader].filter(([, c]) => c === component).map(([s]) => s);
    places.set(component, led.length > 0 ? Math.min(...led) : Math.min(...own));
  }
  return places;
}

// The missing component whose absence hurts most is named first in the suggestion.
const SUGGESTION_PRIORITY: readonly StarComponent[] = ['result', 'action', 'situation', 'task'];
const MISSING = {
  situation: 'missingSituation',
  task: 'missingTask',
  action: 'missingAction',
  result: 'missingResult',
} as const;

export function starMetric(tokens: readonly Token[], expectsStar: boolean): MetricOf<'star'> {
  if (tokens.length === 0) return notApplicable('star', 'empty');
  if (!expectsStar) return notApplicable('star', 'notBehavioural');
  const cues = findCues(tokens);
  const places = placesOf(cues);
  const found = STAR_COMPONENTS.filter((c) => places.has(c));
  const missing = STAR_COMPONENTS.filter((c) => !places.has(c));
  const sequence = [...found].sort((a, b) => (places.get(a) ?? 0) - (places.get(b) ?? 0));
  const inOrder = sequence.every((c, i) => c === found[i]);
  const evidence: Evidence[] = cues.map((c) => ({
    start: c.start,
    end: c.end,
    label: c.component,
  }));
  const firstMissing = SUGGESTION_PRIORITY.find((c) => missing.includes(c));
  return measured('star', {
    value: found.length,
    evidence,
    starOutOfOrder: !inOrder,
    details: { found, missing, inOrder, sequence },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('star', 'good') }
        : firstMissing
          ? { key: suggestionKey('star', MISSING[firstMissing]) }
          : { key: suggestionKey('star', 'reorder') },
  });
}
