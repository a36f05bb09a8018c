import type { SQL } from 'drizzle-orm';
import type { Db } from './db';

// The rows of a raw SQL query. Both drivers (PGlite and node-postgres) answer `{ rows }`; the
// shared Db type does not say so, hence this one typed place.
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
