import { writeFile } from 'node:fs/promises';
import { createPgliteTemplate } from './db/pglite-template';

// Build step (see build.mjs): writes the template a fresh DATA_DIR starts from.
const out = process.argv[2];
if (!out) throw new Error('Usage: node dist/build-pglite-template.js <file>');
await writeFile(out, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()));
