import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { selectRows } from '../../db/rows';
import type { ServiceContext } from '../../platform/services';

// What an account owns is exactly what deleting it deletes: every table that references users
// with ON DELETE CASCADE, and every table that cascades from one of those (quiz attempt
// questions, chat messages, interview takes, ...). Reading the foreign keys from the catalogue
// keeps the export complete as tables are added, on PGlite and PostgreSQL alike.

type ForeignKey = { child: string; childColumn: string; parent: string; parentColumn: string };

// Tables never exported: secrets (hashed reset tokens) and bookkeeping.
const NOT_EXPORTED = new Set(['password_reset_tokens', 'rate_limits']);

async function cascadingForeignKeys(db: Db): Promise<ForeignKey[]> {
  return selectRows<ForeignKey>(
    db,
    sql`
    select child.relname as "child", child_col.attname as "childColumn",
           parent.relname as "parent", parent_col.attname as "parentColumn"
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
    join pg_attribute child_col on child_col.attrelid = c.conrelid and child_col.attnum = c.conkey[1]
    join pg_attribute parent_col on parent_col.attrelid = c.confrelid and parent_col.attnum = c.confkey[1]
    where c.contype = 'f' and c.confdeltype = 'c' and array_length(c.conkey, 1) = 1
    order by child.relname`,
  );
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

// For each owned table, the SQL condition that selects the user's rows, built by walking the
// cascade graph down from users.
async function ownedTables(db: Db, userId: string) {
  const keys = await cascadingForeignKeys(db);
  const owned = new Map<string, ReturnType<typeof sql>>();
  owned.set('users', sql`${ident('id')} = ${userId}`);
  let frontier = ['users'];
  while (frontier.length) {
    const next: string[] = [];
    for (const parent of frontier) {
      for (const fk of keys.filter((k) => k.parent === parent && !owned.has(k.child))) {
        owned.set(
          fk.child,
          sql`${ident(fk.childColumn)} in (select ${ident(fk.parentColumn)} from ${ident(parent)} where ${owned.get(parent)!})`,
        );
        next.push(fk.child);
      }
    }
    frontier = next;
  }
  return owned;
}

// Every row the account owns, by table; the password hash and token version are left out.
export async function exportAccountData(db: Db, userId: string) {
  const tables: Record<string, unknown[]> = {};
  for (const [table, where] of await ownedTables(db, userId)) {
    if (NOT_EXPORTED.has(table)) continue;
    const rows = await selectRows<Record<string, unknown>>(
      db,
      sql`select * from ${ident(table)} where ${where}`,
    );
    tables[table] =
      table === 'users'
        ? rows.map(({ password_hash: _hash, token_version: _version, ...rest }) => rest)
        : rows;
  }
  return tables;
}

// The download: every table the account owns, stamped with when and in which format.
export async function exportAccount(db: Db, ctx: Pick<ServiceContext, 'user' | 'now'>) {
  return {
    exportedAt: ctx.now().toISOString(),
    format: 'rehearse-export/1',
    tables: await exportAccountData(db, ctx.user.id),
  };
}
