import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { trackRequests } from './settled';

// Answers every camera and microphone request with "allow", as if the user clicked it.
const FAKE_MEDIA_UI = '--use-fake-ui-for-media-stream';

// Debian's Chromium, headless, as root, with no background traffic (the network is closed).
const CHROMIUM_ARGS = [
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

// One browser per spec file, closed after it; each test gets a fresh context (no shared storage).
export function useBrowser() {
  browser ??= launch(CHROMIUM_ARGS);
  const contexts: BrowserContext[] = [];
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
      return page;
    },
  };
}
