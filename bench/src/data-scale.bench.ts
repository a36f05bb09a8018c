// The data-scale figure (decisions 004 and 008): a mail page and a product page (search + sort) for
// one user with 1,000 and with 100,000 rows, through the whole API (routing, validation, auth, SQL)
// on the embedded database. The figure of merit is the 100k/1k ratio of the medians.
// Standalone: `node --import tsx bench/src/data-scale.bench.ts` (in-process: no build needed).
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { accountCreatedHooks, createApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { createAccount } from '../../apps/api/src/domain/accounts';
import { issueSession } from '../../apps/api/src/platform/session';
import { recountMailFolders } from '../../apps/api/src/db/seed/mailbox.seed';
import { loadConfig } from '../../apps/api/src/platform/config';
import { makeTempDir, removeTempDir } from './servers';
import { median, p99, round1 } from './stats';
import { printTable } from './table';
import { timeGet } from './timed-requests';

const SIZES = [1_000, 100_000];
const SAMPLES = 60;
const SECRET = 'bench-secret-of-at-least-thirty-two-characters';
const MAIL_PAGE = '/api/apps/mailbox/mails?folder=inbox&page=3';
const PRODUCT_PAGE =
  '/api/apps/ecommerce/inventory/products?search=blazer&sort=price&order=desc&page=3&size=10';

export type ScaleFigures = { rows: number; mail: number[]; product: number[] };

// One user's bulk rows, made in SQL: ~60% of mails in the inbox, 1 product name in 10 matches.
async function fill(db: Parameters<typeof recountMailFolders>[0], userId: string, rows: number) {
  await db.execute(sql`
    insert into mails (user_id, folder_id, from_contact, "to", date, subject, content, unread, starred)
    select ${userId}, (select id from mail_folders where user_id = ${userId} and slug =
             case when g % 5 < 3 then 'inbox' when g % 5 = 3 then 'sent' else 'trash' end),
           'Sender ' || g || ' <sender' || g || '@example.test>', 'me@example.test',
           now() - (g || ' minutes')::interval, 'Subject ' || g, 'Body of mail ' || g,
           g % 3 = 0, g % 7 = 0
    from generate_series(1, ${rows}) g`);
  await recountMailFolders(db, userId);
  await db.execute(sql`
    insert into inventory_products (user_id, name, sku, stock, base_price, tax_percent, active)
    select ${userId}, case when g % 10 = 0 then 'Navy blazer ' || g else 'Oxford shirt ' || g end,
           'SKU-' || g, g % 97, (g % 500) + 9.99, 18, g % 2 = 0
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`vacuum analyze`);
}

async function measure(rows: number): Promise<ScaleFigures> {
  const dataDir = await makeTempDir(`scale-${rows}`);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_ACCOUNTS: 'false', JWT_SECRET: SECRET });
    const user = await createAccount(
      database.db,
      {
        name: 'Scale User',
        email: `scale-${rows}@example.test`,
        password: 'scale benchmark password',
      },
      accountCreatedHooks,
    );
    await fill(database.db, user.id, rows);
    const app = createApp({ db: database.db, dbKind: database.kind, config });
    const { accessToken } = await issueSession(SECRET, user);
    const time = (path: string) => timeGet(app, accessToken, path, { samples: SAMPLES });
    return { rows, mail: await time(MAIL_PAGE), product: await time(PRODUCT_PAGE) };
  } finally {
    await database.close();
    await removeTempDir(dataDir);
  }
}

export async function runDataScaleBench() {
  const results: ScaleFigures[] = [];
  for (const rows of SIZES) results.push(await measure(rows));
  const [small, large] = results;
  const ratio = (pick: (f: ScaleFigures) => number[]) => median(pick(large)) / median(pick(small));
  printTable({
    title: 'Data scale (one user, in-process app.request on PGlite)',
    columns: ['Call', 'Rows', 'Median ms', 'p99 ms'],
    rows: results.flatMap((f) => [
      ['mail page (folder=inbox&page=3)', f.rows, round1(median(f.mail)), round1(p99(f.mail))],
      ['product page (search+sort)', f.rows, round1(median(f.product)), round1(p99(f.product))],
    ]),
    notes: [
      `mail 100k/1k median ratio ${ratio((f) => f.mail).toFixed(2)} (aim < 2)`,
      `product 100k/1k median ratio ${ratio((f) => f.product).toFixed(2)} (aim < 2)`,
    ],
  });
  return { mailRatio: ratio((f) => f.mail), productRatio: ratio((f) => f.product), results };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runDataScaleBench();
}
