// Word error rate of a transcript against the known text: (substitutions + deletions +
// insertions) / reference words, by Levenshtein distance over words. Both are lowercased, with
// punctuation dropped and apostrophes kept. Used to choose and test the speech engine
// (docs/decisions/032-server-transcription.md).
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = wordsOf(reference);
  const hyp = wordsOf(hypothesis);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const cost = ref[i - 1] === hyp[j - 1] ? 0 : 1;
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = row;
  }
  return previous[hyp.length]! / ref.length;
}
