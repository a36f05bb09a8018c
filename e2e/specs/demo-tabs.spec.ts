import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  openDemoContext,
  signInFromLanding,
  startDemoBuild,
  stopDemoBuild,
} from '../support/demo-context';
import type { StaticServer } from '../support/static-server';

// The demo build in several tabs of one browser (docs/decisions/077-demo-mode.md): each tab runs
// its own API worker on the one database PGlite's multi-tab worker shares between them, and the
// database outlives the tab that opened it.

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startDemoBuild());
});
afterAll(() => stopDemoBuild({ server, browser }));

type Note = { id: string; title: string };
const titles = (notes: Note[]) => notes.map((note) => note.title);

describe('demo mode in several tabs', () => {
  it('shares one database between tabs and keeps it when the first tab closes', async () => {
    const { context, offOrigin } = await openDemoContext(browser, server);
    const problems: string[] = [];
    const first = await context.newPage();
    first.on('pageerror', (error) => problems.push(`first: ${error.message}`));
    await first.goto(server.url);
    await signInFromLanding(first, 'candidate');

    // The second tab finds the stored session and opens the app straight away.
    const second = await context.newPage();
    second.on('pageerror', (error) => problems.push(`second: ${error.message}`));
    await second.goto(server.url);
    await second.waitForURL('**/workspace/home', { timeout: 60_000 });

    const created = await callApi<Note>(first, 'POST', '/api/apps/notes', {
      note: { title: 'Written in the first tab', content: 'Read in the second' },
    });
    expect(created.status).toBe(200);
    const seen = await callApi<Note[]>(second, 'GET', '/api/apps/notes/all');
    expect(seen.status).toBe(200);
    expect(titles(seen.body)).toContain('Written in the first tab');

    // The first tab opened the database (its database worker is the leader): the second one's
    // takes over and keeps writing and reading the same IndexedDB database.
    await first.close();
    const after = await callApi<Note>(second, 'POST', '/api/apps/notes', {
      note: { title: 'Written after the first tab closed', content: '' },
    });
    expect(after.status).toBe(200);
    const listed = await callApi<Note[]>(second, 'GET', '/api/apps/notes/all');
    expect(titles(listed.body)).toEqual(
      expect.arrayContaining(['Written in the first tab', 'Written after the first tab closed']),
    );

    expect(server.apiRequests).toEqual([]);
    expect(offOrigin).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
