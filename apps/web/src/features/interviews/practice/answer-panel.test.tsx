// @vitest-environment jsdom
import type {
  CreatePracticeAttempt,
  PracticeAttempt,
  PracticeQuestion,
} from '@rehearse/contracts/practice';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PracticeQuestionScreen } from './practice-question-screen';

const QUESTION_ID = 'beh-feedback';
const PATH = `/api/practice/questions/${QUESTION_ID}`;

const REVEALED = {
  modelAnswer: ['Situation: the colleague and the work at stake.'],
  talkingPoints: ['Specific, behaviour-focused feedback'],
};

// The practice API for one behavioural question, kept in the test. Attempts get their feedback
// from the same analysis the server runs; `failNext` answers the next attempt with an error.
function practiceApi() {
  const attempts: PracticeAttempt[] = [];
  const sent: CreatePracticeAttempt[] = [];
  const state = { failNext: 0 };
  const question = (): PracticeQuestion => ({
    question: {
      id: QUESTION_ID,
      kind: 'open',
      prompt: 'Tell me about a time you gave constructive feedback to a colleague.',
      difficulty: 2,
      timeGuideSeconds: 180,
      skills: [],
      roles: [],
      competency: 'communication',
      category: 'behavioural',
      options: [],
      custom: false,
    },
    hint: 'Describe the behaviour, not the person.',
    revealed: attempts.length > 0 ? REVEALED : null,
    attempts: [...attempts].reverse(),
  });
  apiServer.use(
    http.get(PATH, () => HttpResponse.json({ success: true, data: question() })),
    http.post(`${PATH}/attempts`, async ({ request }) => {
      const body = (await request.json()) as CreatePracticeAttempt;
      sent.push(body);
      if (state.failNext) {
        const status = state.failNext;
        state.failNext = 0;
        return HttpResponse.json(
          { success: false, error: { code: 'server.internal', message: 'Database unavailable' } },
          { status },
        );
      }
      const attempt: PracticeAttempt = {
        id: `00000000-0000-4000-8000-00000000000${attempts.length + 1}`,
        questionId: QUESTION_ID,
        mode: body.mode,
        transcript: body.transcript,
        star: body.star ?? null,
        durationSeconds: null,
        recording: null,
        selfRating: null,
        feedback: analyzeAnswer({ transcript: body.transcript, expectsStar: true }),
        createdAt: new Date().toISOString(),
      };
      attempts.push(attempt);
      return HttpResponse.json({ success: true, data: attempt });
    }),
  );
  return { sent, state, attempts };
}

const ANSWER =
  'I asked my colleague for a private chat and described two incidents. As a result his test coverage went from 40% to 85%.';

async function openQuestion() {
  const user = userEvent.setup();
  renderWithProviders(<PracticeQuestionScreen />, {
    url: `/apps/practice/practice?question=${QUESTION_ID}`,
  });
  const panel = await screen.findByRole('region', { name: 'Your answer' });
  return { user, panel };
}

describe('practice answer panel', () => {
  let api: ReturnType<typeof practiceApi>;
  beforeAll(() => {
    // jsdom lays nothing out; the screen scrolls the new attempt into view.
    Element.prototype.scrollIntoView = () => undefined;
  });
  beforeEach(() => {
    api = practiceApi();
  });

  it('sends a typed answer and shows its feedback, then the model answer', async () => {
    const { user, panel } = await openQuestion();
    screen.getByText('No attempts yet. Your first answer unlocks the model answer.');
    const box = within(panel).getByRole('textbox', { name: 'Type your answer' });
    await user.click(box);
    await user.paste(ANSWER);
    // The live check reads the answer while it is written.
    await within(panel).findByText(
      'Live check (a preview: your feedback comes with the saved answer)',
    );

    await user.click(within(panel).getByRole('button', { name: 'Get feedback' }));
    await screen.findByRole('heading', { name: 'Your attempt' });
    expect(api.sent).toEqual([{ mode: 'text', transcript: ANSWER }]);
    const score = api.attempts[0]!.feedback.score;
    const attempt = screen.getByRole('heading', { name: 'Attempt 1' }).closest('li')!;
    within(attempt).getByText(`Score ${score}`);
    // Opened on its own, with the transcript and the metrics.
    await within(attempt).findByRole('article', { name: 'Word count' });
    // The box is empty for the next try, and the model answer is there to compare.
    expect(box).toHaveProperty('value', '');
    screen.getByRole('heading', { name: 'Outline of a strong answer' });
    screen.getByText('Situation: the colleague and the work at stake.');
  });

  it('asks for words before sending anything', async () => {
    const { user, panel } = await openQuestion();
    await user.click(within(panel).getByRole('button', { name: 'Get feedback' }));
    within(panel).getByRole('alert');
    within(panel).getByText('Type an answer first.');
    expect(api.sent).toEqual([]);
  });

  it('sends the four STAR parts joined, and the parts themselves', async () => {
    const { user, panel } = await openQuestion();
    await user.click(within(panel).getByRole('switch', { name: 'Answer with the STAR scaffold' }));
    const parts = {
      situation: 'A colleague kept shipping code without tests.',
      task: 'I had to give him feedback.',
      action: 'I described two incidents in private.',
      result: 'His coverage went from 40% to 85%.',
    };
    for (const [part, text] of Object.entries(parts)) {
      await user.click(
        within(panel).getByRole('textbox', { name: part[0]!.toUpperCase() + part.slice(1) }),
      );
      await user.paste(text);
    }
    await user.click(within(panel).getByRole('button', { name: 'Get feedback' }));
    await screen.findByRole('heading', { name: 'Your attempt' });
    expect(api.sent).toEqual([
      { mode: 'text', transcript: Object.values(parts).join('\n\n'), star: parts },
    ]);
  });

  it('keeps the answer when the server refuses it, and sends it again on the next click', async () => {
    api.state.failNext = 500;
    const { user, panel } = await openQuestion();
    const box = within(panel).getByRole('textbox', { name: 'Type your answer' });
    await user.click(box);
    await user.paste(ANSWER);
    await user.click(within(panel).getByRole('button', { name: 'Get feedback' }));
    const alert = await within(panel).findByRole('alert');
    within(alert).getByText('Your answer was not saved');
    within(alert).getByText('The server had a problem. Try again in a moment.');
    expect(box).toHaveProperty('value', ANSWER);

    await user.click(within(panel).getByRole('button', { name: 'Get feedback' }));
    await screen.findByRole('heading', { name: 'Your attempt' });
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
    expect(api.sent.map((a) => a.transcript)).toEqual([ANSWER, ANSWER]);
  });
});
