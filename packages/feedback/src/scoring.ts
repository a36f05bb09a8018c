import type {
  MetricDetails,
  MetricId,
  MetricOf,
  MetricStatus,
  MetricTarget,
  MetricUnit,
  Evidence,
  Suggestion,
} from './types';

// The published scoring: each metric's weight in the overall score and the band that turns its
// value into a 0-100 sub-score. The feedback page shows these tables as "how the score works".

// Weights add up to 100. Whether the answer addresses the question (relevance) weighs most,
// then what it covers (talking points) and the delivery habits a listener notices at once
// (fillers, STAR structure); descriptive figures (reading grade, repetition) least. Content
// (relevance, talking points, specificity) is 40 of the 100: an answer to another question
// loses about 30 points however well it is delivered (decision 033).
export const WEIGHTS: Record<MetricId, number> = {
  wordCount: 5,
  speakingTime: 3,
  wordsPerMinute: 7,
  fillerWords: 9,
  hedges: 5,
  longPauses: 4,
  star: 10,
  iVersusWe: 4,
  quantifiedClaims: 5,
  specificity: 8,
  relevance: 20,
  talkingPoints: 12,
  jobTerms: 4,
  wordRepetition: 2,
  readingGrade: 2,
};

// Inside [goodMin, goodMax] the sub-score is 100; it falls in a straight line to 0 at zeroBelow
// (under the range) and zeroAbove (over it). An open side is ±Infinity.
export type ScoreBand = {
  goodMin: number;
  goodMax: number;
  zeroBelow: number;
  zeroAbove: number;
};

const OPEN = Infinity;
export const SCORE_BANDS: Record<MetricId, ScoreBand> = {
  // 120-400 words is about one to three minutes of speech at a normal pace.
  wordCount: { goodMin: 120, goodMax: 400, zeroBelow: 20, zeroAbove: 800 },
  speakingTime: { goodMin: 60, goodMax: 180, zeroBelow: 10, zeroAbove: 360 },
  // Conversational English is about 130-160 words a minute.
  wordsPerMinute: { goodMin: 130, goodMax: 160, zeroBelow: 70, zeroAbove: 220 },
  fillerWords: { goodMin: -OPEN, goodMax: 2, zeroBelow: -OPEN, zeroAbove: 10 },
  hedges: { goodMin: -OPEN, goodMax: 1, zeroBelow: -OPEN, zeroAbove: 6 },
  longPauses: { goodMin: -OPEN, goodMax: 1, zeroBelow: -OPEN, zeroAbove: 6 },
  // Components found (0-4); an answer out of order loses STAR_ORDER_PENALTY more.
  star: { goodMin: 4, goodMax: 4, zeroBelow: 0, zeroAbove: OPEN },
  // The share of "I" among I and we: own your actions, but credit the team.
  iVersusWe: { goodMin: 50, goodMax: 90, zeroBelow: 10, zeroAbove: 130 },
  quantifiedClaims: { goodMin: 2, goodMax: OPEN, zeroBelow: 0, zeroAbove: OPEN },
  // Concrete details (figures, named tools or people, first-person actions, outcomes).
  specificity: { goodMin: 5, goodMax: OPEN, zeroBelow: 0, zeroAbove: OPEN },
  // Under 60 is needs-work: the answer is about something else (decision 033).
  relevance: { goodMin: 80, goodMax: OPEN, zeroBelow: 40, zeroAbove: OPEN },
  talkingPoints: { goodMin: 60, goodMax: OPEN, zeroBelow: 0, zeroAbove: OPEN },
  jobTerms: { goodMin: 40, goodMax: OPEN, zeroBelow: 0, zeroAbove: OPEN },
  wordRepetition: { goodMin: -OPEN, goodMax: 1, zeroBelow: -OPEN, zeroAbove: 5 },
  // Flesch-Kincaid grade: plain, clear speech sits around grades 6-10.
  readingGrade: { goodMin: 6, goodMax: 10, zeroBelow: 0, zeroAbove: 16 },
};

export const STAR_ORDER_PENALTY = 15;
// A sub-score at or above this is 'fair'; below it, 'needs-work'.
export const FAIR_FROM = 50;

export const round1 = (x: number) => Math.round(x * 10) / 10;
const clamp = (x: number) => Math.min(100, Math.max(0, x));

// The sub-score of a value: 100 inside the good range, linear down to 0 at the band's zero
// points, rounded to a whole number. `starOutOfOrder` applies the STAR order penalty.
export function subScore(id: MetricId, value: number, starOutOfOrder = false): number {
  const band = SCORE_BANDS[id];
  let score = 100;
  if (value < band.goodMin) {
    score = (100 * (value - band.zeroBelow)) / (band.goodMin - band.zeroBelow);
  } else if (value > band.goodMax) {
    score = (100 * (band.zeroAbove - value)) / (band.zeroAbove - band.goodMax);
  }
  if (id === 'star' && starOutOfOrder) score -= STAR_ORDER_PENALTY;
  return Math.round(clamp(score));
}

// good: inside the good range (and, for STAR, in order); fair: sub-score >= FAIR_FROM.
export function statusOf(id: MetricId, value: number, score: number): MetricStatus {
  const band = SCORE_BANDS[id];
  if (value >= band.goodMin && value <= band.goodMax && score === 100) return 'good';
  return score >= FAIR_FROM ? 'fair' : 'needs-work';
}

// The good range's finite sides, as shown to the candidate.
export function targetOf(id: MetricId): MetricTarget {
  const { goodMin, goodMax } = SCORE_BANDS[id];
  const target: MetricTarget = {};
  if (Number.isFinite(goodMin)) target.min = goodMin;
  if (Number.isFinite(goodMax)) target.max = goodMax;
  return target;
}

export const UNITS: Record<MetricId, MetricUnit> = {
  wordCount: 'words',
  speakingTime: 'seconds',
  wordsPerMinute: 'wordsPerMinute',
  fillerWords: 'per100Words',
  hedges: 'per100Words',
  longPauses: 'count',
  star: 'components',
  iVersusWe: 'percent',
  quantifiedClaims: 'count',
  specificity: 'count',
  relevance: 'percent',
  talkingPoints: 'percent',
  jobTerms: 'percent',
  wordRepetition: 'count',
  readingGrade: 'grade',
};

// Every suggestion a metric can give; its text is feedback.metrics.<id>.suggestion.<name>.
// Those given with a `count` param have _one and _other plural forms (i18next).
export const SUGGESTIONS = {
  wordCount: ['good', 'expand', 'trim'],
  speakingTime: ['good', 'longer', 'shorter'],
  wordsPerMinute: ['good', 'slowDown', 'speedUp'],
  fillerWords: ['good', 'reduce'],
  hedges: ['good', 'reduce'],
  longPauses: ['good', 'fewer'],
  star: ['good', 'missingSituation', 'missingTask', 'missingAction', 'missingResult', 'reorder'],
  iVersusWe: ['good', 'moreI', 'creditTeam'],
  quantifiedClaims: ['good', 'none', 'more'],
  specificity: ['good', 'addDetails'],
  relevance: ['good', 'address', 'closer'],
  talkingPoints: ['good', 'cover'],
  jobTerms: ['good', 'mention'],
  wordRepetition: ['good', 'vary'],
  readingGrade: ['good', 'simplify', 'connect'],
} as const satisfies Record<MetricId, readonly string[]>;
export type SuggestionName<K extends MetricId> = (typeof SUGGESTIONS)[K][number];

export const suggestionKey = <K extends MetricId>(id: K, name: SuggestionName<K>) =>
  `feedback.metrics.${id}.suggestion.${name}`;

// Why a metric does not apply; the suggestion is then feedback.notApplicable.<reason>.
export const NOT_APPLICABLE_REASONS = [
  'empty',
  'typed',
  'noWordTimings',
  'notBehavioural',
  'noTalkingPoints',
  'noQuestion',
  'afterSaving',
  'noJobDescription',
  'noJobTerms',
  'fewPronouns',
  'tooShort',
  'unpunctuated',
] as const;
export type NotApplicableReason = (typeof NOT_APPLICABLE_REASONS)[number];

export function notApplicable<K extends MetricId>(id: K, reason: NotApplicableReason): MetricOf<K> {
  return {
    id,
    value: null,
    unit: UNITS[id],
    target: targetOf(id),
    status: 'not-applicable',
    subScore: null,
    evidence: [],
    details: null,
    suggestion: { key: `feedback.notApplicable.${reason}` },
  };
}

type Measured<K extends MetricId> = {
  value: number;
  evidence?: Evidence[];
  details: MetricDetails[K];
  // Picks the suggestion once the status is known.
  suggest: (status: MetricStatus) => Suggestion;
  starOutOfOrder?: boolean;
};

export function measured<K extends MetricId>(id: K, m: Measured<K>): MetricOf<K> {
  const score = subScore(id, m.value, m.starOutOfOrder);
  const status = statusOf(id, m.value, score);
  return {
    id,
    value: m.value,
    unit: UNITS[id],
    target: targetOf(id),
    status,
    subScore: score,
    evidence: m.evidence ?? [],
    details: m.details,
    suggestion: m.suggest(status),
  };
}
