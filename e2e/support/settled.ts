import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

const openRequests = new WeakMap<Page, Set<Request>>();

// Counts the page's requests that have not finished yet (browser.ts starts this for every page).
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  page.on('request', (request) => {
    // The live stream (GET /api/events) stays open as long as the page: it is never "in flight".
    if (new URL(request.url()).pathname === '/api/events') return;
    open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  openRequests.set(page, open);
}

// The URLs of the page's requests still waiting for an answer (for a failed test's report).
export function openRequestUrls(page: Page): string[] {
  return [...(openRequests.get(page) ?? [])].map((request) => request.url());
}

// Two animation frames: a change the last action started (a transition, a fetch) has begun.
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

// Resolves once no finite CSS transition or animation runs (fades and slides are at their last
// frame, so colours and positions are final); endless ones (spinners, the recording dot) are
// left out.
export async function animationsFinished(page: Page): Promise<void> {
  await nextFrames(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

// The page has nothing left to do: no request in flight, every picture loaded or failed, and
// no transition running. Waits on those states, never on a quiet period.
export async function settled(page: Page): Promise<void> {
  await nextFrames(page);
  const open = openRequests.get(page);
  if (open) await expect.poll(() => open.size, { timeout: 15_000 }).toBe(0);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await animationsFinished(page);
}
