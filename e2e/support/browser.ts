import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

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
  '--use-fake-ui-for-media-stream',
];

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

let browser: Promise<Browser> | undefined;

// One browser per spec file, closed after it; each test gets a fresh context (no shared storage).
export function useBrowser() {
  browser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await (await browser)?.close();
    browser = undefined;
  });
  return {
    async newPage(
      options: { viewport?: ViewportName; colorScheme?: 'light' | 'dark'; baseURL?: string } = {},
    ): Promise<Page> {
      const context = await (
        await browser!
      ).newContext({
        baseURL: options.baseURL ?? inject('baseURL'),
        viewport: VIEWPORTS[options.viewport ?? 'desktop'],
        colorScheme: options.colorScheme ?? 'light',
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}
