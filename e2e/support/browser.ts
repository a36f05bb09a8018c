import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { openRequestUrls, trackRequests } from './settled';

// Answers every camera and microphone request with "allow", as if the user clicked it.
const FAKE_MEDIA_UI = '--use-fake-ui-for-media-stream';

// Debian's Chromium, headless, as root, with no background traffic (the network is closed).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  FAKE_MEDIA_UI,
];

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

let browser: Promise<Browser> | undefined;
// Launched only when a spec asks for a page whose camera and microphone requests are refused.
let refusingBrowser: Promise<Browser> | undefined;

const launch = (args: string[]) =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });

// A browser whose fake microphone speaks the given WAV file (e2e/support/spoken-answer.ts), for
// specs that transcribe what was said. The spec closes it.
export const launchSpeakingBrowser = (wav: string) =>
  launch([...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${wav}`]);

// One browser per spec file, closed after it; each test gets a fresh context (no shared storage).
export function useBrowser() {
  browser ??= launch(CHROMIUM_ARGS);
  const contexts: BrowserContext[] = [];
  const pages: { page: Page; events: string[] }[] = [];
  // When a test fails, what its pages went through is printed beside the failure: the URL they
  // ended on, errors, failed requests and server errors, with the time since the page opened.
  // A failure seen once on a busy machine can then be understood without running it again.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      for (const { page, events } of pages) {
        const text = await page
          .locator('body')
          .innerText({ timeout: 1_000 })
          .catch(() => '(no text)');
        const state = await page
          .evaluate(
            () =>
              `document ${document.readyState}, #root with ${document.getElementById('root')?.childElementCount ?? 'no'} children, loaded: ${performance
                .getEntriesByType('resource')
                .map((entry) => new URL(entry.name).pathname.split('/').pop())
                .join(' ')}`,
          )
          .catch(() => '(no document)');
        const open = openRequestUrls(page);
        console.error(
          [
            `[${task.name}] page at ${page.url()} (${state}) showing "${text.replace(/\s+/g, ' ').slice(0, 200)}"`,
            ...events,
            ...(open.length ? [`still waiting for: ${open.join(', ')}`] : []),
          ].join('\n  '),
        );
      }
    }
    pages.length = 0;
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await (await browser)?.close();
    await (await refusingBrowser)?.close();
    browser = undefined;
    refusingBrowser = undefined;
  });
  return {
    async newPage(
      options: {
        viewport?: ViewportName;
        colorScheme?: 'light' | 'dark';
        baseURL?: string;
        // 'denied': the fake camera and microphone exist, but every request for them is
        // refused, as when the user clicks Block (headless Chromium without the fake UI).
        media?: 'allowed' | 'denied';
      } = {},
    ): Promise<Page> {
      const owner =
        options.media === 'denied'
          ? (refusingBrowser ??= launch(CHROMIUM_ARGS.filter((arg) => arg !== FAKE_MEDIA_UI)))
          : browser!;
      const context = await (
        await owner
      ).newContext({
        baseURL: options.baseURL ?? inject('baseURL'),
        viewport: VIEWPORTS[options.viewport ?? 'desktop'],
        colorScheme: options.colorScheme ?? 'light',
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      trackRequests(page);
      pages.push({ page, events: recordTroubles(page) });
      return page;
    },
  };
}

// Errors, failed requests and server errors of a page, each with the milliseconds since it opened.
function recordTroubles(page: Page): string[] {
  const opened = Date.now();
  const events: string[] = [];
  const note = (text: string) => events.push(`+${Date.now() - opened} ms ${text}`);
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 500) note(`${response.status()} ${response.url()}`);
  });
  return events;
}
