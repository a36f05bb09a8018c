import type { Db } from '../db';

// Scaffolding: the academy-courses reference data lands here.
export async function seedAcademyCourses(_db: Db): Promise<void> {}
