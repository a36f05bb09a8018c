// @vitest-environment jsdom
import type { Attempt, AttemptQuestion } from '@rehearse/contracts/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { QuizAttemptScreen } from './quiz-attempt-screen';

const ID = '7d8c1f0e-2b1a-4c1e-9f6a-0a0b0c0d0e0f';
const BASE = `/api/quizzes/${ID}`;

const question = (position: number): AttemptQuestion => ({
  position,
  skill: 'sql',
  question: {
    id: `sql-${position}`,
    kind: 'single',
    prompt: `Question number ${position + 1}?`,
    difficulty: 2,
    timeGuideSeconds: 60,
    skills: ['sql'],
    roles: [],
    competency: null,
    category: null,
    options: ['a', 'b', 'c'].map((id) => ({ id, text: `Option ${id.toUpperCase()}` })),
    custom: false,
  },
  selected: null,
  flagged: false,
  bookmarked: false,
  shownAt: null,
  dueAt: null,
  timeSpentMs: null,
  grading: null,
});

const newExam = (): Attempt => ({
  id: ID,
  mode: 'exam',
  source: 'custom',
  difficulty: 'adaptive',
  skills: ['sql'],
  length: 3,
  status: 'in-progress',
  startedAt: new Date().toISOString(),
  deadlineAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  completedAt: null,
  serverNow: new Date().toISOString(),
  questions: [0, 1, 2].map(question),
  results: null,
});

type Call = { path: string; body: unknown };

const grade = (q: AttemptQuestion) =>
  q.selected && {
    correct: q.selected.join() === 'a',
    late: false,
    correctOptionIds: ['a'],
    options: q.question.options.map((o) => ({
      id: o.id,
      correct: o.id === 'a',
      explanation: `Why ${o.text}`,
    })),
    ratingChange: { sql: q.selected.join() === 'a' ? 8 : -8 },
  };

// The attempt API over one exam kept in the test; `fail` makes the named call answer an error.
function examApi() {
  let attempt = newExam();
  const calls: Call[] = [];
  const fail: { answer?: number } = {};
  const answer = (data: Attempt) => {
    attempt = { ...data, serverNow: new Date().toISOString() };
    return HttpResponse.json({ success: true, data: attempt });
  };
  const change = (position: number, patch: Partial<AttemptQuestion>) =>
    answer({
      ...attempt,
      questions: attempt.questions.map((q) => (q.position === position ? { ...q, ...patch } : q)),
    });
  apiServer.use(
    http.get(BASE, () => answer(attempt)),
    // The results screen reads how many missed questions wait for review.
    http.get('/api/quizzes/overview', () =>
      HttpResponse.json({
        success: true,
        data: { skills: [], reviewDue: 2, bookmarks: 0, daily: null, recent: [] },
      }),
    ),
    http.post(`${BASE}/questions/:position/answer`, async ({ params, request }) => {
      const body = (await request.json()) as { selected: string[] };
      calls.push({ path: `answer ${String(params.position)}`, body });
      if (fail.answer) {
        return HttpResponse.json(
          { success: false, error: { code: 'server.internal', message: 'Database unavailable' } },
          { status: fail.answer },
        );
      }
      return change(Number(params.position), { selected: body.selected });
    }),
    http.post(`${BASE}/questions/:position/flag`, async ({ params, request }) => {
      const body = (await request.json()) as { flagged: boolean };
      calls.push({ path: `flag ${String(params.position)}`, body });
      return change(Number(params.position), { flagged: body.flagged });
    }),
    // Submitting grades the exam: option A is right every time.
    http.post(`${BASE}/submit`, () => {
      calls.push({ path: 'submit', body: null });
      const questions = attempt.questions.map((q) => ({ ...q, grading: grade(q) }));
      const correct = questions.filter((q) => q.grading?.correct).length;
      return answer({
        ...attempt,
        status: 'completed',
        completedAt: new Date().toISOString(),
        questions,
        results: {
          correct,
          total: 3,
          score: Math.round((correct / 3) * 100),
          late: 0,
          unanswered: questions.filter((q) => !q.selected).length,
          timeSpentMs: 60_000,
          bySkill: [
            { skill: 'sql', correct, total: 3, ratingBefore: 1000, ratingAfter: 990, level: 2 },
          ],
        },
      });
    }),
  );
  return { calls, fail };
}

const heading = () => screen.getByRole('heading', { level: 2, name: /^Question \d of 3$/ });
const navigator = () => screen.getByRole('navigation', { name: 'Questions' });
const navButton = (n: number) =>
  within(navigator()).getByRole('button', { name: new RegExp(`^Question ${n},`) });

async function openExam(url = `/apps/quiz/practice?attempt=${ID}`) {
  const user = userEvent.setup();
  const view = renderWithProviders(<QuizAttemptScreen />, { url });
  await screen.findByRole('heading', { level: 2, name: /^Question \d of 3$/ });
  return { user, ...view };
}

describe('exam player', () => {
  let api: ReturnType<typeof examApi>;
  beforeEach(() => {
    api = examApi();
  });

  it('answers with the digit keys and moves on with Enter', async () => {
    const { user, router } = await openExam();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: /Option B/ })).toHaveProperty('checked', true);
    await screen.findByText('Answer saved. You can change it until you submit.');
    expect(navButton(1).getAttribute('aria-label')).toBe('Question 1, Answered');
    // A digit beyond the options does nothing.
    await user.keyboard('7');
    expect(api.calls).toEqual([
      { path: 'answer 0', body: expect.objectContaining({ selected: ['b'] }) },
    ]);

    // Enter: the next question, kept in the address for a reload.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading().textContent).toBe('Question 2 of 3'));
    expect(router.state.location.search).toContain('q=2');
    screen.getByText('Question number 2?');
    screen.getByText('1 of 3 answered');
  });

  it('flags a question, shows it in the navigator, and jumps from there', async () => {
    const { user } = await openExam();
    const flag = screen.getByRole('button', { name: 'Flag for review' });
    expect(flag.getAttribute('aria-pressed')).toBe('false');
    await user.click(flag);
    const flagged = await screen.findByRole('button', { name: 'Flagged' });
    expect(flagged.getAttribute('aria-pressed')).toBe('true');
    expect(navButton(1).getAttribute('aria-label')).toBe('Question 1, Not answered, Flagged');

    await user.click(navButton(3));
    await waitFor(() => expect(heading().textContent).toBe('Question 3 of 3'));
    expect(navButton(3).getAttribute('aria-current')).toBe('step');
    screen.getByText('Question number 3?');
    // The flag belongs to question 1 only.
    screen.getByRole('button', { name: 'Flag for review' });
    expect(api.calls).toEqual([{ path: 'flag 0', body: { flagged: true } }]);
  });

  it('says when an answer was not saved, and takes the choice back', async () => {
    api.fail.answer = 500;
    const { user } = await openExam();
    await user.keyboard('1');
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Your answer was not saved');
    within(alert).getByText('The server had a problem. Try again in a moment.');
    within(alert).getByRole('button', { name: 'Try again' });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Option A/ })).toHaveProperty('checked', false),
    );
    expect(navButton(1).getAttribute('aria-label')).toBe('Question 1, Not answered');

    // Once the server answers again, the retry saves it.
    api.fail.answer = undefined;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(navButton(1).getAttribute('aria-label')).toBe('Question 1, Answered');
  });

  it('submits from the last question with Enter, after a confirmation that counts the gaps', async () => {
    const { user } = await openExam(`/apps/quiz/practice?attempt=${ID}&q=3`);
    await waitFor(() => expect(heading().textContent).toBe('Question 3 of 3'));
    await user.keyboard('3');
    await screen.findByText('Answer saved. You can change it until you submit.');
    await user.keyboard('{Enter}');
    const confirmation = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    within(confirmation).getByText(
      '2 questions are unanswered and will count as missed. Answers cannot change after submitting.',
    );
    // Digits typed while the dialog is open are not answers.
    await user.keyboard('1');
    await user.click(within(confirmation).getByRole('button', { name: 'Submit answers' }));
    // The results replace the player.
    await screen.findByRole('heading', { level: 2, name: 'Your results' });
    expect(api.calls.map((c) => c.path)).toEqual(['answer 2', 'submit']);
  });
});
