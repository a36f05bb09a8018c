import { describe, expect, it } from 'vitest';
import type { AnswerFeedback, AnswerInput, MetricId, MetricStatus } from './types';
import { METRIC_IDS } from './types';
import { analyzeAnswer, metricOf as metric } from './analyze-answer';
import { WEIGHTS } from './scoring';
import { recogniseJobTerms } from './job-vocabulary';
import {
  againstJobDescription,
  hedging,
  ramblingFillers,
  strongStar,
  typedTechnical,
  weOnly,
  withPauses,
} from './fixture-answers';

type Row = [number | null, MetricStatus];
const NA: Row = [null, 'not-applicable'];
// Relevance and talking points need the content entry (content.ts): in the browser they wait
// for the saved answer.
const AFTER = NA;
const table = (f: AnswerFeedback) =>
  Object.fromEntries(f.metrics.map((m) => [m.id, [m.value, m.status]])) as Record<MetricId, Row>;
const highlighted = (input: AnswerInput, f: AnswerFeedback, id: MetricId) =>
  f.metrics.find((m) => m.id === id)?.evidence.map((e) => input.transcript.slice(e.start, e.end));

// Word counts below equal the fixtures' whitespace-separated words, checked independently.
describe('analyzeAnswer on fixture answers', () => {
  it('a strong, recorded STAR answer scores 100 with every applicable metric good', () => {
    const f = analyzeAnswer(strongStar);
    expect(table(f)).toEqual({
      wordCount: [174, 'good'],
      speakingTime: [72, 'good'],
      // 174 words in 1.2 minutes.
      wordsPerMinute: [145, 'good'],
      fillerWords: [0, 'good'],
      hedges: [0, 'good'],
      longPauses: NA,
      star: [4, 'good'],
      // 10 I-words, 2 we-words.
      iVersusWe: [83, 'good'],
      quantifiedClaims: [7, 'good'],
      // 14 details: 7 figures, 1 name, 3 actions, 3 outcomes.
      specificity: [14, 'good'],
      relevance: AFTER,
      talkingPoints: AFTER,
      jobTerms: NA,
      wordRepetition: [0, 'good'],
      readingGrade: [8.4, 'good'],
    });
    expect(f.score).toBe(100);
    expect(f.improvements).toEqual([]);
    expect(f.strengths.slice(0, 3)).toEqual(['star', 'fillerWords', 'specificity']);
    expect(highlighted(strongStar, f, 'quantifiedClaims')).toEqual([
      'six',
      'two months',
      'two',
      'three',
      'four days',
      'eight days',
      'two',
    ]);
    expect(metric(f, 'talkingPoints').suggestion.key).toBe('feedback.notApplicable.afterSaving');
  });

  it('a rambling answer: 17 fillers in 72 words, highlighted where they were said', () => {
    const f = analyzeAnswer(ramblingFillers);
    expect(table(f)).toEqual({
      wordCount: [72, 'fair'],
      speakingTime: [38, 'fair'],
      wordsPerMinute: [114, 'fair'],
      // 17 / 72 × 100.
      fillerWords: [23.6, 'needs-work'],
      hedges: [1.4, 'fair'],
      longPauses: NA,
      star: [0, 'needs-work'],
      iVersusWe: [83, 'good'],
      quantifiedClaims: [1, 'fair'],
      specificity: [1, 'needs-work'],
      relevance: AFTER,
      talkingPoints: AFTER,
      jobTerms: NA,
      wordRepetition: [0, 'good'],
      readingGrade: [5, 'fair'],
    });
    expect(metric(f, 'fillerWords').details).toMatchObject({ count: 17, perMinute: 26.8 });
    expect(highlighted(ramblingFillers, f, 'fillerWords')).toEqual([
      'Um',
      'basically',
      'like',
      'you know',
      'kind of',
      'Uh',
      'like',
      'um',
      'I mean',
      'like',
      'So',
      'basically',
      'uh',
      'you know',
      'actually',
      'literally',
      'right',
    ]);
    // The first "like" is "I was, like, working": characters 24-28.
    expect(metric(f, 'fillerWords').evidence[2]).toEqual({ start: 24, end: 28, label: 'filler' });
    // Weighted mean over the 11 applicable metrics (weights 60):
    // (52×5 + 56×3 + 73×7 + 0×9 + 92×5 + 0×10 + 100×4 + 50×5 + 20×8 + 100×2 + 83×2) / 60 = 42.9.
    expect(f.score).toBe(43);
    // STAR would add 1000/60 points, fillers 900/60, specificity 640/60.
    expect(f.improvements.slice(0, 3)).toEqual(['star', 'fillerWords', 'specificity']);
    expect(metric(f, 'fillerWords').suggestion).toEqual({
      key: 'feedback.metrics.fillerWords.suggestion.reduce',
      params: { word: 'like', count: 3 },
    });
  });

  it('a hedging, typed answer: 12 hedges in 53 words, no timing metrics', () => {
    const f = analyzeAnswer(hedging);
    expect(table(f)).toEqual({
      wordCount: [53, 'needs-work'],
      speakingTime: NA,
      wordsPerMinute: NA,
      // "sort of" is the only filler: 1 / 53.
      fillerWords: [1.9, 'good'],
      hedges: [22.6, 'needs-work'],
      longPauses: NA,
      star: [0, 'needs-work'],
      iVersusWe: [100, 'fair'],
      quantifiedClaims: [0, 'needs-work'],
      specificity: [0, 'needs-work'],
      relevance: AFTER,
      talkingPoints: AFTER,
      jobTerms: NA,
      wordRepetition: [0, 'good'],
      readingGrade: [4.8, 'fair'],
    });
    expect(metric(f, 'hedges').details?.byPhrase).toHaveLength(12);
    expect(metric(f, 'speakingTime').suggestion.key).toBe('feedback.notApplicable.typed');
    // (33×5 + 100×9 + 0×5 + 0×10 + 75×4 + 0×5 + 0×8 + 100×2 + 80×2) / 50 = 34.5.
    expect(f.score).toBe(35);
  });

  it('a "we"-only answer: I-share 0%, STAR without a task', () => {
    const f = analyzeAnswer(weOnly);
    expect(table(f)).toEqual({
      wordCount: [58, 'needs-work'],
      speakingTime: [30, 'needs-work'],
      wordsPerMinute: [116, 'fair'],
      fillerWords: [0, 'good'],
      hedges: [0, 'good'],
      longPauses: NA,
      star: [3, 'fair'],
      iVersusWe: [0, 'needs-work'],
      quantifiedClaims: [3, 'good'],
      specificity: [10, 'good'],
      relevance: AFTER,
      talkingPoints: AFTER,
      jobTerms: NA,
      wordRepetition: [0, 'good'],
      readingGrade: [3.4, 'fair'],
    });
    expect(metric(f, 'iVersusWe').details).toEqual({ i: 0, we: 9 });
    expect(metric(f, 'iVersusWe').suggestion.key).toBe(
      'feedback.metrics.iVersusWe.suggestion.moreI',
    );
    expect(metric(f, 'star').suggestion.key).toBe('feedback.metrics.star.suggestion.missingTask');
    // (38×5 + 40×3 + 77×7 + 100×9 + 100×5 + 75×10 + 0×4 + 100×5 + 100×8 + 100×2 + 57×2) / 60
    // = 76.9.
    expect(f.score).toBe(77);
    expect(f.improvements[0]).toBe('iVersusWe');
  });

  it('a typed technical answer: not STAR, one concrete detail', () => {
    const f = analyzeAnswer(typedTechnical);
    expect(table(f)).toEqual({
      wordCount: [75, 'fair'],
      speakingTime: NA,
      wordsPerMinute: NA,
      fillerWords: [0, 'good'],
      hedges: [0, 'good'],
      longPauses: NA,
      star: NA,
      iVersusWe: NA,
      quantifiedClaims: NA,
      specificity: [1, 'needs-work'],
      relevance: AFTER,
      talkingPoints: AFTER,
      jobTerms: NA,
      wordRepetition: [0, 'good'],
      readingGrade: [11.2, 'fair'],
    });
    expect(highlighted(typedTechnical, f, 'specificity')).toEqual(['For example']);
    // (55×5 + 100×9 + 100×5 + 20×8 + 100×2 + 80×2) / 31 = 70.8.
    expect(f.score).toBe(71);
  });

  it('a recorded answer with word timings: two silences over 2.5 s', () => {
    const f = analyzeAnswer(withPauses);
    expect(table(f)).toEqual({
      wordCount: [47, 'needs-work'],
      // From the first word's start to the last word's end.
      speakingTime: [26.9, 'needs-work'],
      wordsPerMinute: [105, 'fair'],
      fillerWords: [0, 'good'],
      hedges: [0, 'good'],
      longPauses: [2, 'fair'],
      star: [4, 'good'],
      iVersusWe: [80, 'good'],
      quantifiedClaims: [2, 'good'],
      specificity: [6, 'good'],
      relevance: AFTER,
      talkingPoints: AFTER,
      jobTerms: NA,
      wordRepetition: [0, 'good'],
      readingGrade: [2.6, 'needs-work'],
    });
    expect(metric(f, 'longPauses').details).toEqual({
      thresholdSeconds: 2.5,
      longestSeconds: 3.5,
      pauses: [
        { at: 4.4, seconds: 3.5, before: 'slow', after: 'My' },
        { at: 10.7, seconds: 2.6, before: 'why', after: 'I' },
      ],
    });
    expect(metric(f, 'longPauses').evidence).toEqual([
      { start: 48, end: 56, label: 'pause' },
      { start: 78, end: 84, label: 'pause' },
    ]);
    expect(highlighted(withPauses, f, 'longPauses')).toEqual(['slow. My', 'why. I']);
    expect(highlighted(withPauses, f, 'star')).toEqual([
      'When I was',
      'My task',
      'I moved',
      'As a result',
      'increased',
    ]);
    expect(f.score).toBe(84);
  });

  it('an answer against a job description: 6 of its 10 recognised terms', () => {
    const f = analyzeAnswer(againstJobDescription);
    expect(table(f)).toMatchObject({ jobTerms: [60, 'good'], wordCount: [53, 'needs-work'] });
    expect(metric(f, 'jobTerms').details).toEqual({
      matched: ['React', 'TypeScript', 'design systems', 'web performance', 'Jest', 'unit testing'],
      missing: ['GraphQL', 'Testing Library', 'Node.js', 'CI/CD'],
    });
    // Aliases count: "component library" is a design system, "bundle size" web performance.
    expect(highlighted(againstJobDescription, f, 'jobTerms')).toEqual([
      'React',
      'TypeScript',
      'component library',
      'unit testing',
      'Jest',
      'bundle size',
    ]);
    expect(f.score).toBe(88);
  });
});

describe('analyzeAnswer in general', () => {
  it('scores an empty answer 0 with every metric not applicable', () => {
    for (const transcript of ['', '   ', '...']) {
      const f = analyzeAnswer({
        transcript,
        durationSeconds: 30,
        expectsStar: true,
        talkingPoints: ['x y'],
      });
      expect(f.score).toBe(0);
      expect(f.metrics.map((m) => m.id)).toEqual(METRIC_IDS);
      expect(f.metrics.every((m) => m.status === 'not-applicable' && m.value === null)).toBe(true);
      expect(f.metrics.map((m) => m.suggestion.key)).toEqual(
        METRIC_IDS.map(() => 'feedback.notApplicable.empty'),
      );
      expect([f.strengths, f.improvements]).toEqual([[], []]);
    }
  });

  it('is deterministic and serialisable', () => {
    const once = analyzeAnswer(ramblingFillers);
    expect(analyzeAnswer(ramblingFillers)).toEqual(once);
    expect(JSON.parse(JSON.stringify(once))).toEqual(once);
  });

  it('publishes the weights and keeps every evidence range inside the transcript', () => {
    for (const input of [strongStar, ramblingFillers, withPauses, againstJobDescription]) {
      const f = analyzeAnswer(input);
      expect(f.weights).toEqual(WEIGHTS);
      for (const m of f.metrics) {
        for (const e of m.evidence) {
          expect(e.start).toBeGreaterThanOrEqual(0);
          expect(e.end).toBeGreaterThan(e.start);
          expect(e.end).toBeLessThanOrEqual(input.transcript.length);
        }
      }
    }
  });
});

describe('analyzeAnswer on awkward input', () => {
  const awkward: AnswerInput[] = [
    { transcript: '42', durationSeconds: 0 },
    { transcript: 'Şirketimizde 3 yıl çalıştım 👍 — naïve café, ok?', durationSeconds: -5 },
    { transcript: 'um '.repeat(300), durationSeconds: 60, expectsStar: true },
    {
      transcript: 'I led it. We shipped it.',
      words: [
        { text: 'I', start: Number.NaN, end: 1 },
        { text: 'led', start: 2, end: 1 },
        { text: 'zzz', start: 5, end: 6 },
      ],
      talkingPoints: ['the and of', ''],
      jobTerms: recogniseJobTerms('... !!! 2024'),
    },
  ];

  it.each(awkward.map((input) => [input.transcript.slice(0, 20), input]))('%s', (_, input) => {
    const f = analyzeAnswer(input);
    expect(Number.isInteger(f.score) && f.score >= 0 && f.score <= 100).toBe(true);
    expect(f.metrics.map((m) => m.id)).toEqual(METRIC_IDS);
    for (const m of f.metrics) {
      if (m.status === 'not-applicable') expect([m.value, m.subScore]).toEqual([null, null]);
      else expect(Number.isFinite(m.value) && Number.isInteger(m.subScore)).toBe(true);
      for (const e of m.evidence) {
        expect(e.start >= 0 && e.end > e.start && e.end <= input.transcript.length).toBe(true);
      }
    }
  });

  it('ignores unusable timings: a zero or negative duration is no duration', () => {
    expect(metric(analyzeAnswer(awkward[0]), 'speakingTime').status).toBe('not-applicable');
    // One usable timed word out of three: no pauses to measure, but a speaking time of 1 s.
    const f = analyzeAnswer(awkward[3]);
    expect(metric(f, 'longPauses').suggestion.key).toBe('feedback.notApplicable.noWordTimings');
    expect(metric(f, 'speakingTime').value).toBe(1);
    expect(metric(f, 'talkingPoints').suggestion.key).toBe('feedback.notApplicable.afterSaving');
    expect(metric(f, 'jobTerms').suggestion.key).toBe('feedback.notApplicable.noJobTerms');
  });
});
