import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, withStoredSession } from '../support/accounts';
import { useBrowser } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';
import { recordedFor } from '../support/recording';

// The "Live transcript" setting (decision 013) with a stand-in for the browser's
// speech recognition, since headless Chromium has no on-device model and no network: the
// stand-in reports the model as downloadable until installed, records how each recogniser was
// started, and "hears" a sentence that names where it was recognised.
const { newPage } = useBrowser();

type Calls = { starts: { processLocally: boolean; lang: string }[]; installs: number };

async function fakeRecognition(page: Page) {
  await page.addInitScript(() => {
    const calls: Calls = { starts: [], installs: 0 };
    let onDevice = 'downloadable';
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      // An accessor on the prototype, like the browser's (detection looks for it there).
      local = false;
      get processLocally() {
        return this.local;
      }
      set processLocally(value: boolean) {
        this.local = value;
      }
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      static available(options: { langs: string[]; processLocally?: boolean }) {
        return Promise.resolve(options.processLocally ? onDevice : 'available');
      }
      static install() {
        calls.installs += 1;
        onDevice = 'available';
        return Promise.resolve(true);
      }
      start() {
        calls.starts.push({ processLocally: this.processLocally, lang: this.lang });
        const transcript = this.processLocally ? 'heard on this device' : 'heard by the service';
        window.setTimeout(
          () =>
            this.onresult?.({
              resultIndex: 0,
              results: { length: 1, 0: { isFinal: true, 0: { transcript } } },
            }),
          200,
        );
      }
      stop() {}
      abort() {}
    }
    const w = window as unknown as Record<string, unknown>;
    w.SpeechRecognition = FakeRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
    w.recognitionCalls = calls;
  });
}
const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { recognitionCalls: Calls }).recognitionCalls);

// Serious and critical axe violations in the screen's own content (<main>): the shell around it
// is checked by accessibility.spec.ts.
const require = createRequire(import.meta.url);
async function contentViolations(page: Page): Promise<string[]> {
  await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
      'main',
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

// Records about a second of audio and stops.
async function record(page: Page) {
  await page
    .getByRole('button', { name: 'Start recording' })
    .or(page.getByRole('button', { name: 'Record again' }))
    .click();
  const stop = page.getByRole('button', { name: 'Stop recording' });
  await stop.waitFor();
  await recordedFor(page, 1);
  await stop.click();
  await page.getByLabel('Your recording').waitFor();
}

async function choose(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Live transcript' }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('live transcript (desktop)', () => {
  it('stays on the device by default, installs only when asked, and follows the choice', async () => {
    const account = await createAccount('Lee Listener');
    const page = await newPage();
    page.setDefaultTimeout(20_000);
    await withStoredSession(page, account.token);
    const problems = collectPageProblems(page);
    await fakeRecognition(page);

    await page.goto('/apps/practice');
    await page
      .getByRole('link', { name: /./ })
      .filter({ hasText: 'Tell me about' })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Your answer' }).waitFor();
    await page.getByRole('button', { name: 'Audio' }).click();

    // On this device, not installed: a calm note, the offer to install, and nothing started.
    await page
      .getByRole('combobox', { name: 'Live transcript' })
      .getByText('On this device')
      .waitFor();
    await page.getByText('Your audio stays on this computer.').waitFor();
    const note = page.getByRole('status').filter({ hasText: 'can install but has not yet' });
    await note.waitFor();
    expect(await contentViolations(page)).toEqual([]);
    await record(page);
    expect(await calls(page)).toEqual({ starts: [], installs: 0 });
    await page.getByText('Type what you said.').waitFor();

    // Installed at the candidate's request: the next recording is recognised locally.
    await note
      .getByRole('button', { name: 'Install on-device speech (the browser downloads it)' })
      .click();
    await note.waitFor({ state: 'detached' });
    await record(page);
    const transcript = page.getByRole('textbox', { name: 'Transcript' });
    await expect.poll(() => transcript.inputValue()).toBe('heard on this device');
    expect(await calls(page)).toEqual({
      starts: [{ processLocally: true, lang: 'en-US' }],
      installs: 1,
    });

    // The browser's service: said plainly, and started without the local switch.
    await choose(page, "Browser's speech service");
    await page
      .getByText('The browser may send your audio to its maker (Google, for Chrome).')
      .waitFor();
    await record(page);
    await expect.poll(() => transcript.inputValue()).toBe('heard by the service');
    expect((await calls(page)).starts.at(-1)).toEqual({ processLocally: false, lang: 'en-US' });

    // Off: nothing listens, and the choice is remembered on this device.
    await choose(page, "Off: I'll type");
    await record(page);
    expect((await calls(page)).starts).toHaveLength(2);
    await page.reload();
    await page.getByRole('button', { name: 'Audio' }).click();
    await page
      .getByRole('combobox', { name: 'Live transcript' })
      .getByText("Off: I'll type")
      .waitFor();
    expect(problems).toEqual([]);
  });
});
