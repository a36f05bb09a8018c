import type { MetricOf } from './types';
import type { Token } from './text';
import { startsSentence } from './text';
import { countPhrases, findPhrases, hitEvidence, phraseList, type PhraseHit } from './phrases';
import { startsQuantity } from './quantities';
import { measured, notApplicable, round1, suggestionKey } from './scoring';

// Filler words: sounds and phrases that fill time without adding meaning.
//
// Always fillers: um, umm, uh, uhh, uhm, er, erm, ah, hmm, basically, actually, literally.
// Fillers only in context, so that ordinary uses are not counted:
// - "like": when a comma follows it ("it was, like, a mess"), or when a figure, an intensifier
//   or another filler follows ("like 20 people", "like really slow", "like you know"), unless
//   the word before, with no comma between, makes it a verb or a comparison ("I like",
//   "would like", "looks like", "something like").
// - "you know": when set off by a comma, or when it neither follows a word that makes it a
//   question or clause ("do you know", "if you know") nor takes an object ("you know the").
// - "I mean": when a comma follows it, or at the start of a clause not followed by
//   "it/that/this/what/to/by" ("what I mean is" and "I mean it" are not fillers).
// - "sort of" / "kind of": unless a determiner or adjective makes it a noun ("a kind of",
//   "what sort of", "the right kind of").
// - "so": at the start of a sentence, unless "so far/much/many/that/long" follows.
// - "right": as a tag question ("right?") or opening a sentence with a comma ("Right, ...").
// - "okay", "ok", "well": opening a sentence with a comma.
// Value: fillers per 100 words (one decimal); per minute too when the speaking time is known.

const ALWAYS = new Set('um umm uh uhh uhm er erm ah hmm basically actually literally'.split(' '));
const CONTEXT_PHRASES = phraseList([
  'you know',
  'i mean',
  'sort of',
  'kind of',
  'like',
  'so',
  'right',
  'okay',
  'ok',
  'well',
]);

const commaIn = (gap: string) => gap.includes(',');
const startsClause = (t: Token) => startsSentence(t) || commaIn(t.before);

const LIKE_AS_VERB_AFTER = new Set(
  `i we you they he she i'd we'd you'd they'd would do don't did didn't does doesn't really
  also`.split(/\s+/),
);
const LIKE_AS_COMPARISON_AFTER = new Set(
  `look looks looked looking feel feels felt seem seems seemed sound sounds sounded something
  anything nothing things stuff more much exactly just`.split(/\s+/),
);
const LIKE_INTENSIFIED = new Set(
  'really totally literally basically actually so very super um uh'.split(' '),
);
const YOU_KNOW_CLAUSE_AFTER = new Set(
  `do did does don't didn't doesn't if as whether what how would could should might may will
  can let when because that`.split(/\s+/),
);
const YOU_KNOW_OBJECTS = new Set(
  `what how that why where when who whether about him her them it this the a an me us if each
  everyone everything someone something your his their our my`.split(/\s+/),
);
const I_MEAN_NOT_BEFORE = new Set(['it', 'that', 'this', 'what', 'to', 'by']);
// Words before "kind of" / "sort of" that make it a noun ("a kind of", "what sort of").
const KIND_AS_NOUN_AFTER = new Set(
  `a an the what which this that these those any some every each one same different right
  wrong other new certain particular specific no all many most my our your their his her its
  first second best worst only`.split(/\s+/),
);
const SO_NOT_BEFORE = new Set(['far', 'much', 'many', 'that', 'long']);

function isLikeFiller(tokens: readonly Token[], i: number): boolean {
  const like = tokens[i];
  // A comma between cuts "like" off from the word before ("we, like, shipped").
  const prev = i > 0 && !startsClause(like) ? tokens[i - 1].norm : '';
  const next = tokens[i + 1];
  if (LIKE_AS_VERB_AFTER.has(prev)) return false;
  if (commaIn(like.after)) return true;
  if (LIKE_AS_COMPARISON_AFTER.has(prev) || !next || next.sentence !== like.sentence) return false;
  if (startsQuantity(tokens, i + 1) || LIKE_INTENSIFIED.has(next.norm)) return true;
  const after = tokens[i + 2]?.norm;
  return (next.norm === 'you' && after === 'know') || (next.norm === 'i' && after === 'mean');
}

// Whether a context phrase is used as a filler here; the rules are in the header comment.
export function isContextFiller(tokens: readonly Token[], hit: PhraseHit): boolean {
  const first = tokens[hit.first];
  const last = tokens[hit.last];
  const prev = hit.first > 0 && !startsSentence(first) ? tokens[hit.first - 1].norm : '';
  const next = tokens[hit.last + 1];
  const nextNorm = next && next.sentence === last.sentence ? next.norm : '';
  switch (hit.phrase) {
    case 'like':
      return isLikeFiller(tokens, hit.first);
    case 'you know':
      if (startsClause(first) || commaIn(last.after)) return true;
      return !YOU_KNOW_CLAUSE_AFTER.has(prev) && !YOU_KNOW_OBJECTS.has(nextNorm);
    case 'i mean':
      if (commaIn(last.after)) return true;
      return startsClause(first) && !I_MEAN_NOT_BEFORE.has(nextNorm);
    case 'sort of':
    case 'kind of':
      return !KIND_AS_NOUN_AFTER.has(prev);
    case 'so':
      return startsSentence(first) && nextNorm !== '' && !SO_NOT_BEFORE.has(nextNorm);
    case 'right':
      return (
        last.after.trimStart().startsWith('?') || (startsSentence(first) && commaIn(last.after))
      );
    default:
      // okay, ok, well
      return startsSentence(first) && commaIn(last.after);
  }
}

export function findFillers(tokens: readonly Token[]): PhraseHit[] {
  const hits = findPhrases(tokens, CONTEXT_PHRASES, (hit) => isContextFiller(tokens, hit));
  // ALWAYS words are never part of a context phrase, so the two searches cannot overlap.
  for (const t of tokens) {
    if (ALWAYS.has(t.norm)) hits.push({ phrase: t.norm, first: t.index, last: t.index });
  }
  return hits.sort((a, b) => a.first - b.first);
}

export function fillerWordsMetric(
  tokens: readonly Token[],
  speakingSeconds: number | null,
): MetricOf<'fillerWords'> {
  if (tokens.length === 0) return notApplicable('fillerWords', 'empty');
  const hits = findFillers(tokens);
  const byPhrase = countPhrases(hits);
  const top = byPhrase[0];
  return measured('fillerWords', {
    value: round1((100 * hits.length) / tokens.length),
    evidence: hits.map((h) => hitEvidence(tokens, h, 'filler')),
    details: {
      count: hits.length,
      perMinute: speakingSeconds ? round1(hits.length / (speakingSeconds / 60)) : null,
      byPhrase,
    },
    suggest: (status) =>
      status === 'good' || !top
        ? { key: suggestionKey('fillerWords', 'good') }
        : {
            key: suggestionKey('fillerWords', 'reduce'),
            params: { word: top.phrase, count: top.count },
          },
  });
}
