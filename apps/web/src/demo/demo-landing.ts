import { setAccessToken } from '../lib/access-token';
import { onDemoProgress, type DemoStatus } from './demo-api-worker';
import { askAndResetDemoData } from './demo-reset';
import { injectDemoStyles } from './demo-styles';

// The demo build's first screen (docs/decisions/077-demo-mode.md): one button per demo account,
// each signing in with the shared demo password, and the database's loading progress. Plain DOM
// rather than React and MUI: it is on screen while the app's own bundle is not loaded yet.

const DEMO_PASSWORD = 'rehearse-demo';
const ACCOUNTS = [
  { role: 'candidate', email: 'candidate@rehearse.dev' },
  { role: 'recruiter', email: 'recruiter@rehearse.dev' },
  { role: 'admin', email: 'admin@rehearse.dev' },
] as const;

const describe = (progress: DemoStatus) => {
  switch (progress.stage) {
    case 'downloading':
      return progress.total
        ? `Downloading the demo database… ${Math.round((100 * progress.loaded) / progress.total)}%`
        : `Downloading the demo database… ${Math.round(progress.loaded / 1024)} kB`;
    case 'opening':
      return 'Opening the demo database…';
    case 'ready':
      return 'The demo is ready.';
    case 'failed':
      return `The demo could not start: ${progress.message}`;
  }
};

async function signIn(email: string, controlled: Promise<void>): Promise<void> {
  // Through the service worker like every other /api request, once it controls the page.
  await controlled;
  const response = await fetch(new URL('/api/auth/sign-in', window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  // POST /api/auth/sign-in answers {user, accessToken, tokenType} (demo-areas.md §9).
  const answer = (await response.json()) as {
    accessToken?: string;
    error?: { message?: string } | string;
    message?: string;
  };
  if (!response.ok || !answer.accessToken) {
    const reason = typeof answer.error === 'object' ? answer.error.message : answer.error;
    throw new Error(reason ?? answer.message ?? `Sign-in failed (${response.status})`);
  }
  setAccessToken(answer.accessToken);
}

// Draws the landing into `container`; `signedIn` runs once an account's session is stored.
// `controlled` resolves when the service worker carries the page's /api requests.
export function showDemoLanding(
  container: HTMLElement,
  controlled: Promise<void>,
  signedIn: () => void,
): void {
  container.innerHTML = '';
  const main = document.createElement('main');
  main.style.cssText =
    'font-family:Inter,system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;text-align:center';
  const title = document.createElement('h1');
  title.textContent = 'Rehearse demo';
  const lead = document.createElement('p');
  lead.textContent =
    'The whole product runs in this browser tab, on its own database. Nothing you do leaves this device.';
  const buttons = document.createElement('div');
  buttons.style.cssText = 'display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const bar = document.createElement('progress');
  bar.style.width = '100%';
  bar.setAttribute('aria-label', 'Demo database loading');

  for (const account of ACCOUNTS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `Try as ${account.role}`;
    button.style.cssText = 'font:inherit;padding:.6rem 1.1rem;border-radius:.5rem;cursor:pointer';
    button.addEventListener('click', () => {
      for (const other of buttons.querySelectorAll('button')) other.disabled = true;
      status.textContent = `Signing in as ${account.email}…`;
      signIn(account.email, controlled).then(signedIn, (error: unknown) => {
        status.textContent = `Could not sign in: ${(error as Error).message}`;
        for (const other of buttons.querySelectorAll('button')) other.disabled = false;
      });
    });
    buttons.append(button);
  }
  // Back to the shipped data, for this browser's every demo tab (demo-reset.ts).
  injectDemoStyles();
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Reset demo data';
  reset.style.cssText =
    'font:inherit;margin-top:2rem;padding:.4rem .8rem;border-radius:.5rem;cursor:pointer;background:none;color:inherit;border:1px solid GrayText';
  reset.addEventListener('click', () => {
    void askAndResetDemoData((message) => {
      status.textContent = message;
    });
  });
  main.append(title, lead, buttons, bar, status, reset);
  container.append(main);

  onDemoProgress((progress) => {
    status.textContent = describe(progress);
    if (progress.stage === 'downloading' && progress.total) {
      bar.max = progress.total;
      bar.value = progress.loaded;
    } else if (progress.stage === 'ready' || progress.stage === 'failed') {
      bar.hidden = true;
    } else {
      bar.removeAttribute('value');
    }
  });
  controlled.catch((error: unknown) => {
    status.textContent = `The demo could not start: ${(error as Error).message}`;
    for (const button of buttons.querySelectorAll('button')) button.disabled = true;
  });
}
