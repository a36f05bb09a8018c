// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CAPTURE_KEY } from '../../../lib/media/speech-prefs';
import { MockSetupScreen } from './mock-setup-screen';

const PATH = '/api/mock-interviews';
const JOB = 'Frontend engineer: React, TypeScript, accessibility and testing.';

// The terms the server recognises in a job description (decision 034), as the chips show them.
const TERMS = [
  { name: 'React', kind: 'technology' },
  { name: 'TypeScript', kind: 'technology' },
  { name: 'accessibility', kind: 'skill' },
];

// No past interviews; each start answers `answer` and is kept in `sent`; every job description
// sent for its terms is kept in `described`.
function mockApi(answer: () => Response, terms: () => Response = () => termsAnswer(TERMS)) {
  const sent: unknown[] = [];
  const described: unknown[] = [];
  apiServer.use(
    http.post(`${PATH}/job-terms`, async ({ request }) => {
      described.push(await request.json());
      return terms();
    }),
    http.get(PATH, () => HttpResponse.json({ success: true, data: { items: [], total: 0 } })),
    http.get('/api/speech', () =>
      HttpResponse.json({
        success: true,
        data: { available: true, engine: 'pocketsphinx', missing: [], installCommand: null },
      }),
    ),
    http.post(PATH, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return { sent, described };
}
const termsAnswer = (terms: typeof TERMS) => HttpResponse.json({ success: true, data: { terms } });

// The text a field points to (its error, once it has one).
const describedText = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function renderSetup() {
  const user = userEvent.setup();
  renderWithProviders(<MockSetupScreen />);
  const start = await screen.findByRole('button', { name: 'Start interview' });
  return { user, start };
}

describe('mock interview setup', () => {
  beforeEach(() => {
    // Typed answers: no camera or microphone to ask for.
    localStorage.setItem(CAPTURE_KEY, 'typed');
  });

  it("shows the contract's rule at its setting and sends nothing", async () => {
    const api = mockApi(() => HttpResponse.json({}, { status: 500 }));
    const { user, start } = await renderSetup();
    await user.click(start);

    await screen.findByText('Choose a role or paste a job description.');
    expect(screen.queryByText('Questions are chosen for this role.')).toBeNull();
    screen.getByText('Check the settings marked in red.');
    expect(api.sent).toEqual([]);
  });

  it('puts too few questions for the role, as the server says, under the question count', async () => {
    const api = mockApi(() =>
      HttpResponse.json(
        {
          success: false,
          error: {
            code: 'interview.too_few_questions',
            message: 'English words the screen must not show',
            field: 'questionCount',
            params: { available: 2 },
          },
        },
        { status: 400 },
      ),
    );
    const { user, start } = await renderSetup();
    await user.type(screen.getByRole('textbox', { name: 'Job description (optional)' }), JOB);
    await user.click(start);

    const count = screen.getByRole('slider', { name: '5 questions' });
    await waitFor(() =>
      expect(describedText(count)).toBe('Only 2 questions fit this role; ask for fewer.'),
    );
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/English words/)).toBeNull();
    expect(api.sent).toEqual([
      {
        jobDescription: JOB,
        questionCount: 5,
        mix: { behavioural: 2, technical: 2, roleSpecific: 1 },
        thinkSeconds: 30,
        answerSeconds: 120,
        takes: 2,
      },
    ]);
  });

  it('shows the terms recognised in the job description once the typing stops', async () => {
    const api = mockApi(() => HttpResponse.json({}, { status: 500 }));
    const { user } = await renderSetup();
    const field = screen.getByRole('textbox', { name: 'Job description (optional)' });
    await user.type(field, 'React');
    // Too short to be a job description: nothing asked, nothing shown.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.described).toEqual([]);
    await user.type(field, ', TypeScript and accessibility');

    const list = await screen.findByRole('list', {
      name: '3 terms recognised: the interview will focus on these',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript', 'accessibility']);
    expect(within(list).getByText('React').closest('[title]')?.getAttribute('title')).toBe(
      'Technology',
    );
    // Asked once, for the whole text, not for every key pressed.
    expect(api.described).toEqual([{ jobDescription: 'React, TypeScript and accessibility' }]);
  });

  it('says when nothing is recognised, and shows nothing if asking fails', async () => {
    let fail = false;
    mockApi(
      () => HttpResponse.json({}, { status: 500 }),
      () => (fail ? HttpResponse.json({}, { status: 500 }) : termsAnswer([])),
    );
    const { user } = await renderSetup();
    const field = screen.getByRole('textbox', { name: 'Job description (optional)' });
    await user.type(field, 'We are a friendly team in Berlin.');
    await screen.findByText(
      'No technologies, skills or domains recognised yet; questions will follow the role.',
    );
    fail = true;
    await user.type(field, ' Come and join us!');
    await waitFor(() => expect(screen.queryByText(/recognised/)).toBeNull());
  });

  it('shows a failure of no setting below the settings', async () => {
    mockApi(() =>
      HttpResponse.json(
        { success: false, error: { code: 'server.internal', message: 'Database down' } },
        { status: 500 },
      ),
    );
    const { user, start } = await renderSetup();
    await user.type(screen.getByRole('textbox', { name: 'Job description (optional)' }), JOB);
    await user.click(start);

    await screen.findByText('The server had a problem. Try again in a moment.');
    expect(screen.queryByText('Check the settings marked in red.')).toBeNull();
    expect(start).toHaveProperty('disabled', false);
  });
});
