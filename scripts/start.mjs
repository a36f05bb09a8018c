// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// this process (so SIGTERM reaches it directly and shuts it down gracefully).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureSpeechPackages } from './speech-packages.mjs';

const root = resolve(import.meta.dirname, '..');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

const contracts = join(root, 'packages/contracts/src');
const targets = [
  {
    workspace: '@rehearse/web',
    output: join(root, 'apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
    ].map((p) => join(root, p)),
  },
  {
    workspace: '@rehearse/api',
    output: join(root, 'apps/api/dist/server.js'),
    sources: [join(root, 'apps/api/src'), join(root, 'apps/api/build.mjs')],
  },
];

for (const { workspace, output, sources } of targets) {
  const built = newest(output);
  if (built && Math.max(...sources.map(newest), newest(contracts)) <= built) continue;
  console.log(`Building ${workspace}...`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

// Transcription of recorded answers needs Debian packages (decision 032): installed here when
// possible, else the server starts without it and says so.
if (process.env.TRANSCRIPTION !== 'off') ensureSpeechPackages();

await import(join(root, 'apps/api/dist/server.js'));
