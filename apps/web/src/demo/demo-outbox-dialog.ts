import type { DemoOutboxEmail } from '@rehearse/contracts/demo-worker';
import { readDemoOutbox } from './demo-api-worker';

// The demo menu's outbox panel (docs/decisions/077-demo-mode.md): the emails the demo queued
// instead of sending (invitations, reminders, "received" emails), newest first, and one's body
// on opening it. The stored HTML is shown in an iframe with sandbox="": no scripts, no forms, no
// same-origin access, so whatever an email holds cannot act on the demo.

const button = (text: string, onClick: () => void) => {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
};

const when = (iso: string) => new Date(iso).toLocaleString();

export function openDemoOutbox(): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'rehearse-demo-dialog';
  dialog.setAttribute('aria-labelledby', 'rehearse-demo-outbox-title');
  const title = document.createElement('h2');
  title.id = 'rehearse-demo-outbox-title';
  const body = document.createElement('div');
  const actions = document.createElement('div');
  actions.className = 'rehearse-demo-actions';
  const close = button('Close', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  dialog.append(title, body, actions);
  document.body.append(dialog);

  const showList = (emails: DemoOutboxEmail[], focusId?: string) => {
    title.textContent = 'Outbox';
    body.replaceChildren();
    const lead = document.createElement('p');
    lead.className = 'rehearse-demo-meta';
    lead.textContent = emails.length
      ? 'The emails the demo queued instead of sending, newest first.'
      : 'No emails yet: invitations, reminders and notices the demo would send appear here.';
    const list = document.createElement('ul');
    list.className = 'rehearse-demo-outbox';
    for (const email of emails) {
      const item = document.createElement('li');
      const open = button('', () => showEmail(emails, email));
      open.dataset.id = email.id;
      const subject = document.createElement('strong');
      subject.textContent = email.subject;
      const meta = document.createElement('small');
      meta.textContent = `To ${email.to} · ${when(email.createdAt)}`;
      open.append(subject, meta);
      item.append(open);
      list.append(item);
    }
    body.append(lead, list);
    actions.replaceChildren(close);
    const focus = focusId ? list.querySelector<HTMLElement>(`[data-id="${focusId}"]`) : null;
    (focus ?? close).focus();
  };

  const showEmail = (emails: DemoOutboxEmail[], email: DemoOutboxEmail) => {
    title.textContent = email.subject;
    const meta = document.createElement('p');
    meta.className = 'rehearse-demo-meta';
    meta.textContent = `To ${email.to} · ${when(email.createdAt)} · ${email.kind} · ${email.status}`;
    let content: HTMLElement;
    if (email.html) {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', '');
      frame.title = `The email “${email.subject}”`;
      frame.srcdoc = email.html;
      content = frame;
    } else {
      content = document.createElement('pre');
      content.textContent = email.text;
    }
    body.replaceChildren(meta, content);
    const back = button('Back to the outbox', () => showList(emails, email.id));
    actions.replaceChildren(back, close);
    back.focus();
  };

  title.textContent = 'Outbox';
  body.textContent = 'Loading the outbox…';
  actions.replaceChildren(close);
  dialog.showModal();
  readDemoOutbox().then(
    (emails) => showList(emails),
    (error: unknown) => {
      body.textContent = `The outbox could not be read: ${(error as Error).message}`;
    },
  );
}
