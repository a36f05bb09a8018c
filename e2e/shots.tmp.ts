import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './support/browser';
import { startServer } from './support/server';
import { signIn } from './support/auth';

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const screens = process.argv.slice(2);
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, viewport] of [['d', { width: 1440, height: 900 }], ['p', { width: 390, height: 844 }]] as const) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, baseURL: server.url });
      const page = await context.newPage();
      await page.goto('/sign-in');
      await signIn(page, 'candidate@rehearse.dev');
      await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
      for (const path of screens) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/shots/${path.replace(/\W+/g, '_')}-${name}-${scheme}.png`, fullPage: false });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
