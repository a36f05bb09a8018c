// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { LibraryQuestion } from '@rehearse/contracts/question-library';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { QuestionLibraryScreen } from './question-library-screen';

const BASE = '/api/recruiter/questions';
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });

const question = (id: string, over: Partial<LibraryQuestion> = {}): LibraryQuestion => ({
  id,
  source: 'organization',
  prompt: `Question ${id}`,
  competency: null,
  skills: [],
  roles: [],
  category: null,
  updated_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

type Call = { method: string; path: string; query: string; body: unknown };

// The library's API: the organization's questions and a bank, as a server would page them.
function libraryApi(
  role: OrganizationRole,
  initial: LibraryQuestion[] = [],
  bank: LibraryQuestion[] = [
    question('bank-1', {
      source: 'bank',
      prompt: 'Tell me about a conflict',
      competency: 'conflict',
    }),
  ],
) {
  const calls: Call[] = [];
  let own = [...initial];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  apiServer.use(
    http.get('/api/recruiter/organization', () =>
      ok({
        id: 'o1',
        name: 'Northwind Talent',
        organization_type: 'recruiting',
        website: null,
        about: null,
        brand_color: null,
        logo_url: null,
        role,
        updated_at: '2026-11-26T10:00:00.000Z',
      }),
    ),
    http.get(BASE, async ({ request }) => {
      await record(request);
      const params = new URL(request.url).searchParams;
      const source = params.get('source') === 'bank' ? bank : own;
      const search = params.get('search')?.toLowerCase();
      const items = source.filter((q) => !search || q.prompt.toLowerCase().includes(search));
      const page = Number(params.get('page') ?? 0);
      const size = Number(params.get('pageSize') ?? 20);
      return ok({
        items: items.slice(page * size, page * size + size),
        total: items.length,
        page,
        pageSize: size,
      });
    }),
    http.post(BASE, async ({ request }) => {
      await record(request);
      const body = calls.at(-1)?.body as { prompt: string };
      if (body.prompt.includes('\u0007')) {
        return HttpResponse.json(
          {
            success: false,
            error: {
              code: 'validation.invalid_text',
              message: 'prompt: invalid',
              issues: [{ code: 'validation.invalid_text', field: 'prompt', message: 'invalid' }],
            },
          },
          { status: 400 },
        );
      }
      const made = question(`org-${own.length + 1}`, body as Partial<LibraryQuestion>);
      own = [made, ...own];
      return ok(made, 201);
    }),
    http.patch(`${BASE}/:id`, async ({ request, params }) => {
      await record(request);
      own = own.map((q) =>
        q.id === params.id ? { ...q, ...(calls.at(-1)?.body as Partial<LibraryQuestion>) } : q,
      );
      return ok(own.find((q) => q.id === params.id));
    }),
    http.delete(`${BASE}/:id`, async ({ request, params }) => {
      await record(request);
      const gone = own.find((q) => q.id === params.id);
      own = own.filter((q) => q.id !== params.id);
      return ok(gone);
    }),
    http.post(`${BASE}/:id/copy`, async ({ request, params }) => {
      await record(request);
      const source = bank.find((q) => q.id === params.id)!;
      const made = {
        ...source,
        id: `org-copy-${String(params.id)}`,
        source: 'organization' as const,
      };
      own = [made, ...own];
      return ok(made, 201);
    }),
  );
  return calls;
}

const show = (url = '/recruiter/interview-questions') =>
  renderWithProviders(<QuestionLibraryScreen />, { url });

describe('Interview Questions', () => {
  it('tells an empty library what to do, then adds a question with field errors shown', async () => {
    const calls = libraryApi('recruiter');
    show();
    expect(await screen.findByText('No questions in your library yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Add question' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    // The contract's rule, before any call.
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findByText(/required/i)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Question/), 'How do you give feedback?');
    await user.click(within(dialog).getByLabelText('Competency'));
    await user.click(await screen.findByRole('option', { name: 'Communication' }));
    await user.click(within(dialog).getByLabelText('Roles'));
    await user.click(await screen.findByRole('option', { name: 'Backend developer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      prompt: 'How do you give feedback?',
      competency: 'communication',
      skills: [],
      roles: ['backend'],
    });
    expect(await screen.findByText('How do you give feedback?')).toBeTruthy();
    expect(screen.getByText('Question added to your library.')).toBeTruthy();
  });

  it('shows a server refusal under the field it names', async () => {
    libraryApi('owner');
    show();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add question' }))[0]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Question/), 'Bell \u0007 here');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    const field = within(dialog).getByLabelText(/^Question/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits and, once confirmed, deletes a question', async () => {
    const calls = libraryApi('owner', [question('org-1', { prompt: 'Old wording' })]);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit “Old wording”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    const prompt = within(dialog).getByLabelText(/^Question/);
    await user.clear(prompt);
    await user.type(prompt, 'New wording');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New wording')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `${BASE}/org-1`,
      body: { prompt: 'New wording', competency: null, skills: [], roles: [] },
    });

    await user.click(screen.getByRole('button', { name: 'Delete “New wording”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this question?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Delete “New wording”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this question?' })).getByRole(
        'button',
        { name: 'Delete question' },
      ),
    );
    expect(await screen.findByText('No questions in your library yet')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${BASE}/org-1`);
  });

  it('searches as you type, keeping the tab, search and page in the address', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      question(`org-${i}`, { prompt: i % 2 ? `Teamwork story ${i}` : `Other topic ${i}` }),
    );
    const calls = libraryApi('owner', many);
    const { router } = show('/recruiter/interview-questions?page=2');
    expect(await screen.findByText('Other topic 20')).toBeTruthy();
    expect(calls.at(-1)?.query).toContain('page=1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search questions'), 'teamwork');
    await waitFor(() => expect(router.state.location.search).toBe('?search=teamwork'));
    expect(await screen.findByText('12 questions')).toBeTruthy();
    expect(calls.at(-1)?.query).toContain('search=teamwork');
    expect(calls.at(-1)?.query).toContain('page=0');
    // Typing pauses before searching: one call for the whole word.
    expect(calls.filter((c) => c.query.includes('search=')).length).toBe(1);

    await user.click(screen.getByRole('tab', { name: 'Question bank' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=bank'));
    expect(await screen.findByText('Tell me about a conflict')).toBeTruthy();
  });

  it('copies a bank question into the organization’s questions', async () => {
    const calls = libraryApi('recruiter');
    show('/recruiter/interview-questions?tab=bank');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Copy “Tell me about a conflict” to your questions',
      }),
    );
    expect(await screen.findByText('Copied to your questions.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`${BASE}/bank-1/copy`);
    await user.click(screen.getByRole('button', { name: 'Show your questions' }));
    expect(
      await screen.findByRole('button', { name: 'Edit “Tell me about a conflict”' }),
    ).toBeTruthy();
  });

  it('shows a reviewer everything read-only', async () => {
    libraryApi('reviewer', [question('org-1', { prompt: 'Our question' })]);
    show();
    expect(await screen.findByText('Our question')).toBeTruthy();
    expect(
      screen.getByText(/Owners and recruiters add and edit them; you can read them/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add question/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Question bank' }));
    expect(await screen.findByText('Tell me about a conflict')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it('offers Retry when the questions cannot be loaded', async () => {
    libraryApi('owner', [question('org-1', { prompt: 'Back again' })]);
    let failures = 1;
    apiServer.use(
      http.get(BASE, () => {
        if (failures-- > 0)
          return HttpResponse.json(
            { success: false, error: { code: 'server.internal', message: 'x' } },
            { status: 500 },
          );
        return ok({
          items: [question('org-1', { prompt: 'Back again' })],
          total: 1,
          page: 0,
          pageSize: 20,
        });
      }),
    );
    show();
    expect(await screen.findByText('The questions could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
