import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// The PostgreSQL extensions the migrations create, loaded into every embedded database (a
// PostgreSQL server ships them in its contrib package). pg_trgm: the hiring lists' searches.
export const pgliteExtensions = { pg_trgm };
