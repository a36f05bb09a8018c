import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signInTo, uniqueEmail } from './auth';
import type { ViewportName } from './browser';

export const ACCOUNT_PASSWORD = 'a good long password';

export type Account = { email: string; token: string };

const json = { 'content-type': 'application/json' };

// A fresh account (with its own copy of the demo areas' sample content and the product's welcome
// message) and its access token, so a test can change settings, messages or shortcuts without
// disturbing any other.
export async function createAccount(name = 'Sam Shell'): Promise<Account> {
  const base = inject('baseURL');
  const email = uniqueEmail();
  const up = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name, email, password: ACCOUNT_PASSWORD }),
  });
  expect(up.status).toBe(200);
  return { email, token: await signInToken(email, ACCOUNT_PASSWORD) };
}

export async function signInToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${inject('baseURL')}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

// A call to the API as the account; answers the parsed body and fails the test on a non-200.
export async function callApi<T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method,
    headers: { ...json, authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return (await res.json()) as T;
}

// A new account's header holds only product events (its welcome); a test of the header panels
// first gives it items through the API as any client can: messages and notifications, read and
// unread, and a chat with one of its contacts with a message in it.
export async function addHeaderItems(account: Account): Promise<void> {
  const now = Date.now();
  for (const [kind, path] of [
    ['message', '/api/common/messages'],
    ['notification', '/api/common/notifications'],
  ] as const) {
    for (const [index, read] of [false, false, true].entries()) {
      await callApi(account.token, 'POST', path, {
        [kind]: {
          // Messages carry a sender's picture (one of the app's sample avatars), notifications
          // an icon, as the panels show them.
          ...(kind === 'message'
            ? { image: `/images/avatars/${['female-01', 'male-01', 'female-02'][index]}.jpg` }
            : { icon: 'heroicons_outline:bell' }),
          title: `Test ${kind} ${index + 1}`,
          description: `A ${kind} the test added (${read ? 'read' : 'unread'}).`,
          time: new Date(now - index * 60_000).toISOString(),
          read,
          link: '/workspace/home',
          useRouter: true,
        },
      });
    }
  }
  const [contact] = await callApi<{ id: string }[]>(
    account.token,
    'GET',
    '/api/apps/chat/contacts',
  );
  const chat = await callApi<{ id: string }>(account.token, 'POST', '/api/apps/chat/chat', {
    contactId: contact!.id,
  });
  await callApi(account.token, 'POST', '/api/apps/chat/message', {
    chatId: chat.id,
    value: 'Hello from the test set-up',
  });
}

export const saveSettings = (token: string, settings: Record<string, string>) =>
  callApi(token, 'PATCH', '/api/common/settings', { settings });

type NewPage = (options?: {
  viewport?: ViewportName;
  colorScheme?: 'light' | 'dark';
}) => Promise<Page>;

// Signs in through the sign-in page and waits for the landing screen of `path`.
export async function openSignedIn(
  newPage: NewPage,
  account: Account,
  options: { viewport?: ViewportName; path?: string; colorScheme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const path = options.path ?? '/workspace/home';
  const page = await newPage({ viewport: options.viewport, colorScheme: options.colorScheme });
  await page.goto(`/sign-in?redirectURL=${encodeURIComponent(path)}`);
  await signInTo(page, path.split('?')[0] ?? path, account.email, ACCOUNT_PASSWORD);
  return page;
}

// Starts signed in without going through the sign-in page: the token is in storage before the
// app's first script runs, as after an earlier visit.
export async function withStoredSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
}
