import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Ids are UUIDs; text that is not one cannot name a row.
export const isUuid = (value: string) => UUID.test(value);

// `column = id`, where an id that is not a UUID matches nothing instead of making PostgreSQL
// refuse the cast: an unknown and a malformed id both end as "no such row", which services
// answer with 404.
export const idIs = (column: PgColumn, id: string): SQL =>
  isUuid(id) ? eq(column, id) : sql`false`;
