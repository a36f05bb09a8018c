import type { Db } from '../db';

// Scaffolding: the countries reference data lands here.
export async function seedCountries(_db: Db): Promise<void> {}
