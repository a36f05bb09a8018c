// @vitest-environment jsdom
import type { NewShortcut, Shortcut } from '@rehearse/contracts/shortcuts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ShortcutsPanel } from './shortcuts-panel';

const PATH = '/api/common/shortcuts';

// The shortcuts API over a list kept in the test, recording what each change sent.
function shortcutsApi(initial: Shortcut[]) {
  let list = [...initial];
  // What the server stores: the optional fields filled in.
  const stored = (id: string, shortcut: NewShortcut): Shortcut => ({
    id,
    ...shortcut,
    description: shortcut.description ?? null,
    useRouter: shortcut.useRouter ?? false,
  });
  const sent: { method: string; body?: unknown; id?: string | null }[] = [];
  apiServer.use(
    http.get(PATH, () => HttpResponse.json(list)),
    http.post(PATH, async ({ request }) => {
      const body = (await request.json()) as { shortcut: NewShortcut };
      sent.push({ method: 'POST', body });
      const created = stored(`s${list.length + 1}`, body.shortcut);
      list = [...list, created];
      return HttpResponse.json(created);
    }),
    http.patch(PATH, async ({ request }) => {
      const body = (await request.json()) as { id: string; shortcut: NewShortcut };
      sent.push({ method: 'PATCH', body });
      list = list.map((s) => (s.id === body.id ? stored(s.id, { ...s, ...body.shortcut }) : s));
      return HttpResponse.json(list.find((s) => s.id === body.id));
    }),
    http.delete(PATH, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      sent.push({ method: 'DELETE', id });
      list = list.filter((s) => s.id !== id);
      return HttpResponse.json(true);
    }),
  );
  return { sent, list: () => list };
}

const QUIZ: Shortcut = {
  id: 's1',
  label: 'Quiz',
  description: 'Assess knowledge',
  icon: 'heroicons_outline:academic-cap',
  link: '/apps/quiz',
  useRouter: true,
};

async function openPanel() {
  const user = userEvent.setup();
  renderWithProviders(<ShortcutsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Shortcuts' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Shortcuts' }) };
}

describe('shortcuts panel', () => {
  let api: ReturnType<typeof shortcutsApi>;
  beforeEach(() => {
    api = shortcutsApi([QUIZ]);
  });

  it('lists the shortcuts, in-app ones as links inside the app', async () => {
    const { panel } = await openPanel();
    const quiz = within(panel).getByRole('link', { name: /Quiz/ });
    expect(quiz.getAttribute('href')).toBe('/apps/quiz');
    expect(quiz.getAttribute('target')).toBeNull();
    within(quiz).getByText('Assess knowledge');
  });

  it('adds a shortcut: the button waits for the required fields, the new tile shows', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Add shortcut' }));
    within(panel).getByRole('heading', { name: 'Add shortcut' });
    const add = within(panel).getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);

    // A link that is neither an in-app path nor http(s) is refused once the field is left.
    await user.click(within(panel).getByRole('textbox', { name: 'Link' }));
    await user.paste('ftp://example.test');
    await user.tab();
    within(panel).getByText('Use a path in the app starting with / or an http(s) address.');

    await user.type(within(panel).getByRole('textbox', { name: 'Label' }), 'Docs');
    await user.click(within(panel).getByRole('combobox', { name: 'Icon' }));
    await user.paste('heroicons_outline:book-open');
    const link = within(panel).getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.paste('https://docs.example.test');
    expect(add).toHaveProperty('disabled', false);
    await user.click(add);

    // Saved: the panel is in edit mode with the new tile; leaving it shows the link.
    await within(panel).findByRole('button', { name: 'Edit Docs' });
    await user.click(within(panel).getByRole('button', { name: 'Exit edit mode' }));
    const docs = within(panel).getByRole('link', { name: /Docs/ });
    expect(docs.getAttribute('href')).toBe('https://docs.example.test');
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(api.sent).toEqual([
      {
        method: 'POST',
        body: {
          shortcut: {
            label: 'Docs',
            description: null,
            icon: 'heroicons_outline:book-open',
            link: 'https://docs.example.test',
            useRouter: false,
          },
        },
      },
    ]);
  });

  it('edits a shortcut from edit mode', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Enter edit mode' }));
    within(panel).getByText('Select a shortcut to edit it.');
    await user.click(within(panel).getByRole('button', { name: 'Edit Quiz' }));
    within(panel).getByRole('heading', { name: 'Edit shortcut' });
    const label = within(panel).getByRole('textbox', { name: 'Label' });
    expect(label).toHaveProperty('value', 'Quiz');
    await user.clear(label);
    await user.type(label, 'Daily quiz');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));

    // Back in edit mode, with the new label.
    await within(panel).findByRole('button', { name: 'Edit Daily quiz' });
    expect(api.sent).toEqual([
      {
        method: 'PATCH',
        body: {
          id: 's1',
          shortcut: {
            label: 'Daily quiz',
            description: 'Assess knowledge',
            icon: 'heroicons_outline:academic-cap',
            link: '/apps/quiz',
            useRouter: true,
          },
        },
      },
    ]);
  });

  it('removes a shortcut only once the deletion is confirmed', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Enter edit mode' }));
    await user.click(within(panel).getByRole('button', { name: 'Edit Quiz' }));

    // Cancelled: nothing is sent, the form stays.
    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    let confirmation = await screen.findByRole('dialog', { name: 'Delete shortcut' });
    within(confirmation).getByText('Are you sure you want to delete the shortcut "Quiz"?');
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete shortcut' })).toBeNull(),
    );
    expect(api.sent).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    confirmation = await screen.findByRole('dialog', { name: 'Delete shortcut' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await within(panel).findByText('No shortcuts');
    expect(api.sent).toEqual([{ method: 'DELETE', id: 's1' }]);
    expect(api.list()).toEqual([]);
  });

  it.each([
    [500, 'server.internal', 'The server had a problem. Try again in a moment.'],
    [404, 'request.not_found', 'We could not find what you asked for.'],
  ])('says why a deletion failed (%i) and keeps the shortcut', async (status, code, text) => {
    apiServer.use(
      http.delete(PATH, () => HttpResponse.json({ error: 'Refused', code }, { status })),
    );
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Enter edit mode' }));
    await user.click(within(panel).getByRole('button', { name: 'Edit Quiz' }));
    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete shortcut' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));

    // The message comes from the code, never the server's English; the form stays open.
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toBe(text);
    within(panel).getByRole('heading', { name: 'Edit shortcut' });
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    within(panel).getByRole('button', { name: 'Edit Quiz' });
    expect(api.list()).toEqual([QUIZ]);

    // Editing it again starts without the old message.
    await user.click(within(panel).getByRole('button', { name: 'Edit Quiz' }));
    expect(within(panel).queryByRole('alert')).toBeNull();
  });
});
