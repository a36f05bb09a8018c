import { buildDemoDatabase } from './demo-build';

// Build step of `npm run build:demo` (docs/decisions/077-demo-mode.md): the database dump, and
// beside it demo-objects/ with the recordings its sample rows point at (demo-build.ts).
const out = process.argv[2];
if (!out) throw new Error('Usage: tsx src/build-demo-database.ts <file.tar.gz>');
const index = await buildDemoDatabase(out);
const count = Object.values(index.objects).reduce((sum, keys) => sum + Object.keys(keys).length, 0);
console.log(`demo database: ${out}, with ${count} shipped objects`);
