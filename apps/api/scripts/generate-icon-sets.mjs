// Writes src/db/seed/data/icon-sets.json: the real icon names of each set, read from the icon
// packages themselves (devDependencies of @rehearse/api). Run after upgrading an icon package:
//   node scripts/generate-icon-sets.mjs
// icon-sets.test.ts regenerates the names and fails when the committed file has drifted.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));

// Names of the .svg files in a folder of a package, without the extension.
const svgNames = (pkg, folder) =>
  readdirSync(join(packageDir(pkg), folder))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length));

const featherNames = () =>
  Object.keys(
    JSON.parse(readFileSync(join(packageDir('feather-icons'), 'dist/icons.json'), 'utf8')),
  );

// Keyed by the set's path segment in GET /api/ui/icons/{set}.
const SOURCES = {
  feather: featherNames,
  'heroicons-outline': () => svgNames('heroicons', '24/outline'),
  'heroicons-solid': () => svgNames('heroicons', '24/solid'),
  'heroicons-mini': () => svgNames('heroicons', '20/solid'),
  'material-solid': () => svgNames('@material-design-icons/svg', 'filled'),
  'material-outline': () => svgNames('@material-design-icons/svg', 'outlined'),
  'material-twotone': () => svgNames('@material-design-icons/svg', 'two-tone'),
};

// Plain code-unit order, so the result never depends on the machine's locale.
export function buildIconSets() {
  return Object.fromEntries(
    Object.entries(SOURCES).map(([slug, names]) => [slug, [...new Set(names())].sort()]),
  );
}

export const ICON_SETS_FILE = fileURLToPath(
  new URL('../src/db/seed/data/icon-sets.json', import.meta.url),
);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sets = buildIconSets();
  writeFileSync(ICON_SETS_FILE, `${JSON.stringify(sets, null, 2)}\n`);
  const counts = Object.entries(sets).map(([slug, names]) => `${slug} ${names.length}`);
  console.log(`Wrote ${ICON_SETS_FILE}: ${counts.join(', ')}`);
}
