// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrganizationRole } from '@rehearse/contracts/organizations';
import type { Rubric, RubricInput } from '@rehearse/contracts/rubrics';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { RubricsScreen } from './rubrics-screen';

const BASE = '/api/recruiter/rubrics';
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const anchors = (name: string) => [1, 2, 3, 4, 5].map((n) => `${name} ${n}`);

const backend: Rubric = {
  id: 'r1',
  name: 'Backend engineer',
  description: 'For backend interviews',
  criteria: [
    { id: 'c1', name: 'Communication', description: null, weight: 2, anchors: anchors('Talks') },
    {
      id: 'c2',
      name: 'Problem solving',
      description: 'Breaks it down',
      weight: 5,
      anchors: anchors('Solves'),
    },
  ],
  posting_count: 2,
  updated_at: '2026-11-26T10:00:00.000Z',
};

type Call = { method: string; path: string; body: unknown };

function rubricsApi(role: OrganizationRole, initial: Rubric[] = [backend]) {
  const calls: Call[] = [];
  let rubrics = [...initial];
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return calls.at(-1)!.body;
  };
  const saved = (id: string, input: RubricInput, base?: Rubric): Rubric => ({
    id,
    name: input.name,
    description: input.description,
    criteria: input.criteria.map((c, i) => ({
      id: c.id ?? `${id}-new-${i}`,
      name: c.name,
      description: c.description,
      weight: c.weight,
      anchors: c.anchors,
    })),
    posting_count: base?.posting_count ?? 0,
    updated_at: '2026-11-27T10:00:00.000Z',
  });
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
    http.get(BASE, () =>
      ok(rubrics.map(({ criteria, ...rest }) => ({ ...rest, criterion_count: criteria.length }))),
    ),
    http.get(`${BASE}/:id`, ({ params }) => {
      const rubric = rubrics.find((r) => r.id === params.id);
      return rubric
        ? ok(rubric)
        : HttpResponse.json(
            { success: false, error: { code: 'request.not_found', message: 'no' } },
            { status: 404 },
          );
    }),
    http.post(BASE, async ({ request }) => {
      const body = (await record(request)) as RubricInput;
      const rubric = saved('r-new', body);
      rubrics = [...rubrics, rubric];
      return ok(rubric, 201);
    }),
    http.put(`${BASE}/:id`, async ({ request, params }) => {
      const body = (await record(request)) as RubricInput;
      const before = rubrics.find((r) => r.id === params.id)!;
      const rubric = saved(String(params.id), body, before);
      rubrics = rubrics.map((r) => (r.id === params.id ? rubric : r));
      return ok(rubric);
    }),
    http.post(`${BASE}/:id/duplicate`, async ({ request, params }) => {
      await record(request);
      const source = rubrics.find((r) => r.id === params.id)!;
      const copy = { ...source, id: 'r-copy', name: `${source.name} (copy)`, posting_count: 0 };
      rubrics = [...rubrics, copy];
      return ok(copy, 201);
    }),
    http.delete(`${BASE}/:id`, async ({ request, params }) => {
      await record(request);
      const rubric = rubrics.find((r) => r.id === params.id)!;
      if (rubric.posting_count > 0) {
        return HttpResponse.json(
          {
            success: false,
            error: {
              code: 'rubric.in_use',
              message: 'in use',
              params: { count: rubric.posting_count },
            },
          },
          { status: 409 },
        );
      }
      rubrics = rubrics.filter((r) => r.id !== params.id);
      return ok({ id: params.id });
    }),
  );
  return calls;
}

const show = (url = '/recruiter/rubric') => renderWithProviders(<RubricsScreen />, { url });

describe('Rubric Management', () => {
  it('lists rubrics with their criteria and postings, and refuses to delete one in use, saying why', async () => {
    const calls = rubricsApi('owner');
    show();
    const list = await screen.findByRole('list', { name: 'Rubrics' });
    expect(within(list).getByRole('link', { name: 'Backend engineer' })).toBeTruthy();
    expect(within(list).getByText('2 criteria')).toBeTruthy();
    expect(within(list).getByText('Used by 2 postings')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete “Backend engineer”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this rubric?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(
      await screen.findByText(
        '2 postings still use this rubric. Choose another rubric for them or archive them first.',
      ),
    ).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `${BASE}/r1` });
  });

  it('creates a rubric: criteria added, reordered and removed, anchors required', async () => {
    const calls = rubricsApi('recruiter', []);
    const { router } = show();
    expect(await screen.findByText('No rubrics yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New rubric' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rubric=new'));
    const form = await screen.findByRole('form', { name: 'Rubric' });
    await user.type(within(form).getByLabelText(/^Name/), 'Sales');
    await user.type(within(form).getByLabelText(/^Criterion/), 'Discovery');
    // Without anchors the form says what is missing and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Create rubric' }));
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/^1 · Poor/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(calls).toEqual([]);
    const levels = ['1 · Poor', '2 · Weak', '3 · Adequate', '4 · Strong', '5 · Exceptional'];
    for (const level of levels) {
      await user.type(within(form).getAllByLabelText(new RegExp(`^${level}`))[0], `D ${level[0]}`);
    }
    await user.click(within(form).getByRole('button', { name: 'Add criterion' }));
    const names = within(form).getAllByLabelText(/^Criterion/);
    await user.type(names[1], 'Closing');
    for (const level of levels) {
      await user.type(within(form).getAllByLabelText(new RegExp(`^${level}`))[1], `C ${level[0]}`);
    }
    await user.click(within(form).getByRole('button', { name: 'Move “Closing” up' }));
    await user.click(within(form).getByRole('button', { name: 'Add criterion' }));
    await user.click(within(form).getByRole('button', { name: 'Remove “Criterion 3”' }));
    await user.click(within(form).getByRole('button', { name: 'Create rubric' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rubric=r-new'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        name: 'Sales',
        description: null,
        criteria: [
          { name: 'Closing', weight: 1, anchors: ['C 1', 'C 2', 'C 3', 'C 4', 'C 5'] },
          { name: 'Discovery', weight: 1, anchors: ['D 1', 'D 2', 'D 3', 'D 4', 'D 5'] },
        ],
      },
    });
    expect(await screen.findByText('Rubric created.')).toBeTruthy();
  });

  it('saves an edited rubric keeping its criterion ids, and previews it as a reviewer', async () => {
    const calls = rubricsApi('owner');
    const { router } = show('/recruiter/rubric?rubric=r1');
    const form = await screen.findByRole('form', { name: 'Rubric' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Move “Problem solving” up' }));
    await user.click(within(form).getByRole('button', { name: 'Add criterion' }));
    const names = within(form).getAllByLabelText(/^Criterion/);
    await user.type(names[2], 'Testing');
    const levels = ['1 · Poor', '2 · Weak', '3 · Adequate', '4 · Strong', '5 · Exceptional'];
    for (const level of levels) {
      await user.type(within(form).getAllByLabelText(new RegExp(`^${level}`))[2], `T ${level[0]}`);
    }
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Rubric saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT') as { body: RubricInput };
    expect(put.body.criteria.map((c) => [c.id, c.name])).toEqual([
      ['c2', 'Problem solving'],
      ['c1', 'Communication'],
      [undefined, 'Testing'],
    ]);
    // Saving again sends the new criterion with the id the server gave it.
    await user.click(within(form).getByRole('button', { name: 'Move “Testing” up' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const second = calls.filter((c) => c.method === 'PUT')[1] as { body: RubricInput };
    expect(second.body.criteria.map((c) => c.id)).toEqual(['c2', 'r1-new-2', 'c1']);

    await user.click(screen.getByRole('tab', { name: 'Preview as a reviewer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rubric=r1&view=preview'));
    const scale = await screen.findByRole('radiogroup', { name: 'Problem solving' });
    expect(within(scale).getAllByRole('radio')).toHaveLength(5);
    expect(within(scale).getByText('Solves 5')).toBeTruthy();
    const overall = screen.getByRole('radiogroup', { name: 'Overall recommendation' });
    expect(
      within(overall)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Strong no', 'No', 'Yes', 'Strong yes']);
  });

  it('duplicates a rubric and opens the copy', async () => {
    const calls = rubricsApi('owner');
    const { router } = show('/recruiter/rubric?rubric=r1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rubric=r-copy'));
    await waitFor(() =>
      expect(screen.getAllByRole('heading').map((h) => h.textContent)).toContain(
        'Backend engineer (copy)',
      ),
    );
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `${BASE}/r1/duplicate` });
  });

  it('shows a reviewer the rubric as they will score with it, and nothing to change', async () => {
    rubricsApi('reviewer');
    show('/recruiter/rubric?rubric=r1');
    expect(await screen.findByRole('radiogroup', { name: 'Communication' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Rubric' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers Retry when the rubrics cannot be loaded', async () => {
    rubricsApi('owner');
    let failures = 1;
    apiServer.use(
      http.get(BASE, () =>
        failures-- > 0
          ? HttpResponse.json(
              { success: false, error: { code: 'server.internal', message: 'x' } },
              { status: 500 },
            )
          : ok([]),
      ),
    );
    show();
    expect(await screen.findByText('The rubrics could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rubrics yet')).toBeTruthy();
  });
});
