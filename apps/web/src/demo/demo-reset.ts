import { DEMO_DATABASE_NAMES } from '@rehearse/contracts/demo-worker';
import { clearAccessToken } from '../lib/access-token';
import { stopDemoApi } from './demo-api-worker';
import { demoBuildUrl } from './demo-base-url';

// "Reset demo data" (docs/decisions/077-demo-mode.md): every tab stops using the database, the
// demo's IndexedDB databases are deleted, the stored session is cleared, and the visitor is back
// on the landing page, where the shipped dump loads again. The tabs agree over a
// BroadcastChannel: the one resetting says so first (the others stop their API workers, which
// holds IndexedDB open), and when it is done (the others reload).

type ResetMessage = { type: 'resetting' } | { type: 'reset-done' };
const CHANNEL = 'rehearse-demo-reset';
// deleteDatabase waits while another tab still has the database open; not forever.
const DELETE_TIMEOUT_MS = 20_000;

const landingUrl = () => demoBuildUrl('./').href;

// A BroadcastChannel hears the other channels of its own tab too: the tab that resets ignores
// its own messages.
let resettingHere = false;

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`another tab still holds ${name} open; close the demo's other tabs`)),
      DELETE_TIMEOUT_MS,
    );
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error(`${name} could not be deleted`));
    };
  });
}

// The covering notice a tab shows while another one resets.
function showResetting(): void {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.textContent = 'The demo data is being reset in another tab…';
  notice.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;font:1rem Inter,system-ui,sans-serif;background:Canvas;color:CanvasText';
  document.body.append(notice);
}

// Every tab of the demo: stop when another one resets, reload when it is done.
export function followDemoReset(): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<ResetMessage>) => {
    if (resettingHere) return;
    if (data.type === 'resetting') {
      stopDemoApi();
      showResetting();
    } else if (data.type === 'reset-done') {
      window.location.assign(landingUrl());
    }
  };
}

export async function resetDemoData(): Promise<void> {
  const channel = new BroadcastChannel(CHANNEL);
  const say = (message: ResetMessage) => channel.postMessage(message);
  resettingHere = true;
  say({ type: 'resetting' });
  stopDemoApi();
  await Promise.all(Object.values(DEMO_DATABASE_NAMES).map(deleteDatabase));
  clearAccessToken();
  say({ type: 'reset-done' });
  channel.close();
  window.location.assign(landingUrl());
}

// The confirmation, as a modal <dialog> (focus kept inside, Escape cancels).
export function confirmDemoReset(): Promise<boolean> {
  return new Promise((answer) => {
    const dialog = document.createElement('dialog');
    dialog.className = 'rehearse-demo-dialog';
    dialog.setAttribute('aria-labelledby', 'rehearse-demo-reset-title');
    const title = document.createElement('h2');
    title.id = 'rehearse-demo-reset-title';
    title.textContent = 'Reset the demo data?';
    const text = document.createElement('p');
    text.textContent =
      'Everything you changed in the demo, in every tab, is deleted and the sample data comes back. You will be signed out.';
    const actions = document.createElement('div');
    actions.className = 'rehearse-demo-actions';
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.textContent = 'Reset';
    reset.className = 'rehearse-demo-danger';
    actions.append(cancel, reset);
    dialog.append(title, text, actions);
    document.body.append(dialog);
    const close = (confirmed: boolean) => {
      dialog.close();
      dialog.remove();
      answer(confirmed);
    };
    cancel.addEventListener('click', () => close(false));
    reset.addEventListener('click', () => close(true));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close(false);
    });
    dialog.showModal();
    cancel.focus();
  });
}

// The button's whole flow: confirm, reset, or say what went wrong.
export async function askAndResetDemoData(report: (message: string) => void): Promise<void> {
  if (!(await confirmDemoReset())) return;
  report('Resetting the demo data…');
  try {
    await resetDemoData();
  } catch (error) {
    report(`The demo data could not be reset: ${(error as Error).message}. Reload the page.`);
  }
}
