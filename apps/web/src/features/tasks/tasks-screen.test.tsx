// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task, TaskTag } from '@rehearse/contracts/tasks';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { TasksScreen } from './components/tasks-screen';

const BASE = '/api/apps/tasks';

// jsdom lays nothing out; the virtualised list needs a viewport to draw rows into.
const sizes = { clientHeight: 600, clientWidth: 800, offsetHeight: 57, offsetWidth: 800 } as const;
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

const task = (id: string, title: string, fields: Partial<Task> = {}): Task => ({
  id,
  type: 'task',
  title,
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: 0,
  ...fields,
});

const tags: TaskTag[] = [{ id: 'tag-1', title: 'Coding' }];

// The tasks API over a list the test can read back: GET page slices it, PATCH order and PATCH
// task change it as the server does (or refuse with `refuse`), DELETE removes.
function serve(initial: Task[], { refuse = false } = {}) {
  let rows = initial.map((t, order) => ({ ...t, order }));
  const calls: { method: string; path: string; body: unknown }[] = [];
  const remaining = () => rows.filter((t) => t.type === 'task' && !t.completed).length;
  const refused = () =>
    HttpResponse.json(
      { error: 'Database unavailable', code: 'server.unavailable' },
      { status: 503 },
    );
  apiServer.use(
    http.get(`${BASE}/page`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const offset = Number(params.get('offset'));
      const limit = Number(params.get('limit'));
      return HttpResponse.json({
        tasks: rows.slice(offset, offset + limit),
        total: rows.length,
        remaining: remaining(),
      });
    }),
    http.get(`${BASE}/search`, ({ request }) => {
      const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
      return HttpResponse.json(rows.filter((t) => t.title.toLowerCase().includes(query)));
    }),
    http.get(`${BASE}/tags`, () => HttpResponse.json(tags)),
    http.get(`${BASE}/task`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const found = rows.find((t) => t.id === id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: 'No task' }, { status: 404 });
    }),
    http.patch(`${BASE}/order`, async ({ request }) => {
      const body = (await request.json()) as { tasks: { id: string }[] };
      calls.push({ method: 'PATCH', path: 'order', body });
      if (refuse) return refused();
      const given = body.tasks.map((g) => rows.find((t) => t.id === g.id)!);
      rows = [...given, ...rows.filter((t) => !given.includes(t))].map((t, order) => ({
        ...t,
        order,
      }));
      return HttpResponse.json(rows);
    }),
    http.patch(`${BASE}/task`, async ({ request }) => {
      const body = (await request.json()) as { id: string; task: Partial<Task> };
      calls.push({ method: 'PATCH', path: 'task', body });
      if (refuse) return refused();
      rows = rows.map((t) => (t.id === body.id ? { ...t, ...body.task } : t));
      return HttpResponse.json(rows.find((t) => t.id === body.id));
    }),
    http.delete(`${BASE}/task`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      calls.push({ method: 'DELETE', path: 'task', body: id });
      rows = rows.filter((t) => t.id !== id);
      return HttpResponse.json(true);
    }),
  );
  return { calls, rows: () => rows };
}

const sample = () => [
  task('s1', 'This week', { type: 'section' }),
  task('t1', 'Write the README'),
  task('t2', 'Practise system design', { notes: 'Rate limiter' }),
  task('t3', 'Send the application', { completed: true }),
];

// `hidden`: the open task's panel is modal, so the list behind it is hidden from the tree.
const titles = () =>
  within(screen.getByRole('list', { name: 'Tasks and sections', hidden: true }))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

describe('TasksScreen', () => {
  it('shows sections and tasks in order with the tasks remaining, and the task of the address', async () => {
    serve(sample());
    renderWithProviders(<TasksScreen />, { url: '/apps/tasks/t2' });
    await screen.findByText('2 tasks remaining');
    expect(titles()).toEqual([
      'This week',
      'Write the README',
      'Practise system design',
      'Send the application',
    ]);
    const panel = await screen.findByRole('region', { name: 'Task' });
    expect((within(panel).getByLabelText('Title') as HTMLTextAreaElement).value).toBe(
      'Practise system design',
    );
    expect((within(panel).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe(
      'Rate limiter',
    );
    expect(
      screen
        .getByRole('link', { name: 'Practise system design', hidden: true })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('completes a task at once and counts it', async () => {
    const api = serve(sample());
    renderWithProviders(<TasksScreen />, { url: '/apps/tasks' });
    await screen.findByText('2 tasks remaining');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Completed: Write the README' }));
    await screen.findByText('1 task remaining');
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: 'task',
        body: { id: 't1', task: { completed: true } },
      }),
    );
  });

  it('moves a task down from its menu and saves the order with PATCH order', async () => {
    const api = serve(sample());
    renderWithProviders(<TasksScreen />, { url: '/apps/tasks' });
    await screen.findByText('2 tasks remaining');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Write the README' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    expect(titles()).toEqual([
      'This week',
      'Practise system design',
      'Write the README',
      'Send the application',
    ]);
    // Every task down to the lower of the two places, in the new order.
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: 'order',
        body: { tasks: [{ id: 's1' }, { id: 't2' }, { id: 't1' }] },
      }),
    );
    expect(api.rows().map((t) => t.id)).toEqual(['s1', 't2', 't1', 't3']);
  });

  it('puts the order back and says so when the server refuses a move', async () => {
    serve(sample(), { refuse: true });
    renderWithProviders(<TasksScreen />, { url: '/apps/tasks' });
    await screen.findByText('2 tasks remaining');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Send the application' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The new order was not saved');
    await waitFor(() =>
      expect(titles()).toEqual([
        'This week',
        'Write the README',
        'Practise system design',
        'Send the application',
      ]),
    );
  });

  it('searches with ?q= through the search call', async () => {
    serve(sample());
    renderWithProviders(<TasksScreen />, { url: '/apps/tasks?q=readme' });
    await screen.findByText('1 task found');
    expect(titles()).toEqual(['Write the README']);
    // A search result is not reordered: no drag handle.
    expect(screen.queryByRole('button', { name: 'Move Write the README by dragging' })).toBeNull();
  });

  it('says when nothing matches', async () => {
    serve(sample());
    renderWithProviders(<TasksScreen />, { url: '/apps/tasks?q=nothing' });
    await screen.findByText('No tasks match “nothing”');
  });

  it('deletes a task only after the confirmation', async () => {
    const api = serve(sample());
    renderWithProviders(<TasksScreen />, { url: '/apps/tasks' });
    await screen.findByText('2 tasks remaining');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Write the README' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('“Write the README” will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.rows().map((t) => t.id)).toEqual(['s1', 't2', 't3']));
    await screen.findByText('1 task remaining');
    expect(titles()).not.toContain('Write the README');
  });

  it('says so when the task of the address does not exist', async () => {
    serve(sample());
    renderWithProviders(<TasksScreen />, { url: '/apps/tasks/missing' });
    await screen.findByText('This task could not be opened');
  });
});
