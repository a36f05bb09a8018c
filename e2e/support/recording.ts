import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const seconds = (badge: string | null) => {
  const [minutes, rest] = (badge ?? '').replace('REC ', '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (rest ?? 0);
};

// Resolves once the recorder's own clock (the "REC m:ss" badge over the preview) shows at least
// `least` seconds: the recording is that long, however slowly the machine runs.
export async function recordedFor(page: Page, least: number): Promise<void> {
  const badge = page.getByText(/^REC \d+:\d\d$/);
  await expect
    .poll(async () => seconds(await badge.textContent()), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(least);
}
