import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// The database handle every service takes first. PGlite and node-postgres both satisfy it,
// and so does a transaction, so services run unchanged inside `db.transaction`.
export type Db = PgDatabase<PgQueryResultHKT>;

export type DbKind = 'pglite' | 'postgres';
