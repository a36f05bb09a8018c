import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  createAccount,
  openSignedIn,
  saveSettings,
  type Account,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const BASE = '/api/apps/academy';
type Progress = { currentStep: number; completed: number };
type Course = { id: string; slug: string; title: string; category: string; progress: Progress };
type CourseWithSteps = Course & { steps: { title: string }[] };

const coursesOf = (account: Account) => callApi<Course[]>(account.token, 'GET', `${BASE}/courses`);
const courseOf = (account: Account, id: string) =>
  callApi<CourseWithSteps>(account.token, 'GET', `${BASE}/courses/course?id=${id}`);
const courseList = (page: Page) => page.getByRole('list', { name: 'Courses', exact: true });
const shownTitles = (page: Page) => courseList(page).getByRole('heading').allTextContents();
const article = (page: Page, title: string) => page.getByRole('article', { name: title });

// Issue 18, the Academy (docs/decisions/069-academy-screen.md). A new account starts part-way
// through "Web performance fundamentals" (4 steps done) and has finished "Firestore data
// modelling" (academy-courses.data.ts).
describe.each<ViewportName>(['desktop', 'phone'])('academy (%s)', (viewport) => {
  it('filters and searches, resumes a course after a reload, finishes it and hides it', async () => {
    const account = await createAccount('Ada Academy');
    const all = await coursesOf(account);
    const web = all.find((c) => c.slug === 'web-performance-fundamentals')!;
    const { steps } = await courseOf(account, web.id);
    const page = await openSignedIn(newPage, account, {
      viewport,
      path: '/apps/academy?category=web',
    });
    const problems = collectPageProblems(page);

    // The category from the address, then a title search added to it.
    await courseList(page).waitFor();
    expect(await shownTitles(page)).toEqual(
      all.filter((c) => c.category === 'web').map((c) => c.title),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search by title' }).fill('PERFORMANCE');
    await expect.poll(() => shownTitles(page)).toEqual([web.title]);
    expect(new URL(page.url()).search).toBe('?category=web&q=PERFORMANCE');

    // Continue opens the fifth step: four are done.
    await page.getByRole('link', { name: `Continue ${web.title}` }).click();
    await article(page, steps[4]!.title).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/apps/academy/${web.id}/5`);
    expect(await seriousViolations(page)).toEqual([]);

    // Next saves the place; a reload and a link without a step both resume there.
    await page.getByRole('button', { name: 'Next' }).click();
    await article(page, steps[5]!.title).waitFor();
    await expect.poll(async () => (await courseOf(account, web.id)).progress.currentStep).toBe(5);
    // "All courses" goes back to the list as it was filtered; Back returns to the step.
    await page.getByRole('link', { name: 'All courses' }).click();
    await courseList(page).waitFor();
    expect(new URL(page.url()).search).toBe('?category=web&q=PERFORMANCE');
    expect(await shownTitles(page)).toEqual([web.title]);
    await page.goBack();
    await article(page, steps[5]!.title).waitFor();
    await page.reload();
    await article(page, steps[5]!.title).waitFor();
    await page.goto(`/apps/academy/${web.id}`);
    await article(page, steps[5]!.title).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/apps/academy/${web.id}/6`);

    // The keyboard: from the step's text, the right arrow moves on (and saves).
    await article(page, steps[5]!.title).focus();
    await page.keyboard.press('ArrowRight');
    await article(page, steps[6]!.title).waitFor();
    await expect.poll(async () => (await courseOf(account, web.id)).progress.currentStep).toBe(6);

    // The last step finishes the course.
    await page.goto(`/apps/academy/${web.id}/11`);
    await article(page, steps[10]!.title).waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('You finished this course', { exact: false }).waitFor();
    await expect
      .poll(async () => (await courseOf(account, web.id)).progress)
      .toEqual({ currentStep: 11, completed: 1 });
    expect(await seriousViolations(page)).toEqual([]);

    // "Hide completed" hides it (and the course finished before), and is in the address.
    await page.getByRole('link', { name: 'All courses' }).first().click();
    await courseList(page).waitFor();
    // The switch follows the address, which changes a moment after the click.
    const hide = page.getByRole('switch', { name: 'Hide completed' });
    await hide.click();
    await expect.poll(() => hide.isChecked()).toBe(true);
    const finished = new Set(['firestore-data-modelling', web.slug]);
    await expect
      .poll(() => shownTitles(page))
      .toEqual(all.filter((c) => !finished.has(c.slug)).map((c) => c.title));
    expect(new URL(page.url()).search).toBe('?hideCompleted=1');
    await page.reload();
    await courseList(page).waitFor();
    expect((await shownTitles(page)).length).toBe(all.length - 2);
    expect(problems).toEqual([]);
  });

  it('passes axe in the dark scheme and restarts a finished course after a confirmation', async () => {
    const account = await createAccount('Dora Dark');
    await saveSettings(account.token, { scheme: 'dark' });
    const done = (await coursesOf(account)).find((c) => c.slug === 'firestore-data-modelling')!;
    const { steps } = await courseOf(account, done.id);
    const page = await openSignedIn(newPage, account, { viewport, path: '/apps/academy' });
    const problems = collectPageProblems(page);
    await courseList(page).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: `Review ${done.title}` }).click();
    await article(page, steps[0]!.title).waitFor();
    await page.getByText('You finished this course', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Restart' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restart this course?' });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Restart' }).click();
    await expect
      .poll(async () => (await courseOf(account, done.id)).progress)
      .toEqual({ currentStep: 0, completed: 1 });
    await page.getByRole('button', { name: 'Finish' }).waitFor({ state: 'detached' });
    await page.getByText('0 of 11 steps done').waitFor();
    expect(problems).toEqual([]);
  });

  it('says so for an unknown course', async () => {
    const account = await createAccount('Una Unknown');
    const page = await openSignedIn(newPage, account, {
      viewport,
      path: '/apps/academy/00000000-0000-4000-8000-000000000000/1',
    });
    await page.getByText('The course could not be loaded').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
