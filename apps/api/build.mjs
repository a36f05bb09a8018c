// Bundles the Node entry into dist/server.js (with the worker threads beside it:
// dist/pglite-worker.js runs the embedded database, dist/password-worker.js hashes passwords), then prepares the PGlite template that a fresh
// DATA_DIR starts from (dist/pgdata-template.tar.gz). Workspace packages (TypeScript sources) are
// bundled in; registry dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@rehearse/'));

await build({
  // Flat names: server.js finds each worker's file beside itself.
  entryPoints: {
    server: 'src/server.ts',
    'build-pglite-template': 'src/build-pglite-template.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'password-worker': 'src/workers/password-worker.ts',
    'transcription-worker': 'src/speech/transcription-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

execFileSync(process.execPath, ['dist/build-pglite-template.js', 'dist/pgdata-template.tar.gz'], {
  stdio: 'inherit',
});
