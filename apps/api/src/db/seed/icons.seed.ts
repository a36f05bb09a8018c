import type { Db } from '../db';

// Scaffolding: the icons reference data lands here.
export async function seedIcons(_db: Db): Promise<void> {}
