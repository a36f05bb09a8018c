import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
const dump = new Blob([await readFile('/work/wt-fast/apps/web/dist-demo/demo-db.tar.gz')]);
const c = await PGlite.create({ loadDataDir: dump });
console.log((await c.query('select current_database(), (select json_agg(json_build_object(datname, oid)) from pg_database) d')).rows);
console.log((await c.query("select name, setting, context from pg_settings where name in ('wal_recycle','min_wal_size','max_wal_size','wal_init_zero','wal_level','full_page_writes')")).rows);
