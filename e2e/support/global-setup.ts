import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';
import { startSmtpInbox } from './smtp-inbox';

// One server (with the demo accounts) for the whole e2e run; specs that need a pristine one
// (the rate-limit spec) start their own.
export default async function setup(project: TestProject) {
  // The transcription spec needs Debian's PocketSphinx, ffmpeg, flite and sox: installed here
  // when running as root, else the command is printed (scripts/speech-packages.mjs).
  spawnSync(
    process.execPath,
    [join(import.meta.dirname, '../../scripts/speech-packages.mjs'), '--for-tests'],
    { stdio: 'inherit' },
  );
  // Emails really go out, over SMTP to a local inbox the specs read (support/inbox.ts); the
  // links in them open this server (startServer sets PUBLIC_URL to its own address).
  const inbox = await startSmtpInbox();
  // Server transcription off: these specs type or preview transcripts; the transcription spec
  // starts its own server with the engine (interviews-transcription.spec.ts).
  const server = await startServer({ TRANSCRIPTION: 'off', SMTP_URL: inbox.smtpUrl }).catch(
    async (err: unknown) => {
      await inbox.close();
      throw err;
    },
  );
  await warmUp(server.url);
  project.provide('baseURL', server.url);
  project.provide('inboxURL', inbox.inboxUrl);
  return async () => {
    await server.stop();
    await inbox.close();
  };
}

// The first page of a run pays for every cold start at once: Chromium read from disk, the
// server's first answers of each file. On a busy machine that took longer than a test's 15 s
// wait, so the first test failed. It is paid here, under the setup's longer limit, by loading a
// lazily loaded screen to the end.
async function warmUp(baseURL: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/sign-up', { timeout: 90_000 });
    await page.locator('input').first().waitFor({ timeout: 90_000 });
  } finally {
    await browser.close();
  }
}

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
    // The test inbox's HTTP endpoint: the emails the server sent (support/inbox.ts).
    inboxURL: string;
  }
}
