// The shapes of an answer analysis. Plain JSON (no Infinity, no Dates), so the API can store an
// analysis and the web can render one without conversion.
import type { JobTerm } from './term-matcher';

export const METRIC_IDS = [
  'wordCount',
  'speakingTime',
  'wordsPerMinute',
  'fillerWords',
  'hedges',
  'longPauses',
  'star',
  'iVersusWe',
  'quantifiedClaims',
  'talkingPoints',
  'jobTerms',
  'wordRepetition',
  'readingGrade',
  // Added later, so at the end: the API stores sub-scores as an array in this order
  // (feedback-figures.ts), and older analyses' arrays must keep their meaning.
  'relevance',
  'specificity',
] as const;
export type MetricId = (typeof METRIC_IDS)[number];

export type TimedWord = { text: string; start: number; end: number };

export type AnswerInput = {
  // What the candidate said (a speech transcript, possibly edited) or typed.
  transcript: string;
  // Length of the recording in seconds; absent for a typed answer.
  durationSeconds?: number;
  // Word timings in seconds from the start of the recording, in spoken order, when known.
  words?: readonly TimedWord[];
  // The question's talking points (the bank's open questions have 3-6).
  talkingPoints?: readonly string[];
  // The terms recognised in a pasted job description (job-vocabulary.ts), for term coverage;
  // absent without a description.
  jobTerms?: readonly JobTerm[];
  // The question itself, for relevance (content.ts): its bank id, prompt and model answer.
  questionId?: string;
  prompt?: string;
  modelAnswer?: readonly string[];
  // Behavioural and situational questions are answered with STAR; unknown counts as no.
  expectsStar?: boolean;
};

// Translated as `feedback.status.<status>`.
export const METRIC_STATUSES = ['good', 'fair', 'needs-work', 'not-applicable'] as const;
export type MetricStatus = (typeof METRIC_STATUSES)[number];

// Translated as `feedback.units.<unit>`, which interpolates {{value}}.
export const METRIC_UNITS = [
  'words',
  'seconds',
  'wordsPerMinute',
  'per100Words',
  'count',
  'percent',
  'components',
  'grade',
] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

// The range the value should fall in; an absent side is open. The web shows it through the
// translated text `feedback.metrics.<id>.target`, which interpolates {{min}} and {{max}}.
export type MetricTarget = { min?: number; max?: number };

// What a highlight in the transcript marks; translated as `feedback.evidence.<label>`.
export const EVIDENCE_LABELS = [
  'filler',
  'hedge',
  'pause',
  'situation',
  'task',
  'action',
  'result',
  'i',
  'we',
  'number',
  'percent',
  'money',
  'duration',
  'talkingPoint',
  'jobTerm',
  'repeated',
  'onTopic',
  'concreteAction',
  'named',
  'outcome',
  'example',
] as const;
export type EvidenceLabel = (typeof EVIDENCE_LABELS)[number];

// A character range [start, end) into the transcript, in UTF-16 code units (String#slice).
export type Evidence = { start: number; end: number; label: EvidenceLabel };

// An i18n key with its interpolation values; the web renders t(key, params).
export type Suggestion = { key: string; params?: Record<string, string | number> };

export type PhraseCount = { phrase: string; count: number };
export type WordCount = { word: string; count: number };
export type StarComponent = 'situation' | 'task' | 'action' | 'result';
export type QuantityKind = 'number' | 'percent' | 'money' | 'duration';
export type SpecificKind = 'figure' | 'named' | 'action' | 'outcome' | 'example';
export type Pause = {
  // Seconds from the start of the recording at which the silence began, and its length.
  at: number;
  seconds: number;
  // The timed words either side, as spoken.
  before: string;
  after: string;
};

// Per-metric details: what the value was computed from, for the "how" panel.
export type MetricDetails = {
  wordCount: { sentences: number };
  speakingTime: { source: 'recording' | 'wordTimings' };
  wordsPerMinute: { words: number; seconds: number };
  fillerWords: { count: number; perMinute: number | null; byPhrase: PhraseCount[] };
  hedges: { count: number; byPhrase: PhraseCount[] };
  longPauses: { thresholdSeconds: number; longestSeconds: number; pauses: Pause[] };
  star: {
    found: StarComponent[];
    missing: StarComponent[];
    inOrder: boolean;
    // The found components in the order they sit in the answer (see star.ts).
    sequence: StarComponent[];
  };
  iVersusWe: { i: number; we: number };
  quantifiedClaims: { byKind: Record<QuantityKind, number>; claims: string[] };
  specificity: {
    byKind: Record<SpecificKind, number>;
    items: { kind: SpecificKind; text: string }[];
  };
  relevance: {
    // % of the answer's weighted content words that belong to the question's vocabulary.
    onTopicShare: number;
    // % of this question's vocabulary the answer covers, relative to the bank question it
    // covers best (100 when no other question is covered better).
    closeness: number;
    // The prompt of the bank question the answer covers clearly better, when there is one.
    closerQuestion: string | null;
    onTopicWords: string[];
    otherWords: string[];
  };
  talkingPoints: {
    // `terms`: the answer's words that matched (a synonym as "answer word ~ point word");
    // for a missing point, the point's own words.
    matched: { point: string; terms: string[] }[];
    missing: { point: string; terms: string[] }[];
  };
  jobTerms: { matched: string[]; missing: string[] };
  wordRepetition: { topWords: WordCount[]; overused: WordCount[]; overuseThreshold: number };
  readingGrade: { words: number; sentences: number; syllables: number };
};

export type MetricOf<K extends MetricId> = {
  id: K;
  // null when the metric does not apply to this answer (status 'not-applicable').
  value: number | null;
  unit: MetricUnit;
  target: MetricTarget;
  status: MetricStatus;
  // 0-100 from the published score bands (scoring.ts); null when not applicable.
  subScore: number | null;
  evidence: Evidence[];
  // null when not applicable: the suggestion then says what would make it apply.
  details: MetricDetails[K] | null;
  suggestion: Suggestion;
};

// A union discriminated by `id`, so `metric.id === 'star'` narrows `details`.
export type Metric = { [K in MetricId]: MetricOf<K> }[MetricId];

export type AnswerFeedback = {
  // 0-100 integer: the weighted mean of the applicable metrics' sub-scores.
  score: number;
  weights: Record<MetricId, number>;
  // In METRIC_IDS order, every metric present (not-applicable ones too).
  metrics: Metric[];
  // Metrics whose status is good, by weight (most important first).
  strengths: MetricId[];
  // Fair or needs-work metrics, most useful first: by the score points fixing them would add.
  improvements: MetricId[];
};
