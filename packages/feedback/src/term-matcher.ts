// Finds a vocabulary's terms in a text (docs/decisions/034-job-description-terms.md). Pure and
// deterministic; it holds no vocabulary itself, so the web bundle can use it with a few terms
// while the API loads the shipped vocabulary (job-vocabulary.ts).
//
// Words: runs of letters and digits with a trailing + or # kept ("C++", "C#") and a leading dot
// kept when it starts the word (".NET"); dots, slashes and dashes inside a word split it, the
// same way in the text and in the aliases, so "Node.js", "node js" and "CI/CD", "CI-CD" match
// alike. Case never matters for the words themselves. A multiword alias never spans a comma,
// a bracket, a full stop or a line break. At each word the longest alias wins.
//
// Aliases flagged in the vocabulary ask for more:
// - w (an everyday English word, such as "Swift", "Spring", "Express", "react"): a capital letter
//   that is not a sentence's or a heading's (or one inside the word, "GraphQL"), or another
//   technology at most two words away in the same sentence ("React and Redux", "Go, Rust or
//   Python").
// - s (two letters or fewer: "ML", "UX", "Go", "R"): written with the alias's own capitals.
// - ws (both, or a single letter): written with its capitals and another technology nearby.
// Only a term accepted on its own counts as context, so two everyday words never vouch for each
// other; the context is the same sentence or list item. A short alias joined to a word by &, '
// or - ("R&D", "C-level") is not a name.

export type TermKind = 'technology' | 'skill' | 'domain';

// [canonical name, kind, group, aliases, question-bank skills, flags of the name and of each
// alias in order ('' | 'w' | 's' | 'ws'; left out when none has one)]
export type VocabularyEntry = readonly [
  name: string,
  kind: TermKind,
  group: string,
  aliases: readonly string[],
  skills: readonly string[],
  flags?: readonly string[],
];

// A term found in a job description: its vocabulary entry (so an answer can be matched against
// every alias), how often it occurs there and where first.
export type JobTerm = {
  name: string;
  kind: TermKind;
  // What a technology is: language, framework, database, messaging, cloud, infrastructure,
  // observability, protocol, compliance, tool, format; 'practice' for skills, 'domain' for domains.
  group: string;
  // Question-bank skills it bears on (packages/contracts/src/question-bank.ts).
  skills: string[];
  count: number;
  first: number;
  entry: VocabularyEntry;
};

export type TermMatch = {
  // Index of the entry in the matcher's vocabulary.
  entry: number;
  start: number;
  end: number;
};

export type Word = {
  norm: string;
  text: string;
  start: number;
  end: number;
  // A comma, bracket, full stop or line break comes before it.
  breakBefore: boolean;
  // Its capital letter says "a name" (see the header comment).
  capitalised: boolean;
  line: number;
  sentence: number;
  joined: boolean;
};

const WORD = /[\p{L}\p{N}]+[+#]*/gu;
const BREAK = /[,;:!?()[\]{}|•·▪●*\n–—]|\.(\s|$)|\s[-/&]\s/;
const SENTENCE_START = /[.!?:;](\s|$)|\n|[•·▪●*]|(^|\s)[-–—](\s|$)/;
const ALNUM = /[\p{L}\p{N}]/u;
const JOINER = /[&'’-]/;
// A heading in title case ("Senior Backend Engineer, Payments Platform") says nothing by its capitals.
const TITLE_LINE_SHARE = 0.7;
const HEADING_WORDS = 12;
// A neighbour vouches for an everyday word when at most this many words stand between them
// ("Go, Rust or Python"; not "Make sure everything meets WCAG").
const CONTEXT_GAP = 2;

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let previousEnd = 0;
  let line = 0;
  let sentence = 0;
  for (const m of text.matchAll(WORD)) {
    let start = m.index;
    let raw = m[0];
    // ".NET" keeps its dot; "Node.js" does not.
    if (text[start - 1] === '.' && (start === 1 || !ALNUM.test(text[start - 2] ?? ''))) {
      start -= 1;
      raw = `.${raw}`;
    }
    // With the word's first letter after it, so a dot inside a word ("Node.js") is no full stop.
    const gap = `${text.slice(previousEnd, start)}${raw[0]}`;
    line += gap.split('\n').length - 1;
    const sentenceStart = words.length === 0 || SENTENCE_START.test(gap);
    if (sentenceStart) sentence += 1;
    const letters = raw.replace(/^\./, '');
    const end = m.index + m[0].length;
    words.push({
      norm: raw.toLowerCase(),
      text: raw,
      start,
      end,
      breakBefore: words.length > 0 && BREAK.test(gap),
      capitalised: /\p{Lu}/u.test(letters.slice(1)) || (!sentenceStart && /^\p{Lu}/u.test(letters)),
      line,
      sentence,
      // Joined to its neighbour by & ' or - ("R&D", "C-level"): part of a word, not a name.
      joined:
        JOINER.test(text[start - 1] ?? '') ||
        (JOINER.test(text[end] ?? '') && ALNUM.test(text[end + 1] ?? '')),
    });
    previousEnd = m.index + m[0].length;
  }
  // Headings in title case ("Senior Backend Engineer, Payments Platform"): a leading capital
  // there is the heading's, not a name's.
  const byLine = new Map<number, Word[]>();
  for (const w of words) {
    const line = byLine.get(w.line);
    if (line) line.push(w);
    else byLine.set(w.line, [w]);
  }
  const lines = text.split('\n');
  for (const [index, lineWords] of byLine) {
    // A heading: not a list item, not a sentence, short, and mostly capitalised.
    const raw = lines[index]?.trim() ?? '';
    if (/^[-*•·▪●]/.test(raw) || /[.!?]$/.test(raw) || lineWords.length > HEADING_WORDS) continue;
    const long = lineWords.filter((w) => /^\p{L}{4,}$/u.test(w.text));
    const titled = long.filter((w) => /^\p{Lu}/u.test(w.text)).length;
    if (long.length >= 2 && titled / long.length >= TITLE_LINE_SHARE) {
      for (const w of lineWords) w.capitalised = /\p{Lu}/u.test(w.text.replace(/^\./, '').slice(1));
    }
  }
  return words;
}

type Alias = { words: string[]; entry: number; flag: string; spelled: string };

export type TermMatcher = {
  entries: readonly VocabularyEntry[];
  find(text: string): TermMatch[];
  // The same on a text already split by wordsOf (callers that match one text many times).
  findInWords(words: readonly Word[]): TermMatch[];
};

export function createTermMatcher(entries: readonly VocabularyEntry[]): TermMatcher {
  // Aliases by their first word, longest first.
  const byFirst = new Map<string, Alias[]>();
  entries.forEach(([name, , , aliases, , flags], entry) => {
    [name, ...aliases].forEach((spelled, k) => {
      const words = wordsOf(spelled).map((w) => w.norm);
      if (words.length === 0) return;
      const list = byFirst.get(words[0]!) ?? [];
      list.push({ words, entry, flag: flags?.[k] ?? '', spelled });
      byFirst.set(words[0]!, list);
    });
  });
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);

  const technology = (entry: number) => entries[entry]![1] === 'technology';

  return {
    entries,
    find(text) {
      return this.findInWords(wordsOf(text));
    },
    findInWords(words) {
      type Candidate = TermMatch & { from: number; to: number; flag: string; accepted: boolean };
      const candidates: Candidate[] = [];
      const fits = (alias: Alias, at: number, plural: boolean) => {
        if (at + alias.words.length > words.length) return false;
        return alias.words.every((w, k) => {
          const word = words[at + k]!;
          if (k > 0 && word.breakBefore) return false;
          const last = k === alias.words.length - 1;
          // "Lambdas", "SLOs": a plain plural of the last word.
          return plural && last ? w.length >= 3 && word.norm === `${w}s` : word.norm === w;
        });
      };
      const spelledAlike = (alias: Alias, at: number) => {
        const written = words
          .slice(at, at + alias.words.length)
          .map((w) => w.text)
          .join('');
        const wanted = alias.spelled.replace(/[^\p{L}\p{N}+#.]/gu, '');
        return written === wanted || written === wanted.toUpperCase();
      };
      const joinedWord = (alias: Alias, at: number) =>
        words[at]!.joined || words[at + alias.words.length - 1]!.joined;
      for (let i = 0; i < words.length;) {
        const word = words[i]!;
        const options = [
          ...(byFirst.get(word.norm) ?? []),
          ...(word.norm.endsWith('s') ? (byFirst.get(word.norm.slice(0, -1)) ?? []) : []),
        ];
        let found: Candidate | undefined;
        for (const alias of options) {
          if (!fits(alias, i, false) && !fits(alias, i, true)) continue;
          if (alias.flag.includes('s') && (!spelledAlike(alias, i) || joinedWord(alias, i))) {
            continue;
          }
          const to = i + alias.words.length;
          if (found && to - i <= found.to - found.from) continue;
          found = {
            entry: alias.entry,
            start: words[i]!.start,
            end: words[to - 1]!.end,
            from: i,
            to,
            flag: alias.flag,
            accepted: alias.flag === '' || alias.flag === 's',
          };
        }
        if (found) {
          candidates.push(found);
          i = found.to;
        } else {
          i += 1;
        }
      }
      // Flagged aliases: accepted by their own capitals, else by a neighbour accepted on its
      // own (so two everyday words never vouch for each other).
      for (const c of candidates) {
        if (c.flag === 'w' && words.slice(c.from, c.to).some((w) => w.capitalised)) {
          c.accepted = true;
        }
      }
      const anchors = candidates.filter((c) => c.accepted && technology(c.entry));
      for (const c of candidates) {
        if (c.accepted) continue;
        const sentence = words[c.from]!.sentence;
        c.accepted = anchors.some(
          (o) =>
            words[o.from]!.sentence === sentence &&
            o.from - c.to <= CONTEXT_GAP &&
            c.from - o.to <= CONTEXT_GAP,
        );
      }
      return candidates
        .filter((c) => c.accepted)
        .map(({ entry, start, end }) => ({ entry, start, end }));
    },
  };
}
