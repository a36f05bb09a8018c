// The demo-area screens at scale (issue 17, decision 060): the first render of the mailbox list,
// the contacts list, the tasks list and the inventory table (issue 18, decision 070) for one
// user with 1,000 and with 100,000 rows each, in Chromium against the built server (`npm
// start`'s server). A sample is the time from starting
// the navigation to the first row's text on screen; the figure of merit is the 100k/1k ratio.
// Standalone: `npm run build && node --import tsx bench/src/screen-scale.bench.ts`.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { accountCreatedHooks } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { recountMailFolders } from '../../apps/api/src/db/seed/mailbox.seed';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { createAccount } from '../../apps/api/src/domain/accounts';
import { makeTempDir, removeTempDir, startApiServer } from './servers';
import { median, round1 } from './stats';
import { printTable } from './table';

const SIZES = [1_000, 100_000];
const SAMPLES = 5;
const EMAIL = 'screens@example.test';
const PASSWORD = 'screen benchmark password';
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The key apps/web/src/lib/access-token.ts keeps the session under.
const ACCESS_TOKEN_KEY = 'accessToken';

// Each screen's first row: the bulk rows are made to come first (newest mail, first name in
// order, first task), ahead of the account's sample content.
const SCREENS = [
  { name: 'mailbox list', path: '/apps/mailbox/inbox', firstRow: 'Scale mail 000001' },
  { name: 'contacts list', path: '/apps/contacts', firstRow: 'AAA Scale 000001' },
  { name: 'tasks list', path: '/apps/tasks', firstRow: 'Scale task 000001' },
  // The inventory table's first page (decision 070), by name and by price, highest first.
  {
    name: 'inventory by name',
    path: '/apps/ecommerce/inventory',
    firstRow: 'AAA Scale product 000001',
  },
  {
    name: 'inventory by price',
    path: '/apps/ecommerce/inventory?sort=price&order=desc',
    firstRow: 'AAA Scale product 000001',
  },
] as const;

export type ScreenFigures = { rows: number; screen: string; samples: number[] };

type Db = Parameters<typeof recountMailFolders>[0];

// One user's bulk rows, made in SQL.
async function fill(db: Db, userId: string, rows: number) {
  await db.execute(sql`
    insert into mails (user_id, folder_id, from_contact, "to", date, subject, content, unread)
    select ${userId}, (select id from mail_folders where user_id = ${userId} and slug = 'inbox'),
           'Sender ' || g || ' <sender' || g || '@example.test>', 'me@example.test',
           now() + interval '1 day' - (g || ' minutes')::interval,
           'Scale mail ' || lpad(g::text, 6, '0'), 'Body of mail ' || g, g % 3 = 0
    from generate_series(1, ${rows}) g`);
  await recountMailFolders(db, userId);
  await db.execute(sql`
    insert into contacts (user_id, name, title, company)
    select ${userId}, 'AAA Scale ' || lpad(g::text, 6, '0'), 'Engineer', 'Scale Inc'
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`update tasks set "order" = "order" + ${rows} where user_id = ${userId}`);
  await db.execute(sql`
    insert into tasks (user_id, type, title, "order")
    select ${userId}, 'task', 'Scale task ' || lpad(g::text, 6, '0'), g - 1
    from generate_series(1, ${rows}) g`);
  // Products: the first by name is also the dearest, above every sample product.
  await db.execute(sql`
    insert into inventory_products (user_id, name, sku, stock, base_price, tax_percent, active)
    select ${userId}, 'AAA Scale product ' || lpad(g::text, 6, '0'), 'SCALE-' || g, g % 50,
           1000000 - g, 10, g % 2 = 0
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`vacuum analyze`);
}

async function prepare(rows: number): Promise<string> {
  const dataDir = await makeTempDir(`screens-${rows}`);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const user = await createAccount(
      database.db,
      { name: 'Screen Scale', email: EMAIL, password: PASSWORD },
      accountCreatedHooks,
    );
    await fill(database.db, user.id, rows);
  } finally {
    await database.close();
  }
  return dataDir;
}

async function measureScreens(browser: Browser, baseURL: string, rows: number) {
  const res = await fetch(`${baseURL}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  // A script's text, not a function: this package compiles without the DOM's types.
  await context.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_KEY)}, ${JSON.stringify(accessToken)});`,
  });
  const figures: ScreenFigures[] = [];
  try {
    for (const screen of SCREENS) {
      const samples: number[] = [];
      // One navigation first loads the screen's code into the cache; then the samples.
      for (let i = 0; i <= SAMPLES; i++) {
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(screen.path);
        await page.getByText(screen.firstRow).first().waitFor({ timeout: 60_000 });
        if (i > 0) samples.push(performance.now() - started);
        await page.close();
      }
      figures.push({ rows, screen: screen.name, samples });
    }
  } finally {
    await context.close();
  }
  return figures;
}

export async function runScreenScaleBench() {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: ScreenFigures[] = [];
  try {
    for (const rows of SIZES) {
      const dataDir = await prepare(rows);
      const { server } = await startApiServer(dataDir, `API server (${rows} rows)`);
      try {
        results.push(...(await measureScreens(browser, server.url, rows)));
      } finally {
        await server.stop();
        await removeTempDir(dataDir);
      }
    }
  } finally {
    await browser.close();
  }
  const ratios = SCREENS.map(({ name }) => {
    const at = (rows: number) =>
      median(results.find((f) => f.screen === name && f.rows === rows)?.samples ?? [NaN]);
    return { label: name, ratio: at(SIZES[1]) / at(SIZES[0]) };
  });
  printTable({
    title: 'Demo-area screens at scale (first row on screen, Chromium, built server)',
    columns: ['Screen', 'Rows', 'Median ms', 'Max ms'],
    rows: results.map((f) => [
      f.screen,
      f.rows,
      round1(median(f.samples)),
      round1(Math.max(...f.samples)),
    ]),
    notes: ratios.map((r) => `${r.label} 100k/1k median ratio ${r.ratio.toFixed(2)} (aim < 2)`),
  });
  return { results, ratios };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runScreenScaleBench();
}
