import { inject } from 'vitest';
import type { InboxEmail } from './smtp-inbox';

export type { InboxEmail };

// The emails the e2e server sent to `address` so far, oldest first (support/smtp-inbox.ts).
export async function emailsTo(address: string): Promise<InboxEmail[]> {
  const res = await fetch(`${inject('inboxURL')}/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`The test inbox answered ${res.status}`);
  return (await res.json()) as InboxEmail[];
}

// Resolves with the first email to `address` once it has arrived; the server's delivery worker
// sends it right after the request that queued it, or at its next poll (5 s).
export function waitForEmail(address: string, timeoutMs = 20_000): Promise<InboxEmail> {
  return waitForEmailMatching(address, () => true, timeoutMs);
}

// Resolves with the first email to `address` that `matches` (a candidate gets several: the
// invitation, then "received", then the decision), once it has arrived.
export async function waitForEmailMatching(
  address: string,
  matches: (mail: InboxEmail) => boolean,
  timeoutMs = 20_000,
): Promise<InboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await emailsTo(address)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const subjects = (await emailsTo(address)).map((mail) => mail.subject);
      throw new Error(
        `No matching email to ${address} within ${timeoutMs} ms (got: ${JSON.stringify(subjects)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
