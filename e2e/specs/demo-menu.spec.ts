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

// The demo build's own menu on signed-in screens (docs/decisions/077-demo-mode.md): "Reset demo
// data" across tabs, and the outbox of the emails the demo queued instead of sending.

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startDemoBuild());
});
afterAll(() => stopDemoBuild({ server, browser }));

type Note = { title: string };
const titles = (notes: Note[]) => notes.map((note) => note.title).sort();

describe('the demo menu', () => {
  it('resets the demo data in every tab: what was made is gone, the samples are back', async () => {
    const { context, offOrigin } = await openDemoContext(browser, server);
    const page = await context.newPage();
    await page.goto(server.url);
    await signInFromLanding(page, 'candidate');
    const samples = await callApi<Note[]>(page, 'GET', '/api/apps/notes/all');
    expect(samples.body.length).toBeGreaterThan(0);
    const created = await callApi(page, 'POST', '/api/apps/notes', {
      note: { title: 'Made before the reset', content: '' },
    });
    expect(created.status).toBe(200);
    const other = await context.newPage();
    await other.goto(server.url);
    await other.waitForURL('**/workspace/home', { timeout: 60_000 });

    await page.getByRole('button', { name: 'Demo menu' }).click();
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the demo data?' });
    await confirm.getByRole('button', { name: 'Reset' }).click();

    // Both tabs are back on the landing page, signed out; the dump loads again.
    await page.getByRole('button', { name: 'Try as candidate' }).waitFor({ timeout: 60_000 });
    await other.getByRole('button', { name: 'Try as candidate' }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByRole('status').getByText('The demo is ready.').waitFor({ timeout: 60_000 });
    await signInFromLanding(page, 'candidate');
    const after = await callApi<Note[]>(page, 'GET', '/api/apps/notes/all');
    expect(titles(after.body)).toEqual(titles(samples.body));

    expect(server.apiRequests).toEqual([]);
    expect(offOrigin).toEqual([]);
    await context.close();
  });

  it('lists the invitation a recruiter sent in the outbox, its body in a sandboxed frame', async () => {
    const { context } = await openDemoContext(browser, server);
    const page = await context.newPage();
    await page.goto(server.url);
    await signInFromLanding(page, 'recruiter');
    const postings = await callApi<{ data: { items: { id: string }[] } }>(
      page,
      'GET',
      '/api/recruiter/postings?state=open',
    );
    const posting = postings.body.data.items[0];
    expect(posting).toBeDefined();
    const invited = await callApi(
      page,
      'POST',
      `/api/recruiter/postings/${posting!.id}/candidates`,
      {
        name: 'Olive Outbox',
        email: 'olive.outbox@example.com',
      },
    );
    expect(invited.status).toBeLessThan(300);

    await page.getByRole('button', { name: 'Demo menu' }).click();
    await page.getByRole('button', { name: 'Outbox' }).click();
    const outbox = page.getByRole('dialog', { name: 'Outbox' });
    const email = outbox.getByRole('button', { name: /olive\.outbox@example\.com/ }).first();
    await email.waitFor();
    // Newest first: the invitation just sent heads the list.
    expect(await outbox.getByRole('listitem').first().textContent()).toContain(
      'olive.outbox@example.com',
    );
    await email.click();
    const frame = page.getByRole('dialog').locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain('Olive');
    await page.getByRole('button', { name: 'Back to the outbox' }).click();
    await outbox.getByRole('button', { name: 'Close', exact: true }).click();
    await outbox.waitFor({ state: 'detached' });
    expect(server.apiRequests).toEqual([]);
    await context.close();
  });
});
