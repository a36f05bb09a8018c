// Regenerates the migration that is not committed yet from the current schema, so work in
// progress ends up as one migration instead of many small ones. Committed migrations are
// never touched. Usage: node scripts/regenerate-migration.mjs <name>
import { execFileSync, execSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const name = process.argv[2];
if (!name) throw new Error('Usage: node scripts/regenerate-migration.mjs <name>');
const dir = 'src/db/migrations';
const committed = new Set(
  execSync(`git ls-files ${dir}`, { encoding: 'utf8' }).split('\n').filter(Boolean),
);
const journalPath = join(dir, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
journal.entries = journal.entries.filter((entry) => {
  const sqlFile = join(dir, `${entry.tag}.sql`);
  if (committed.has(sqlFile)) return true;
  rmSync(sqlFile, { force: true });
  rmSync(join(dir, `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`), { force: true });
  return false;
});
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit' });
