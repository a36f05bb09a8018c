// The sign-in page's initial JavaScript, gzipped (target: under 250 kB, decision 027). Reads the
// Vite manifest of the built web app (`npm run build` first), so it measures exactly what a
// browser loads: the entry chunk and its static imports, then the sign-in route's lazy chunk
// and its static imports, each file counted once.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { printTable } from './table';

export const SIGN_IN_TARGET_KB = 250;
const DIST = new URL('../../apps/web/dist/', import.meta.url);
const ENTRY_KEY = 'index.html';
// The sign-in route module, as the manifest names it when it is a chunk of its own.
const SIGN_IN_KEY = 'src/app/routes/auth/sign-in.tsx';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type BundleResult = { files: number; rawKb: number; gzipKb: number };

// The chunks loaded before `key` runs: itself and its static imports, recursively.
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key].file);
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

export async function runBundleBench(): Promise<BundleResult> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', DIST), 'utf8')) as Manifest;
  } catch (cause) {
    throw new Error('apps/web/dist/.vite/manifest.json is missing: run `npm run build` first', {
      cause,
    });
  }
  // The sign-in screen may be part of the entry chunk itself (then it has no key of its own).
  const keys = SIGN_IN_KEY in manifest ? [ENTRY_KEY, SIGN_IN_KEY] : [ENTRY_KEY];
  const files = staticClosure(manifest, keys);
  const sizes = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(new URL(file, DIST));
      // Level 9, as a server or CDN precompressing static files would use.
      return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    }),
  );
  sizes.sort((a, b) => b.gzip - a.gzip);
  const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  printTable({
    title: 'Sign-in page initial JavaScript',
    columns: ['File', 'Raw', 'Gzip'],
    rows: [...sizes.map((s) => [s.file, kb(s.raw), kb(s.gzip)]), ['Total', kb(raw), kb(gzip)]],
    notes: [
      `Entry chunk and the sign-in route's lazy chunk with their static imports; kB = 1000 bytes; target < ${SIGN_IN_TARGET_KB} kB gzipped.`,
    ],
  });
  return { files: sizes.length, rawKb: kb(raw), gzipKb: kb(gzip) };
}

// Alone: `node --import tsx bench/src/bundle.bench.ts` after `npm run build -w @rehearse/web`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runBundleBench().then(
    ({ gzipKb }) => {
      console.log(`\nSign-in initial JS: ${gzipKb} kB gzipped (target < ${SIGN_IN_TARGET_KB} kB)`);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
