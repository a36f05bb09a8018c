// @vitest-environment jsdom
import type { Note, NoteLabel } from '@rehearse/contracts/notes';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotesScreen } from './notes-screen';

// The router renders navigations in a transition, which a busy machine may take more than the
// default second to show.
configure({ asyncUtilTimeout: 5000 });

const BASE = '/api/apps/notes';
const WORK: NoteLabel = { id: '00000000-0000-4000-8000-000000000001', title: 'Work' };
const FAMILY: NoteLabel = { id: '00000000-0000-4000-8000-000000000002', title: 'Family' };

const note = (id: string, fields: Partial<Note>): Note => ({
  id,
  title: '',
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
  ...fields,
});

const PLAN = note('n1', {
  title: 'Interview plan',
  content: 'Practise the STAR answers.',
  tasks: [
    { id: 't1', content: 'Conflict story', completed: true },
    { id: 't2', content: 'Failure story', completed: false },
  ],
  reminder: '2026-12-01T09:30:00.000Z',
  labels: [WORK],
});
const BIRTHDAY = note('n2', { title: 'Birthday gift', content: 'A book', labels: [FAMILY] });
const OLD = note('n3', { title: 'Old résumé', archived: true });

type Sent = { method: string; path: string; body?: unknown; id?: string | null };

// The notes API over lists kept in the test, recording every change it is sent; `fail` makes
// the named method answer 500 with the API's error body.
function notesApi(options: { notes?: Note[]; labels?: NoteLabel[]; fail?: string } = {}) {
  let notes = options.notes ?? [PLAN, BIRTHDAY, OLD];
  let labels = options.labels ?? [WORK, FAMILY];
  const sent: Sent[] = [];
  const failing = (method: string) =>
    options.fail === method
      ? HttpResponse.json({ error: 'Something broke', code: 'server.internal' }, { status: 500 })
      : null;
  apiServer.use(
    http.get(`${BASE}/all`, () => HttpResponse.json(notes)),
    http.get(`${BASE}/labels`, () => HttpResponse.json(labels)),
    http.post(`${BASE}/labels`, async ({ request }) => {
      const body = (await request.json()) as { title: string };
      sent.push({ method: 'POST', path: 'labels', body });
      labels = [...labels, { id: '00000000-0000-4000-8000-000000000009', title: body.title }];
      return HttpResponse.json(labels);
    }),
    http.delete(`${BASE}/labels`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      sent.push({ method: 'DELETE', path: 'labels', id });
      labels = labels.filter((l) => l.id !== id);
      return HttpResponse.json(labels);
    }),
    http.post(`${BASE}/tasks`, async ({ request }) => {
      const body = (await request.json()) as { note: { id: string }; task: string };
      sent.push({ method: 'POST', path: 'tasks', body });
      notes = notes.map((n) =>
        n.id === body.note.id
          ? {
              ...n,
              tasks: [...(n.tasks ?? []), { id: 'added', content: body.task, completed: false }],
            }
          : n,
      );
      return HttpResponse.json(notes.find((n) => n.id === body.note.id));
    }),
    http.post(BASE, async ({ request }) => {
      const body = (await request.json()) as { note: Partial<Note> & { labels?: string[] } };
      sent.push({ method: 'POST', path: '', body });
      const created = note(`new${notes.length}`, {
        ...body.note,
        labels: labels.filter((l) => body.note.labels?.includes(l.id)),
      });
      notes = [created, ...notes];
      return HttpResponse.json(created);
    }),
    http.patch(BASE, async ({ request }) => {
      const body = (await request.json()) as { updatedNote: Partial<Note> & { id: string } };
      sent.push({ method: 'PATCH', path: '', body });
      const failed = failing('PATCH');
      if (failed) return failed;
      const { labels: ids, ...fields } = body.updatedNote as { labels?: string[] };
      notes = notes.map((n) =>
        n.id === body.updatedNote.id
          ? {
              ...n,
              ...fields,
              ...(ids && { labels: labels.filter((l) => ids.includes(l.id)) }),
              updatedAt: '2026-11-27T10:00:00.000Z',
            }
          : n,
      );
      return HttpResponse.json(notes.find((n) => n.id === body.updatedNote.id));
    }),
    http.delete(BASE, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      sent.push({ method: 'DELETE', path: '', id });
      notes = notes.filter((n) => n.id !== id);
      return HttpResponse.json(true);
    }),
  );
  return { sent, notes: () => notes };
}

// The screen under the same routes as the app's router (app/router.tsx).
function renderNotes(url = '/apps/notes') {
  return renderWithProviders(
    <Routes>
      <Route path="/apps/notes" element={<NotesScreen />}>
        <Route index element={null} />
        <Route path=":noteId" element={null} />
        <Route path="archive">
          <Route index element={null} />
          <Route path=":noteId" element={null} />
        </Route>
      </Route>
    </Routes>,
    { url },
  );
}

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).queryByRole('heading')?.textContent);

describe('NotesScreen', () => {
  it('shows the notes in use as cards, newest first, with checklist, reminder and labels', async () => {
    notesApi();
    renderNotes();
    await screen.findByText('Interview plan');
    expect(cardTitles()).toEqual(['Interview plan', 'Birthday gift']);
    const card = screen.getAllByRole('article')[0]!;
    expect(card.textContent).toContain('Practise the STAR answers.');
    expect(card.textContent).toContain('Done: Conflict story');
    expect(card.textContent).toContain('To do: Failure story');
    expect(card.textContent).toContain('Reminder: December 1, 2026');
    expect(card.textContent).toContain('Work');
    expect(screen.queryByText('Old résumé')).toBeNull();
  });

  it('filters by the label and the search in the address, and shows the archive', async () => {
    notesApi();
    const { router } = renderNotes(`/apps/notes?label=${FAMILY.id}`);
    await screen.findByText('Birthday gift');
    expect(cardTitles()).toEqual(['Birthday gift']);
    expect(screen.getByRole('heading', { level: 2, name: 'Notes · Family' })).toBeTruthy();

    await router.navigate('/apps/notes?q=star');
    await waitFor(() => expect(cardTitles()).toEqual(['Interview plan']));

    await router.navigate('/apps/notes?q=nothing-like-this');
    await screen.findByText('No notes match your search.');

    fireEvent.click(screen.getByRole('link', { name: 'Archive' }));
    await waitFor(() => expect(cardTitles()).toEqual([]));
    // The search is kept when the view changes.
    expect(router.state.location.search).toBe('?q=nothing-like-this');
    await router.navigate('/apps/notes/archive');
    await waitFor(() => expect(cardTitles()).toEqual(['Old résumé']));
  });

  it('shows markup in a note as text and never runs it', async () => {
    const attack = '<img src=x onerror="window.__notesXss=1">';
    notesApi({ notes: [note('x1', { title: attack, content: attack })] });
    renderNotes('/apps/notes/x1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe(attack);
    const card = screen.getAllByRole('article', { hidden: true })[0]!;
    expect(card.textContent).toContain(attack);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __notesXss?: number }).__notesXss).toBeUndefined();
  });

  it('opens a note from its card, ticks and adds checklist items, and saves the title on close', async () => {
    const api = notesApi();
    const user = userEvent.setup();
    const { router } = renderNotes();
    await user.click(await screen.findByRole('link', { name: /Interview plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview plan' });
    expect(router.state.location.pathname).toBe('/apps/notes/n1');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Failure story' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'PATCH',
        path: '',
        body: {
          updatedNote: {
            id: 'n1',
            tasks: [
              { id: 't1', content: 'Conflict story', completed: true },
              { id: 't2', content: 'Failure story', completed: true },
            ],
          },
        },
      }),
    );

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Add a checklist item' }),
      'Leadership story{Enter}',
    );
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'POST',
        path: 'tasks',
        body: { note: { id: 'n1' }, task: 'Leadership story' },
      }),
    );
    await within(dialog).findByRole('checkbox', { name: 'Leadership story' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove “Conflict story”' }));
    await waitFor(() =>
      expect(api.notes()[0]!.tasks?.map((t) => t.content)).toEqual([
        'Failure story',
        'Leadership story',
      ]),
    );

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Interview plan v2');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/notes'));
    await waitFor(() => expect(api.notes()[0]!.title).toBe('Interview plan v2'));
    expect(await screen.findByText('Interview plan v2')).toBeTruthy();
  });

  it('shows a tick at once while an added checklist item is still being saved, and keeps it', async () => {
    const api = notesApi();
    // The add's answer waits until released; the tick is made meanwhile.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    apiServer.use(
      http.post(`${BASE}/tasks`, async () => {
        await held;
        // Nothing answered here: the notes API above answers once released.
      }),
    );
    const user = userEvent.setup();
    renderNotes('/apps/notes/n1');
    const dialog = await screen.findByRole('dialog', { name: 'Interview plan' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Add a checklist item' }),
      'Leadership story{Enter}',
    );
    await within(dialog).findByRole('checkbox', { name: 'Leadership story' });
    const failure = within(dialog).getByRole('checkbox', { name: 'Failure story' });
    await user.click(failure);
    expect((failure as HTMLInputElement).checked).toBe(true);

    release();
    await waitFor(() =>
      expect(api.notes()[0]!.tasks?.find((t) => t.content === 'Failure story')?.completed).toBe(
        true,
      ),
    );
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Failure story' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('saves what was typed when the dialog goes away without Close (Back, a link)', async () => {
    const api = notesApi();
    const user = userEvent.setup();
    const { router } = renderNotes('/apps/notes/n2');
    const dialog = await screen.findByRole('dialog', { name: 'Birthday gift' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), ' about gardens');
    await router.navigate('/apps/notes');
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'PATCH',
        path: '',
        body: { updatedNote: { id: 'n2', content: 'A book about gardens' } },
      }),
    );
    expect(api.sent.filter((s) => s.method === 'PATCH')).toHaveLength(1);
  });

  it('deletes a note at once and Undo stores it again through the API', async () => {
    const api = notesApi();
    const user = userEvent.setup();
    const { router } = renderNotes('/apps/notes/n1');
    const dialog = await screen.findByRole('dialog', { name: 'Interview plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/notes'));
    expect(api.sent).toContainEqual({ method: 'DELETE', path: '', id: 'n1' });
    await screen.findByText('Note deleted.');
    expect(cardTitles()).toEqual(['Birthday gift']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'POST',
        path: '',
        body: {
          note: {
            title: 'Interview plan',
            content: 'Practise the STAR answers.',
            tasks: PLAN.tasks,
            image: null,
            reminder: PLAN.reminder,
            labels: [WORK.id],
            archived: false,
          },
        },
      }),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Interview plan', 'Birthday gift']));
  });

  it('puts a refused change back and says why in an error toast', async () => {
    notesApi({ fail: 'PATCH' });
    const user = userEvent.setup();
    renderNotes('/apps/notes/n1');
    const dialog = await screen.findByRole('dialog', { name: 'Interview plan' });
    const box = within(dialog).getByRole('checkbox', { name: 'Failure story' }) as HTMLInputElement;
    await user.click(box);
    // The toast sits behind the open dialog, which hides the rest of the page from the
    // accessibility tree.
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain('The change to the note was not saved');
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('checkbox', { name: 'Failure story' }) as HTMLInputElement)
          .checked,
      ).toBe(false),
    );
  });

  it('archives a note from its dialog, with Undo', async () => {
    const api = notesApi();
    const user = userEvent.setup();
    renderNotes('/apps/notes/n2');
    const dialog = await screen.findByRole('dialog', { name: 'Birthday gift' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await screen.findByText('Note archived.');
    expect(cardTitles()).toEqual(['Interview plan']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.notes().find((n) => n.id === 'n2')?.archived).toBe(false));
    await waitFor(() => expect(cardTitles()).toEqual(['Interview plan', 'Birthday gift']));
  });

  it('takes a note with "Take a note", carrying the label in view', async () => {
    const api = notesApi();
    const user = userEvent.setup();
    renderNotes(`/apps/notes?label=${WORK.id}`);
    await user.click(await screen.findByRole('button', { name: 'Take a note…' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Salary research');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Look up the ranges.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'POST',
        path: '',
        body: {
          note: { title: 'Salary research', content: 'Look up the ranges.', labels: [WORK.id] },
        },
      }),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Salary research', 'Interview plan']));
  });

  it('says so when the note in the address does not exist', async () => {
    notesApi();
    renderNotes('/apps/notes/unknown');
    await screen.findByText('This note does not exist or has been deleted.');
    expect(screen.getByRole('dialog', { name: 'Note not found' })).toBeTruthy();
  });

  it('creates labels and deletes one after confirming, taking it off the notes', async () => {
    const api = notesApi();
    const user = userEvent.setup();
    renderNotes();
    await screen.findByText('Interview plan');
    await user.click(screen.getByRole('button', { name: 'Edit labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit labels' });
    await user.type(within(dialog).getByRole('textbox', { name: 'New label' }), 'Offers');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'POST',
        path: 'labels',
        body: { title: 'Offers' },
      }),
    );
    // The label list beside the grid, behind the dialog, has it at once.
    await screen.findByRole('link', { name: 'Offers', hidden: true });

    await user.click(within(dialog).getByRole('button', { name: 'Delete the label Work' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this label?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({ method: 'DELETE', path: 'labels', id: WORK.id }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Work', hidden: true })).toBeNull(),
    );
    expect(screen.getAllByRole('article', { hidden: true })[0]!.textContent).not.toContain('Work');
  });

  it('refuses a picture of another type without a call, and stores an image as a data URL', async () => {
    const api = notesApi();
    const user = userEvent.setup({ applyAccept: false });
    renderNotes('/apps/notes/n2');
    await screen.findByRole('dialog', { name: 'Birthday gift' });
    const input = screen.getByTestId('note-image-input') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await screen.findByText('Choose a PNG, JPEG, GIF or WebP picture.');
    expect(api.sent.filter((s) => s.method === 'PATCH')).toEqual([]);

    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(api.notes().find((n) => n.id === 'n2')?.image).toBe('data:image/png;base64,iVBORw=='),
    );
  });
});
