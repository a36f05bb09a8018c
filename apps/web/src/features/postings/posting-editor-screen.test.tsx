// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { Posting } from '@rehearse/contracts/postings';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { PostingEditorScreen } from './posting-editor-screen';
import { BASE, editorApis, failure, ok, options, posting, recordCalls } from './postings-test-data';

afterEach(() => apiServer.events.removeAllListeners());

function api(role: OrganizationRole = 'owner', existing?: Posting) {
  editorApis();
  apiServer.use(
    http.get(`${BASE}/options`, () => ok(options(role))),
    ...(existing ? [http.get(`${BASE}/:id`, () => ok(existing))] : []),
    http.post(BASE, async ({ request }) => {
      const { title } = (await request.json()) as { title: string };
      return ok(posting({ id: 'p9', title, questions: [] }), 201);
    }),
    http.patch(`${BASE}/:id`, () => ok(existing ?? posting({ id: 'p9' }))),
    http.put(`${BASE}/:id/plan`, () => ok(existing ?? posting({ id: 'p9' }))),
  );
}

const showNew = () =>
  renderWithProviders(<PostingEditorScreen />, { url: '/recruiter/jobs/new-posting' });
const showEdit = () =>
  renderWithProviders(<PostingEditorScreen postingId="p1" />, {
    url: '/recruiter/jobs/edit-posting/p1',
  });

describe('the posting editor', () => {
  it('creates a draft with a typed question and one from the library, linked to criteria', async () => {
    const calls = recordCalls();
    api();
    const { router } = showNew();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Job title/), 'Platform Engineer');
    await user.type(screen.getByLabelText('Department'), 'Infra');
    await user.click(screen.getByLabelText('Olivia Owner (Owner)'));

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(screen.getByLabelText(/^Question/), 'How do you handle on-call?');

    await user.click(screen.getByRole('button', { name: 'Add from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from library' });
    await user.click(within(dialog).getByRole('tab', { name: 'Question bank' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Add: Describe a time you failed.' }),
    );
    expect(
      within(dialog).getByRole('button', { name: 'In the plan: Describe a time you failed.' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Question 2')).toBeTruthy();

    // Criteria come with a rubric.
    expect(screen.getAllByText('Choose a rubric to link its criteria.')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'Rubric' }));
    await user.click(await screen.findByRole('option', { name: 'Engineering scorecard' }));
    const first = screen.getByText('Question 1').closest('li')!;
    await user.click(await within(first).findByRole('button', { name: 'Problem solving' }));
    expect(
      within(first).getByRole('button', { name: 'Problem solving' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/recruiter/jobs/view-posting/p9'),
    );
    const created = calls.find((c) => c.method === 'POST' && c.path === BASE);
    expect(created?.body).toMatchObject({
      title: 'Platform Engineer',
      department: 'Infra',
      location: null,
      workplace_type: 'on-site',
      rubric_id: 'r1',
      hiring_team: ['u1'],
      salary_min: null,
      response_deadline_days: 7,
    });
    const plan = calls.find((c) => c.method === 'PUT');
    expect(plan?.path).toBe(`${BASE}/p9/plan`);
    expect(plan?.body).toEqual({
      questions: [
        {
          prompt: 'How do you handle on-call?',
          source_question_id: null,
          answer_type: 'video',
          think_time_seconds: 30,
          answer_time_seconds: 120,
          takes: 2,
          criterion_ids: ['c1'],
        },
        {
          prompt: 'Describe a time you failed.',
          source_question_id: 'bank-1',
          answer_type: 'video',
          think_time_seconds: 30,
          answer_time_seconds: 120,
          takes: 2,
          criterion_ids: [],
        },
      ],
    });
  });

  it('checks the form as the API would before sending anything', async () => {
    const calls = recordCalls();
    api();
    showNew();
    const user = userEvent.setup();
    await screen.findByLabelText(/Job title/);
    await user.type(screen.getByLabelText('Minimum'), '90');
    await user.type(screen.getByLabelText('Maximum'), '50');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const think = screen.getByLabelText('Think time (s)');
    await user.clear(think);
    await user.type(think, '400');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('The maximum must not be below the minimum.')).toBeTruthy();
    expect(screen.getAllByText('A salary needs a currency and a period.')).toHaveLength(2);
    expect(screen.getByText('Must be at most 300.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("puts the server's refusal at the field it names", async () => {
    api('owner', posting());
    apiServer.use(
      http.put(`${BASE}/:id/plan`, () =>
        failure(400, {
          code: 'validation.unknown_id',
          field: 'questions.0.criterion_ids',
          message: "questions.0.criterion_ids: Not a criterion of this posting's rubric",
        }),
      ),
    );
    const { router } = showEdit();
    const user = userEvent.setup();
    const prompt = await screen.findByLabelText(/^Question/);
    await user.type(prompt, ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const first = screen.getByText('Question 1').closest('li')!;
    expect(
      await within(first).findByText('This refers to something that does not exist.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recruiter/jobs/edit-posting/p1');
  });

  it('keeps an open posting’s plan and rubric locked, and saves only its fields', async () => {
    const calls = recordCalls();
    api('owner', posting({ state: 'open' }));
    showEdit();
    expect(
      await screen.findByText(/This posting is open, so its questions are fixed/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove question 1' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Rubric' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const user = userEvent.setup();
    const title = screen.getByLabelText(/Job title/);
    await user.clear(title);
    await user.type(title, 'Staff Frontend Engineer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      title: 'Staff Frontend Engineer',
    });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('reorders and removes questions', async () => {
    const calls = recordCalls();
    const existing = posting({
      questions: [
        { ...posting().questions[0], id: 'q1', prompt: 'First' },
        { ...posting().questions[0], id: 'q2', prompt: 'Second', criterion_ids: [] },
        { ...posting().questions[0], id: 'q3', prompt: 'Third', criterion_ids: [] },
      ],
    });
    api('owner', existing);
    showEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move question 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const plan = calls.find((c) => c.method === 'PUT')?.body as {
      questions: { id: string; prompt: string }[];
    };
    expect(plan.questions.map((q) => [q.id, q.prompt])).toEqual([
      ['q3', 'Third'],
      ['q2', 'Second'],
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    api('owner', posting());
    const { router } = showEdit();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Job title/), '!');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    void router.navigate('/recruiter/postings');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Leave without saving?' },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/recruiter/jobs/edit-posting/p1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    void router.navigate('/recruiter/postings');
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Leave without saving?' }, { timeout: 5000 }),
      ).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/postings'));
  });

  it('shows the description in a rich-text editor with a formatting toolbar', async () => {
    api(
      'owner',
      posting({
        description_html:
          '<p>Build the <strong>web app</strong>.</p><h2>You</h2><ul><li>Care</li><li>Test</li></ul>',
      }),
    );
    showEdit();
    const editor = await screen.findByRole('textbox', { name: 'Job description' });
    expect(within(editor).getByText('web app').tagName).toBe('STRONG');
    expect(within(editor).getByText('Test').closest('li')).toBeTruthy();
    // Loading a posting is not a change to it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting for Job description' });
    for (const name of [
      'Bold (Ctrl+B)',
      'Italic (Ctrl+I)',
      'H2 heading',
      'Bulleted list',
      'Link',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('tells a reviewer they can view but not edit', async () => {
    api('reviewer', posting({ role: 'reviewer' }));
    showEdit();
    expect(await screen.findByText('You can view but not edit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the posting' }).getAttribute('href')).toBe(
      '/recruiter/jobs/view-posting/p1',
    );
    expect(screen.queryByLabelText(/Job title/)).toBeNull();
  });

  it('says an archived posting is read-only instead of showing the form', async () => {
    api('owner', posting({ state: 'archived' }));
    showEdit();
    expect(await screen.findByText('This posting is archived')).toBeTruthy();
    expect(screen.queryByLabelText(/Job title/)).toBeNull();
  });
});
