// Stands in for wordnet.ts where WordNet's files cannot be read: the demo build's API worker
// (apps/web/vite.demo.config.ts aliases it). Concepts then match by their own words and stems
// only, without synonyms: the demo's content feedback is a little stricter than the server's.
export const SENSES_PER_POS = 2;

export function synonymsOf(lemma: string): readonly string[] {
  void lemma;
  return [];
}
