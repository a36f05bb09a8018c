// `npm run validate`: lint, type checks and the unit and API tests at the same time, each
// line prefixed with its task; fails when any of them fails, after all have finished.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '..');
// Each task is one of package.json's scripts, so the commands live in one place.
const TASKS = ['lint', 'typecheck', 'test:unit'];
const width = Math.max(...TASKS.map((task) => task.length));

function run(task) {
  const started = Date.now();
  const prefix = `[${task.padEnd(width)}]`;
  const child = spawn('npm', ['run', '--silent', task], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
  }
  return new Promise((done) => {
    child.on('error', (error) => {
      console.log(`${prefix} could not start: ${error.message}`);
      done({ task, code: 1, seconds: 0 });
    });
    child.on('close', (code, signal) =>
      done({ task, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const results = await Promise.all(TASKS.map(run));
console.log('');
for (const { task, code, seconds } of results) {
  console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${task.padEnd(width)} ${seconds.toFixed(0)} s`);
}
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
