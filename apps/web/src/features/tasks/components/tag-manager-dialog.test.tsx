// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Task, TaskTag } from '@rehearse/contracts/tasks';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { taskKeys } from '../api/tasks.queries';
import { TagManagerDialog } from './tag-manager-dialog';

const BASE = '/api/apps/tasks';
const coding: TaskTag = { id: 'tag-1', title: 'Coding' };
const urgent: TaskTag = { id: 'tag-2', title: 'Urgent' };
const tagged: Task = {
  id: 't1',
  type: 'task',
  title: 'Write the README',
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: ['tag-1', 'tag-2'],
  assignedTo: null,
  subTasks: [],
  order: 0,
};

// The tag calls of the spec, recorded.
function serve({ refuseDelete = false } = {}) {
  const calls: unknown[] = [];
  apiServer.use(
    http.post(`${BASE}/tag`, async ({ request }) => {
      const body = (await request.json()) as { tag: { title: string } };
      calls.push(['POST', body]);
      return HttpResponse.json({ id: 'tag-3', title: body.tag.title });
    }),
    http.patch(`${BASE}/tag`, async ({ request }) => {
      const body = (await request.json()) as { id: string; tag: { title: string } };
      calls.push(['PATCH', body]);
      return HttpResponse.json({ id: body.id, title: body.tag.title });
    }),
    http.delete(`${BASE}/tag`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      calls.push(['DELETE', id]);
      return refuseDelete
        ? HttpResponse.json(
            { error: 'Database unavailable', code: 'server.unavailable' },
            { status: 503 },
          )
        : HttpResponse.json(true);
    }),
  );
  return calls;
}

const render = () =>
  renderWithProviders(<TagManagerDialog tags={[coding, urgent]} onClose={() => {}} />, {
    seed: (client) => {
      client.setQueryData(taskKeys.tags(), [coding, urgent]);
      client.setQueryData(taskKeys.task('t1'), tagged);
    },
  });

describe('TagManagerDialog', () => {
  it('creates, renames and deletes tags with the spec tag calls', async () => {
    const calls = serve();
    const { queryClient } = render();
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    await userEvent.type(within(dialog).getByLabelText('New tag'), 'Networking');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls).toContainEqual(['POST', { tag: { title: 'Networking' } }]));
    await waitFor(() =>
      expect(queryClient.getQueryData<TaskTag[]>(taskKeys.tags())?.map((t) => t.title)).toEqual([
        'Coding',
        'Urgent',
        'Networking',
      ]),
    );

    const name = within(dialog).getByLabelText('Name of the tag Coding');
    await userEvent.clear(name);
    await userEvent.type(name, 'Algorithms');
    await userEvent.tab();
    await waitFor(() =>
      expect(calls).toContainEqual(['PATCH', { id: 'tag-1', tag: { title: 'Algorithms' } }]),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the tag Urgent' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the tag “Urgent”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(calls).toContainEqual(['DELETE', 'tag-2']));
    // The tag is gone from the cached tasks too, as the server strips it.
    expect(queryClient.getQueryData<Task>(taskKeys.task('t1'))?.tags).toEqual(['tag-1']);
  });

  it('puts a tag back and says so when deleting it fails', async () => {
    serve({ refuseDelete: true });
    const { queryClient } = render();
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the tag Urgent' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the tag “Urgent”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete tag' }));
    // `hidden`: the toast sits outside the open dialog, which hides the rest of the page.
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain('The tag change was not saved');
    expect(queryClient.getQueryData<TaskTag[]>(taskKeys.tags())).toEqual([coding, urgent]);
    expect(queryClient.getQueryData<Task>(taskKeys.task('t1'))?.tags).toEqual(['tag-1', 'tag-2']);
  });
});
