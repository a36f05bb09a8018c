import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  inlineText,
  parseMarkdown,
} from '../../apps/web/src/features/quiz/markdown/parse-markdown';
import { uniqueEmail, waitForPath } from '../support/auth';
import { useBrowser, type ViewportName } from '../support/browser';

const { newPage } = useBrowser();
const PASSWORD = 'a good long password';

// Keys that would give an answer away (the API test's list).
const ANSWER_KEYS = ['correct', 'explanation', 'modelAnswer', 'talkingPoints', 'correctOptionIds'];

function answerKeysIn(value: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (ANSWER_KEYS.includes(key)) found.push(key);
        walk(child);
      }
    }
  };
  walk(value);
  return found;
}

type GradedOption = { id: string; explanation: string };
type SeenQuestion = {
  position: number;
  question: { options: { id: string; text: string }[] };
  grading: { options: GradedOption[] } | null;
};

// A fresh account, signed up through the form.
async function signUp(viewport: ViewportName): Promise<Page> {
  const page = await newPage({ viewport });
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill('Quinn Quiz');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await waitForPath(page, '/workspace/home');
  return page;
}

async function openSetup(page: Page) {
  await page.goto('/apps/quiz');
  await page.getByRole('heading', { level: 2, name: 'Start a quiz' }).waitFor();
}

// The text a reader sees of a Markdown explanation's first block.
const visibleStart = (markdown: string) => {
  const [first] = parseMarkdown(markdown);
  const text = !first
    ? markdown
    : 'children' in first
      ? inlineText(first.children)
      : first.type === 'code'
        ? first.text
        : markdown;
  return text.split('\n')[0]!.slice(0, 60);
};

// Seconds left on the player's countdown ("Time for the exam: 4:59 left").
async function secondsLeft(page: Page): Promise<number> {
  const label = (await page.getByRole('timer').getAttribute('aria-label')) ?? '';
  const match = /(\d+):(\d{2})(?::(\d{2}))? left/.exec(label);
  if (!match) throw new Error(`No countdown in "${label}"`);
  const [, a, b, c] = match;
  return c ? Number(a) * 3600 + Number(b) * 60 + Number(c) : Number(a) * 60 + Number(b);
}

describe.each<ViewportName>(['desktop', 'phone'])('quiz (%s)', (viewport) => {
  it('takes a 5-question practice quiz by keyboard, explains every answer, and never leaks the key before it', async () => {
    const page = await signUp(viewport);

    // The network check: every quiz answer the browser receives, with the positions it had
    // answered when the answer was sent.
    const answered = new Set<number>();
    const leaks: string[] = [];
    const graded = new Map<number, SeenQuestion>();
    page.on('request', (request) => {
      const match = /\/api\/quizzes\/[^/]+\/questions\/(\d+)\/answer$/.exec(request.url());
      if (match && request.method() === 'POST') answered.add(Number(match[1]));
    });
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/quizzes')) return;
      const known = new Set(answered);
      pending.push(
        response.json().then(
          (body: { data?: { questions?: SeenQuestion[]; results?: unknown } }) => {
            const { questions = [], results: _results, ...rest } = body.data ?? {};
            for (const q of questions) {
              if (q.grading) graded.set(q.position, q);
              if (!known.has(q.position) && answerKeysIn(q).length > 0) {
                leaks.push(`${response.url()}: question ${q.position} before it was answered`);
              }
            }
            const other = answerKeysIn(rest);
            if (other.length) leaks.push(`${response.url()}: ${other.join(', ')}`);
          },
          () => undefined,
        ),
      );
    });

    await openSetup(page);
    await page.getByRole('checkbox', { name: /^JavaScript/ }).check();
    await page.getByRole('checkbox', { name: /^SQL/ }).check();
    await page.getByRole('button', { name: '5 questions' }).click();
    await page.getByRole('radio', { name: /^Practice/ }).check();
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await waitForPath(page, '/apps/quiz/practice');

    for (let n = 1; n <= 5; n++) {
      await page.getByRole('heading', { level: 2, name: `Question ${n} of 5` }).waitFor();
      // Keyboard only: a digit chooses an option, Enter checks the answer.
      await page.keyboard.press(n % 2 ? '1' : '2');
      await page.keyboard.press('Enter');
      const feedback = page
        .getByRole('status')
        .filter({ hasText: /Correct|Not quite|time ran out/ });
      await feedback.waitFor();
      // Every option's explanation is on screen once the answer is graded.
      await expect.poll(() => graded.has(n - 1)).toBe(true);
      const question = graded.get(n - 1)!;
      expect(question.grading!.options).toHaveLength(question.question.options.length);
      for (const option of question.grading!.options) {
        const text = visibleStart(option.explanation);
        await expect
          .poll(() => page.getByText(text, { exact: false }).first().isVisible())
          .toBe(true);
      }
      // Enter again moves on (the focused Next / See results button).
      await page.keyboard.press('Enter');
    }

    await page.getByRole('heading', { level: 2, name: 'Your results' }).waitFor();
    const correctOf = page
      .locator('dt', { hasText: /^Correct$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await correctOf.textContent()).toMatch(/^[0-5] of 5$/);
    expect(await page.getByRole('article').count()).toBe(5);

    await Promise.all(pending);
    expect(answered.size).toBe(5);
    expect(leaks).toEqual([]);
  });

  it('takes an exam, resumes it after a reload with answers and clock kept, and shows the answers given', async () => {
    const page = await signUp(viewport);
    await openSetup(page);
    await page.getByRole('checkbox', { name: /^React/ }).check();
    await page.getByRole('button', { name: '5 questions' }).click();
    await page.getByRole('radio', { name: /^Exam/ }).check();
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await waitForPath(page, '/apps/quiz/practice');
    await page.getByRole('heading', { level: 2, name: 'Question 1 of 5' }).waitFor();

    // What the candidate has chosen, by question number: the options' texts as shown.
    const chosen = new Map<number, Set<string>>();
    const options = () =>
      page.locator('main label:has(input[type=radio]), main label:has(input[type=checkbox])');
    const answer = async (n: number, optionIndex: number) => {
      await page.getByRole('heading', { level: 2, name: `Question ${n} of 5` }).waitFor();
      const option = options().nth(optionIndex);
      const text = (await option.innerText()).replace(/^\d+\s*/, '').trim();
      const multiple = (await option.locator('input').getAttribute('type')) === 'checkbox';
      const saved = page.waitForResponse(
        (r) => r.url().includes(`/questions/${n - 1}/answer`) && r.request().method() === 'POST',
      );
      await option.click();
      expect((await saved).status()).toBe(200);
      const set = multiple ? (chosen.get(n) ?? new Set<string>()) : new Set<string>();
      if (multiple && set.has(text)) set.delete(text);
      else set.add(text);
      chosen.set(n, set);
    };
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();

    await answer(1, 0);
    await next();
    await answer(2, 1);
    // Change the second answer: the later choice is the one kept.
    await answer(2, 0);
    await page.getByRole('button', { name: 'Flag for review', exact: true }).click();
    await page.getByRole('button', { name: 'Flagged', exact: true }).waitFor();
    const before = await secondsLeft(page);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Question 2 of 5' }).waitFor();
    // The answer and the flag came back from the server.
    const checked = await options().evaluateAll((labels) =>
      labels
        .filter((l) => l.querySelector('input')?.checked)
        .map((l) => (l as HTMLElement).innerText.replace(/^\d+\s*/, '').trim()),
    );
    expect(new Set(checked)).toEqual(chosen.get(2));
    expect(
      await page.getByRole('button', { name: 'Flagged', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Question 1, Answered', exact: true }).waitFor();
    // The clock kept running through the reload, and still runs.
    const after = await secondsLeft(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 60);
    await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(after);

    // Question 3 by the navigator, then the rest; question 5 stays unanswered.
    await page.getByRole('button', { name: /^Question 3, Not answered/ }).click();
    await answer(3, 1);
    await next();
    await answer(4, 0);

    await page.getByRole('button', { name: 'Submit answers' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
    await dialog.getByText('1 question is unanswered').waitFor();
    await dialog.getByRole('button', { name: 'Submit answers' }).click();

    await page.getByRole('heading', { level: 2, name: 'Your results' }).waitFor();
    const stat = (term: string) =>
      page
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    expect(await stat('Unanswered').textContent()).toBe('1');

    // Every question shows the answer given; the count of right ones matches the score line.
    let right = 0;
    for (let n = 1; n <= 5; n++) {
      const card = page.getByRole('article', { name: `Question ${n}` });
      const mine = card.locator('li').filter({ hasText: 'Your answer' });
      if (!chosen.get(n)?.size) {
        await card.getByText('Not answered.').waitFor();
        expect(await mine.count()).toBe(0);
        continue;
      }
      // Exactly the options chosen carry "Your answer".
      const texts = await mine.evaluateAll((items) =>
        items.map((li) => (li as HTMLElement).innerText),
      );
      expect(texts).toHaveLength(chosen.get(n)!.size);
      for (const text of chosen.get(n)!) expect(texts.some((t) => t.includes(text))).toBe(true);
      const outcome = (await card.getByText(/^(Correct|Wrong)$/).innerText()).trim();
      const verdicts = await mine.evaluateAll((items) =>
        items.map((li) => li.getAttribute('data-verdict')),
      );
      // Right means every chosen option is a right one and no right one was left out.
      const missed = await card.locator('li[data-verdict="missed-right"]').count();
      expect(outcome === 'Correct').toBe(verdicts.every((v) => v === 'chosen-right') && !missed);
      if (outcome === 'Correct') right++;
    }
    expect(await stat('Correct').textContent()).toBe(`${right} of 5`);
  });
});
