// Lighthouse (mobile, the default config: a mid-range phone on slow 4G, simulated) on the
// production server: /sign-in signed out and /workspace/home signed in.
// Alone: `node --import tsx bench/src/lighthouse.bench.ts` after `npm run build`.
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signIn } from './sign-in.bench';
import { makeTempDir, removeTempDir, startApiServer } from './servers';
import { median, round1 } from './stats';
import { printTable } from './table';

export const SIGN_IN_TARGET_SCORE = 95;
export const HOME_TARGET_SCORE = 90;
// Scores move by a few points between runs on a shared machine: the median of a few counts.
const RUNS = 3;
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's Chromium, headless, as root, with no background traffic (the network is closed).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// The key apps/web/src/lib/access-token.ts keeps the session under.
const ACCESS_TOKEN_KEY = 'accessToken';

type Audit = { numericValue?: number };
type PageFigures = {
  label: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
};

export type LighthouseResult = { signIn: PageFigures; home: PageFigures };

type BrowserStorage = {
  localStorage: { setItem(key: string, value: string): void; removeItem(key: string): void };
};

// Lighthouse's phone (its default mobile emulation).
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

// Makes the browser's profile that of a returning visitor, where Lighthouse's own tab finds it:
// signed out (no stored session), or signed in, having used the app on this phone before (the
// stored token, and the cookies the app sets: the page session and the window's width and time
// zone, which let the server draw the signed-in home, docs/decisions/039). Lighthouse is told to
// keep storage, so the HTTP cache is emptied here instead: every run is a first visit's load.
async function prepareBrowser(browserPort: number, origin: string, token: string | undefined) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browserPort}` });
  const page = await browser.newPage();
  try {
    await page.setViewport(PHONE);
    await page.goto(new URL('/favicon.svg', origin).href);
    await page.evaluate(
      (key, value) => {
        const { localStorage } = globalThis as unknown as BrowserStorage;
        if (value) localStorage.setItem(key, value);
        else localStorage.removeItem(key);
      },
      ACCESS_TOKEN_KEY,
      token ?? '',
    );
    if (token) {
      // The app's own start sets the cookies; its first screen shown means they are set.
      await page.goto(new URL('/workspace/home', origin).href);
      await page.waitForSelector('main h1');
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

// Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): a run that
// failed that way is taken again, a few times at most.
const ATTEMPTS = 3;

async function measure(
  browserPort: number,
  url: string,
  token: string | undefined,
): Promise<Omit<PageFigures, 'label'>> {
  let lhr;
  for (let attempt = 1; ; attempt += 1) {
    await prepareBrowser(browserPort, url, token);
    const result = await lighthouse(url, {
      port: browserPort,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError) break;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  }
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${finalUrl}, not ${url} (was the token refused?)`);
  }
  const audit = (id: string) => (lhr.audits[id] as Audit | undefined)?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKb: audit('total-byte-weight') / 1000,
  };
}

// The run with the median score, so the figures on one line belong together.
const medianRun = (label: string, runs: Omit<PageFigures, 'label'>[]): PageFigures => {
  const score = median(runs.map((r) => r.score));
  const run = runs.reduce((best, r) =>
    Math.abs(r.score - score) < Math.abs(best.score - score) ? r : best,
  );
  return { label, ...run };
};

export async function runLighthouseBench(): Promise<LighthouseResult> {
  const dataDir = await makeTempDir('lighthouse');
  try {
    const { server } = await startApiServer(dataDir, 'API server (Lighthouse)');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    try {
      const token = await signIn(server.url);
      const signInRuns = [];
      const homeRuns = [];
      for (let i = 0; i < RUNS; i += 1) {
        signInRuns.push(await measure(chrome.port, `${server.url}/sign-in`, undefined));
        homeRuns.push(await measure(chrome.port, `${server.url}/workspace/home`, token));
      }
      const result = {
        signIn: medianRun('/sign-in (signed out)', signInRuns),
        home: medianRun('/workspace/home (signed in)', homeRuns),
      };
      printTable({
        title: `Lighthouse mobile performance (median of ${RUNS} runs, production server)`,
        columns: ['Page', 'Score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Transfer kB'],
        rows: [result.signIn, result.home].map((p) => [
          p.label,
          p.score,
          Math.round(p.fcpMs),
          Math.round(p.lcpMs),
          Math.round(p.tbtMs),
          p.cls.toFixed(3),
          round1(p.transferKb),
        ]),
        notes: [
          `Targets: ${SIGN_IN_TARGET_SCORE}+ on /sign-in, ${HOME_TARGET_SCORE}+ on /workspace/home.`,
          'Default Lighthouse config: mobile emulation, simulated slow 4G and 4x CPU slowdown.',
          `Each run's scores: /sign-in ${signInRuns.map((r) => r.score).join(', ')}; /workspace/home ${homeRuns.map((r) => r.score).join(', ')}.`,
        ],
      });
      return result;
    } finally {
      chrome.kill();
      await server.stop();
    }
  } finally {
    await removeTempDir(dataDir);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runLighthouseBench().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
