import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text the server sends (apps/api/src/static/web-assets.ts); source maps are not served.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

// Writes `name.br` (brotli, best) and `name.gz` (gzip, best) beside every compressible file of
// the build, public files included, so the server compresses nothing at request time
// (docs/decisions/020-compression-and-first-paint.md). A copy that is not smaller is skipped.
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rehearse-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        jobs.push(
          (async () => {
            const content = await readFile(path);
            if (content.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < content.length) await writeFile(`${path}.br`, br);
            if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
