// `npm run dev`: the API with reload (tsx watch) on PORT (3000) and Vite's dev server on 5173,
// which proxies /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// One data folder for dev and start alike: ./data at the repository root.
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? resolve(root, 'data') };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@rehearse/api'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@rehearse/web'], { cwd: root, stdio: 'inherit', env }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
