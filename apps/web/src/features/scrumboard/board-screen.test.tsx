// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rehearse/contracts/scrumboard';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { BoardScreen } from './board-screen';
import { testBoardDetail } from './test-data';

const BASE = '/api/apps/scrumboard';

// The board API over a board the handlers change; each call's body is recorded.
function serve(board: BoardDetail = testBoardDetail()) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'DELETE' ? null : await request.json();
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    return body;
  };
  apiServer.use(
    http.get(`${BASE}/board`, () => HttpResponse.json(board)),
    http.get(`${BASE}/boards`, () => HttpResponse.json([])),
    http.put(`${BASE}/board/card`, async ({ request }) => {
      await record(request);
      const list = board.lists[1]!;
      const card = {
        ...board.lists[0]!.cards[0]!,
        id: 'c9',
        listId: list.id,
        title: 'Fabrikam',
        labels: [],
        dueDate: null,
        description: '',
      };
      list.cards.push(card);
      return HttpResponse.json(card);
    }),
    http.patch(`${BASE}/board/card`, async ({ request }) => {
      const { id, card } = (await record(request)) as {
        id: string;
        card: { title?: string };
      };
      const found = board.lists.flatMap((l) => l.cards).find((c) => c.id === id)!;
      Object.assign(found, card.title ? { title: card.title } : {});
      return HttpResponse.json(found);
    }),
    http.patch(`${BASE}/board/list`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ error: 'server', code: 'server.internal' }, { status: 500 });
    }),
    http.delete(`${BASE}/board/label`, async ({ request }) => {
      await record(request);
      board.labels = board.labels.filter((l) => l.id !== 'lb1');
      for (const card of board.lists.flatMap((l) => l.cards)) card.labels = [];
      return HttpResponse.json(true);
    }),
  );
  return calls;
}

describe('a board', () => {
  it('shows its lists and cards, stored markup as text, and links each card to its address', async () => {
    serve();
    const { container } = renderWithProviders(<BoardScreen boardId="b1" />);
    await screen.findByRole('heading', { level: 1, name: 'Job search' });
    const applied = screen.getByRole('region', { name: 'Applied' });
    const link = within(applied).getByRole('link', {
      name: 'Contoso <img src=x onerror=alert(1)>',
    });
    expect(link.getAttribute('href')).toBe('/apps/scrumboard/b1/card/c1');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(applied).getByText('Remote')).toBeTruthy();
    expect(within(applied).getByLabelText('Due December 3, 2026')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Offer' })).getByText('No cards yet.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Move card Contoso <img src=x onerror=alert(1)>' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move list Offer' })).toBeTruthy();
  });

  it('adds a card at the end of its list at once', async () => {
    const calls = serve();
    renderWithProviders(<BoardScreen boardId="b1" />);
    const offer = await screen.findByRole('region', { name: 'Offer' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Add a card' }));
    fireEvent.change(within(offer).getByLabelText('Card title'), { target: { value: 'Fabrikam' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Add' }));
    await within(offer).findByText('Fabrikam');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { card: { boardId: 'b1', listId: 'l2', title: 'Fabrikam' } },
    });
    await within(offer).findByRole('link', { name: 'Fabrikam' });
  });

  it('puts a list name back with a message when renaming fails', async () => {
    serve();
    renderWithProviders(<BoardScreen boardId="b1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for list Offer' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename list' }));
    const field = await screen.findByLabelText('List title');
    fireEvent.change(field, { target: { value: 'Offers' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list was not renamed');
    await screen.findByRole('region', { name: 'Offer' });
  });

  it('opens a card at its address and saves a new title', async () => {
    const calls = serve();
    renderWithProviders(<BoardScreen boardId="b1" cardId="c1" />);
    const dialog = await screen.findByRole('dialog', { name: 'Card' });
    expect(dialog.textContent).toContain('In list Applied');
    const title = within(dialog).getByLabelText(/Title/);
    fireEvent.change(title, { target: { value: 'Contoso: Platform' } });
    fireEvent.blur(title);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: `${BASE}/board/card`,
        body: { id: 'c1', card: { title: 'Contoso: Platform' } },
      }),
    );
    await screen.findByRole('link', { name: 'Contoso: Platform', hidden: true });
  });

  it('deletes a label from the board and its cards after asking', async () => {
    const calls = serve();
    renderWithProviders(<BoardScreen boardId="b1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labels of this board' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete label Remote' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this label?' });
    expect(confirm.textContent).toContain('from the 1 card that has it');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByText('Remote')).toBeNull());
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: `${BASE}/board/label?id=lb1`,
      body: null,
    });
  });

  it('says when the board cannot be loaded and links back to all boards', async () => {
    apiServer.use(
      http.get(`${BASE}/board`, () =>
        HttpResponse.json(
          { error: 'No board with this id', code: 'resource.not_found' },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<BoardScreen boardId="nope" />);
    expect((await screen.findByText('The board could not be loaded')).textContent).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All boards' }).getAttribute('href')).toBe(
      '/apps/scrumboard',
    );
  });
});
