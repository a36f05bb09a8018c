// Screenshots of the signed-in shell for review: every layout, light and dark, desktop (1440)
// and phone (390), of /workspace/home, some with a header panel open.
//
//   npm run build && node scripts/screenshots.mjs [layout ...]
//
// Starts the built server on a free port with a throw-away data folder (or uses BASE_URL when
// set), signs up one account per colour scheme and writes PNGs to SHOTS_DIR (/tmp/shots).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
];
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
// A few layouts are shot with a panel open too: how each one is opened.
const PANELS = {
  classic: ['messages', (page) => page.getByRole('button', { name: /^Messages/ }).click()],
  modern: ['notifications', (page) => page.getByRole('button', { name: /^Notifications/ }).click()],
  thin: ['settings', (page) => page.getByRole('button', { name: 'Settings' }).click()],
  futuristic: ['shortcuts', (page) => page.getByRole('button', { name: 'Shortcuts' }).click()],
  dense: ['user-menu', (page) => page.getByRole('button', { name: 'Account menu' }).click()],
  enterprise: [
    'quick-chat',
    (page) =>
      page
        .getByRole('button', { name: /^Quick chat/ })
        .first()
        .click(),
  ],
  centered: [
    'search',
    async (page) => {
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('combobox', { name: 'Search' }).fill('co');
      await page.getByRole('listbox').waitFor();
    },
  ],
};

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

async function startServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rehearse-shots-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('The server did not start: run `npm run build` first');
}

async function newAccount(base, scheme) {
  const email = `shots-${scheme}-${Date.now()}@example.test`;
  const password = 'a good long password';
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Sasha Screenshot', email, password }),
  });
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const { accessToken } = await res.json();
  await fetch(`${base}/api/common/settings`, {
    method: 'PATCH',
    headers: { ...json, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ settings: { scheme } }),
  });
  return accessToken;
}

const layouts = process.argv.slice(2).length > 0 ? process.argv.slice(2) : LAYOUTS;
const server = process.env.BASE_URL
  ? { url: process.env.BASE_URL, stop: async () => {} }
  : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  await mkdir(outDir, { recursive: true });
  for (const scheme of ['light', 'dark']) {
    const token = await newAccount(server.url, scheme);
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        colorScheme: scheme,
      });
      await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`  console: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) console.log(`  ${response.status()} ${response.url()}`);
      });
      for (const layout of layouts) {
        await page.goto(`/workspace/home?layout=${layout}`);
        await page.locator(`[data-layout="${layout}"]`).waitFor();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const name = `${layout}-${scheme}-${viewportName}`;
        await page.screenshot({ path: join(outDir, `${name}.png`) });
        const panel = PANELS[layout];
        if (panel) {
          await panel[1](page);
          await page.waitForTimeout(500);
          await page.screenshot({ path: join(outDir, `${name}-${panel[0]}.png`) });
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
        }
        console.log(name);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
