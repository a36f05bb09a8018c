// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { BoardsGalleryScreen } from './boards-gallery-screen';
import { testBoard } from './test-data';

const BASE = '/api/apps/scrumboard';

describe('the boards gallery', () => {
  it('shows each board with its members and links it; a new board opens at its address', async () => {
    let created: unknown;
    apiServer.use(
      http.get(`${BASE}/boards`, () => HttpResponse.json([testBoard()])),
      http.post(`${BASE}/board`, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(testBoard({ id: 'b2', title: 'Side project', members: [] }));
      }),
    );
    const { router } = renderWithProviders(<BoardsGalleryScreen />, { url: '/apps/scrumboard' });
    const tile = await screen.findByRole('listitem', { name: 'Job search' });
    expect(within(tile).getByRole('link').getAttribute('href')).toBe('/apps/scrumboard/b1');
    expect(tile.textContent).toContain('Members: Priya Raman');
    expect(tile.textContent).toContain('Last changed November 27, 2026');

    fireEvent.click(screen.getByRole('button', { name: 'New board' }));
    const dialog = await screen.findByRole('dialog', { name: 'New board' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create board' }));
    expect((await within(dialog).findByText('Give the board a title.')).textContent).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Side project' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create board' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/scrumboard/b2'));
    expect(created).toEqual({ board: { title: 'Side project', description: '' } });
  });

  it('renames at once and puts the old name back with a message when the server refuses', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.get(`${BASE}/boards`, () => HttpResponse.json([testBoard()])),
      http.patch(`${BASE}/board`, async () => {
        await answered;
        return HttpResponse.json(
          { error: 'No board with this id', code: 'resource.not_found' },
          { status: 404 },
        );
      }),
    );
    renderWithProviders(<BoardsGalleryScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for board Job search' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename board' });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Hunt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Hunt');
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The board was not renamed');
    await screen.findByText('Job search');
    expect(screen.queryByText('Hunt')).toBeNull();
  });

  it('deletes a board only after the confirmation', async () => {
    let deleted: string | null = null;
    apiServer.use(
      http.get(`${BASE}/boards`, () => HttpResponse.json([testBoard()])),
      http.delete(`${BASE}/board`, ({ request }) => {
        deleted = new URL(request.url).searchParams.get('id');
        return HttpResponse.json(true);
      }),
    );
    renderWithProviders(<BoardsGalleryScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for board Job search' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete board' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this board?' });
    expect(deleted).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No boards yet');
    expect(deleted).toBe('b1');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Board “Job search” deleted.',
    );
  });

  it('says when the boards cannot be loaded', async () => {
    apiServer.use(
      http.get(`${BASE}/boards`, () => HttpResponse.json({ error: 'x' }, { status: 500 })),
    );
    renderWithProviders(<BoardsGalleryScreen />);
    expect((await screen.findByText('The boards could not be loaded')).textContent).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
