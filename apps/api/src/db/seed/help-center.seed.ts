import type { Db } from '../db';

// Scaffolding: the help-center reference data lands here.
export async function seedHelpCenter(_db: Db): Promise<void> {}
