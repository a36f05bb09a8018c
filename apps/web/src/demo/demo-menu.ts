import { getAccessToken } from '../lib/access-token';
import { openDemoOutbox } from './demo-outbox-dialog';
import { askAndResetDemoData } from './demo-reset';
import { injectDemoStyles } from './demo-styles';

// The demo-only menu on every signed-in screen (docs/decisions/077-demo-mode.md): a small
// "Demo" button in the bottom corner (in the footer's free space beside the chat column on wide
// screens) opening the outbox and "Reset demo data". Plain DOM mounted by the demo entry beside
// the app's root, so nothing of it is in the production bundle.

// How often the menu checks for a session (a sign-in or sign-out in this tab fires no event).
const SESSION_CHECK_MS = 1_000;

export function mountDemoMenu(): void {
  injectDemoStyles();
  const menu = document.createElement('div');
  menu.className = 'rehearse-demo-menu';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.textContent = 'Demo';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', 'rehearse-demo-panel');
  toggle.setAttribute('aria-label', 'Demo menu');
  const panel = document.createElement('div');
  panel.id = 'rehearse-demo-panel';
  panel.className = 'rehearse-demo-panel';
  panel.setAttribute('role', 'group');
  panel.setAttribute('aria-label', 'Demo');
  panel.hidden = true;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.margin = '0';

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  const item = (text: string, onClick: () => void) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = text;
    button.addEventListener('click', () => {
      setOpen(false);
      onClick();
    });
    return button;
  };
  panel.append(
    item('Outbox', openDemoOutbox),
    item('Reset demo data', () => {
      void askAndResetDemoData((message) => {
        status.textContent = message;
        setOpen(true);
      });
    }),
    status,
  );
  toggle.addEventListener('click', () => setOpen(panel.hidden === true));
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  });
  menu.append(panel, toggle);
  document.body.append(menu);

  // Signed-in screens only: the sign-in pages have the landing's reset instead.
  const update = () => {
    menu.hidden = getAccessToken() === null;
  };
  update();
  setInterval(update, SESSION_CHECK_MS);
  window.addEventListener('storage', update);
}
