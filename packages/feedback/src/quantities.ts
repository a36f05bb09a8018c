import type { Evidence, MetricOf, QuantityKind } from './types';
import type { Token } from './text';
import { measured, notApplicable, suggestionKey } from './scoring';

// Quantified claims: numbers, percentages, money and time spans, the figures that make an
// answer's impact concrete.
//
// A quantity starts at a word made of digits ("40", "2.5", "10,000", "3x") or a number word
// ("two" ... "ninety", "hundred", "thousand", "million", "billion", "dozen"; "one" only before a
// time unit or "percent", since "one of" is rarely a figure). Following number words join it
// ("two hundred", "1.2 million"). What follows decides the kind: '%' or "percent" -> percent;
// a currency sign before it ($ € £ ¥ ₺) or a currency word after it -> money; a time unit
// (seconds ... years, sprints, quarters) -> duration; anything else -> number. A bare year
// (1900-2099 with no unit or currency) is a date, not a claim, and is skipped.

const NUMBER_WORDS = new Set(
  `two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
  seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred
  hundreds thousand thousands million millions billion billions dozen dozens`.split(/\s+/),
);
const MULTIPLIERS = new Set(['hundred', 'thousand', 'million', 'billion', 'k', 'm', 'bn']);
const TIME_UNITS = new Set(
  `ms millisecond milliseconds second seconds sec secs minute minutes min mins hour hours hr hrs
  day days week weeks month months year years quarter quarters sprint sprints`.split(/\s+/),
);
const CURRENCY_WORDS = new Set(
  'dollar dollars euro euros pound pounds lira liras usd eur gbp try'.split(' '),
);
const CURRENCY_SIGN = /[$€£¥₺]$/;

const isDigits = (t: Token) => /^\p{N}/u.test(t.norm);
const isYear = (t: Token) => /^(19|20)\d\d$/.test(t.norm);

// Whether a quantity starts at this token (used by the "like 20 people" filler rule too).
export function startsQuantity(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (isDigits(t) || NUMBER_WORDS.has(t.norm)) return true;
  const next = tokens[i + 1];
  return (
    t.norm === 'one' && next !== undefined && (TIME_UNITS.has(next.norm) || isPercentWord(next))
  );
}

const isPercentWord = (t: Token) => t.norm === 'percent' || t.norm === 'percentage';

export type Quantity = {
  kind: QuantityKind;
  first: number;
  last: number;
  start: number;
  end: number;
};

export function findQuantities(tokens: readonly Token[]): Quantity[] {
  const found: Quantity[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!startsQuantity(tokens, i)) continue;
    const first = tokens[i];
    let last = i;
    // "two hundred", "1.2 million", "twenty five": more number words in the same phrase.
    while (
      tokens[last + 1] &&
      tokens[last + 1].before.trim() === '' &&
      (NUMBER_WORDS.has(tokens[last + 1].norm) || MULTIPLIERS.has(tokens[last + 1].norm))
    ) {
      last += 1;
    }
    const currencyBefore = CURRENCY_SIGN.test(first.before);
    const start = currencyBefore ? first.start - 1 : first.start;
    let end = tokens[last].end;
    let kind: QuantityKind = 'number';
    const unit = tokens[last + 1];
    const unitJoined = unit !== undefined && unit.before.trim() === '';
    if (tokens[last].after.startsWith('%')) {
      kind = 'percent';
      end += 1;
    } else if (unitJoined && isPercentWord(unit)) {
      kind = 'percent';
      end = unit.end;
      last += 1;
    } else if (unitJoined && unit.norm === 'per' && tokens[last + 2]?.norm === 'cent') {
      kind = 'percent';
      end = tokens[last + 2].end;
      last += 2;
    } else if (currencyBefore) {
      kind = 'money';
    } else if (unitJoined && CURRENCY_WORDS.has(unit.norm)) {
      kind = 'money';
      end = unit.end;
      last += 1;
    } else if (unitJoined && TIME_UNITS.has(unit.norm)) {
      kind = 'duration';
      end = unit.end;
      last += 1;
    } else if (last === i && isYear(first)) {
      continue;
    }
    found.push({ kind, first: i, last, start, end });
    i = last;
  }
  return found;
}

const LABEL: Record<QuantityKind, Evidence['label']> = {
  number: 'number',
  percent: 'percent',
  money: 'money',
  duration: 'duration',
};

// Value: the number of quantified claims. Applies to STAR answers, where impact is expected;
// a technical explanation is not marked down for having no figures.
export function quantifiedClaimsMetric(
  tokens: readonly Token[],
  transcript: string,
  expectsStar: boolean,
): MetricOf<'quantifiedClaims'> {
  if (tokens.length === 0) return notApplicable('quantifiedClaims', 'empty');
  if (!expectsStar) return notApplicable('quantifiedClaims', 'notBehavioural');
  const quantities = findQuantities(tokens);
  const byKind: Record<QuantityKind, number> = { number: 0, percent: 0, money: 0, duration: 0 };
  for (const q of quantities) byKind[q.kind] += 1;
  return measured('quantifiedClaims', {
    value: quantities.length,
    evidence: quantities.map((q) => ({ start: q.start, end: q.end, label: LABEL[q.kind] })),
    details: { byKind, claims: quantities.map((q) => transcript.slice(q.start, q.end)) },
    suggest: (status) =>
      status === 'good'
        ? { key: suggestionKey('quantifiedClaims', 'good') }
        : quantities.length === 0
          ? { key: suggestionKey('quantifiedClaims', 'none') }
          : {
              key: suggestionKey('quantifiedClaims', 'more'),
              params: { count: quantities.length },
            },
  });
}
