import { WALKTHROUGH_TOOLS } from '@rehearse/contracts/support';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, withStoredSession } from '../support/accounts';
import { useBrowser, type ViewportName } from '../support/browser';
import { brokenImages, collectPageProblems } from '../support/page-problems';

// The walkthroughs recorded from the product and shipped with it (decision 038): every tool on
// Demo Videos has one that plays, seeks and shows captions in the page's language.
const { newPage } = useBrowser();

type Played = { readyState: number; duration: number; width: number; height: number };

// Plays the video muted until it has a frame to show, then pauses it.
const play = (video: Locator) =>
  video.evaluate(async (element: HTMLVideoElement): Promise<Played> => {
    element.muted = true;
    await element.play();
    if (element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
      await new Promise((done) => element.addEventListener('loadeddata', done, { once: true }));
    }
    element.pause();
    return {
      readyState: element.readyState,
      duration: element.duration,
      width: element.videoWidth,
      height: element.videoHeight,
    };
  });

// The captions on show: their language and how many cues they loaded (null: none on show).
const shownCaptions = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const track = [...element.textTracks].find((t) => t.mode === 'showing');
    return track ? { language: track.language, cues: track.cues?.length ?? 0 } : null;
  });

// Each tool's section on the screen, by its heading.
const TITLES: Record<(typeof WALKTHROUGH_TOOLS)[number], string> = {
  quiz: 'Assess Knowledge',
  practice: 'Practice Interviews',
  'mock-interview': 'Mock Interviews',
  progress: 'Progress Tracker',
  profile: 'My Profile',
};

const toolVideo = (page: Page, tool: (typeof WALKTHROUGH_TOOLS)[number]) => {
  const title = TITLES[tool];
  return page
    .getByRole('region', { name: title })
    .getByRole('article', { name: `Walkthrough: ${title}` })
    .locator('video');
};

describe.each<ViewportName>(['desktop', 'phone'])('recorded walkthroughs (%s)', (viewport) => {
  it('shows a recorded video per tool that plays, seeks, and has captions in the page language', async () => {
    const account = await createAccount('Wren Walkthrough');
    const page = await newPage({ viewport });
    const problems = collectPageProblems(page);
    await withStoredSession(page, account.token);
    await page.goto('/support/demo');
    await page.getByRole('heading', { level: 1, name: 'Demo Videos' }).waitFor();

    for (const tool of WALKTHROUGH_TOOLS) {
      const video = toolVideo(page, tool);
      await video.scrollIntoViewIfNeeded();
      // A poster frame is shown before anything plays, and nothing else is downloaded.
      expect(await video.getAttribute('poster')).toMatch(new RegExp(`/assets/${tool}-.+\\.jpg$`));
      expect(await video.getAttribute('preload')).toBe('none');

      const played = await play(video);
      expect(played.readyState, tool).toBeGreaterThanOrEqual(2);
      expect(played.duration, tool).toBeGreaterThan(10);
      expect(played.duration, tool).toBeLessThan(90);
      expect([played.width, played.height], tool).toEqual([1280, 720]);

      // Seeking to the middle lands there (the server answers the ranges it asks for).
      const middle = Math.round(played.duration / 2);
      const landed = await video.evaluate(
        (element: HTMLVideoElement, to: number) =>
          new Promise<number>((done) => {
            element.addEventListener('seeked', () => done(element.currentTime), { once: true });
            element.currentTime = to;
          }),
        middle,
      );
      expect(Math.abs(landed - middle), tool).toBeLessThan(1);

      await expect
        .poll(() => shownCaptions(video), { timeout: 10_000 })
        .toMatchObject({
          language: 'en',
          cues: expect.any(Number),
        });
      expect((await shownCaptions(video))!.cues, tool).toBeGreaterThanOrEqual(3);
      // Both languages are there to choose from in the player.
      expect(
        await video
          .locator('track')
          .evaluateAll((tracks: HTMLTrackElement[]) => tracks.map((t) => [t.kind, t.srclang])),
      ).toEqual([
        ['captions', 'en'],
        ['captions', 'tr'],
      ]);
    }
    expect(await brokenImages(page)).toEqual([]);

    // In Turkish, the Turkish captions are the ones on show.
    if (viewport === 'desktop') {
      await page.getByRole('button', { name: 'Language', exact: true }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Türkçe' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tanıtım Videoları' }).waitFor();
      const quiz = page.locator('article video').first();
      await expect
        .poll(() => shownCaptions(quiz), { timeout: 10_000 })
        .toMatchObject({ language: 'tr' });
      await expect.poll(async () => (await shownCaptions(quiz))?.cues).toBeGreaterThanOrEqual(3);
    }
    expect(problems).toEqual([]);
  });
});

describe('recorded walkthrough files', () => {
  it('are served as WebM and WebVTT, videos by range, cached for a year', async () => {
    const page = await newPage();
    await page.goto('/support/demo');
    const video = page.locator('article video').first();
    await video.waitFor({ state: 'attached' });
    const src = new URL((await video.getAttribute('src'))!, inject('baseURL')).href;
    const captions = new URL(
      (await video.locator('track').first().getAttribute('src'))!,
      inject('baseURL'),
    ).href;

    const part = await fetch(src, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d{5,}$/);
    expect(part.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const vtt = await fetch(captions);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await vtt.text()).toMatch(/^WEBVTT\n/);
  });
});
