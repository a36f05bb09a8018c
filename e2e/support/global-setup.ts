import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
} from '../../apps/api/test/fake-stripe';
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
  // Credit packs are bought through a stand-in for Stripe (apps/api/test/fake-stripe.ts) whose
  // hosted page pays, sends the signed webhook to this server and returns to the success URL.
  const stripe = await startFakeStripe();
  // Server transcription off: these specs type or preview transcripts; the transcription spec
  // starts its own server with the engine (interviews-transcription.spec.ts).
  const server = await startServer({
    TRANSCRIPTION: 'off',
    SMTP_URL: inbox.smtpUrl,
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  }).catch(async (err: unknown) => {
    await inbox.close();
    await stripe.close();
    throw err;
  });
  stripe.sendWebhooksTo(`${server.url}/api/checkout/webhook`);
  await giveDemoOrganizationSeats(server.url);
  await warmUp(server.url);
  project.provide('baseURL', server.url);
  project.provide('inboxURL', inbox.inboxUrl);
  return async () => {
    await server.stop();
    await inbox.close();
    await stripe.close();
  };
}

// Several specs invite teammates into the shared demo organization (Northwind Talent), and each
// joiner takes one of the recruiting plan's 5 seats for the rest of the run (decision 055), so
// the run's order decided which spec found the seats full. The demo administrator raises the
// seats first, through the admin API as an operator would.
async function giveDemoOrganizationSeats(baseURL: string) {
  const call = async <T>(path: string, init: RequestInit = {}, token?: string): Promise<T> => {
    const res = await fetch(`${baseURL}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    if (!res.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { accessToken } = await call<{ accessToken: string }>('/api/auth/sign-in', {
    method: 'POST',
    body: JSON.stringify({ email: 'admin@rehearse.dev', password: 'rehearse-demo' }),
  });
  const page = await call<{ data: { subscriptions: { organization_id: string }[] } }>(
    '/api/admin/subscriptions?search=Northwind',
    {},
    accessToken,
  );
  const northwind = page.data.subscriptions[0];
  if (!northwind) throw new Error('The demo organization Northwind Talent is missing');
  await call(
    `/api/admin/subscriptions/${northwind.organization_id}`,
    { method: 'PATCH', body: JSON.stringify({ seats: 50 }) },
    accessToken,
  );
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
