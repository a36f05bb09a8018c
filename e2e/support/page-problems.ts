import type { Page } from 'playwright-core';

// The product-user lookup answers 404 for a user seen for the first time, and the app then
// creates the record (decision 001): an expected answer, not a problem.
const EXPECTED = [/\/api\/users\/lookup\?/];

// Collects what a user should never meet: failed requests (4xx/5xx), console errors and
// uncaught exceptions. The browser's own "Failed to load resource" console lines repeat a failed
// request, which is reported once, with its URL, from the response.
export function collectPageProblems(page: Page, expected: RegExp[] = []): string[] {
  const allowed = [...EXPECTED, ...expected];
  const problems: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.status() >= 400 && !allowed.some((pattern) => pattern.test(url))) {
      problems.push(`${response.status()} ${url}`);
    }
    // A missing picture is answered with the app's index.html (the history fallback), so it
    // shows as a 200 that is not an image rather than as a 404.
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'image' && !type.startsWith('image/')) {
      problems.push(`not an image (${type}) ${url}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

// Images on the page that did not load (an <img> left broken; MUI's Avatar hides its own).
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
}
