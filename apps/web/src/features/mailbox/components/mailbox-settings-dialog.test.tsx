// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MailLabel } from '@rehearse/contracts/mailbox';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MailboxSettingsDialog } from './mailbox-settings-dialog';

const API = '/api/apps/mailbox';

// The settings and labels API, keeping what it is sent.
function settingsApi() {
  let labels: MailLabel[] = [
    { id: 'l1', title: 'Work', slug: 'work', color: 'blue' },
    { id: 'l2', title: 'Family', slug: 'family', color: 'green' },
  ];
  const calls: { method: string; body?: unknown; id?: string | null }[] = [];
  apiServer.use(
    http.get(`${API}/settings`, () => HttpResponse.json({ messageLayout: 'right' })),
    http.patch(`${API}/settings`, async ({ request }) => {
      const body = (await request.json()) as { settings: { messageLayout: string } };
      calls.push({ method: 'PATCH settings', body });
      return HttpResponse.json({ messageLayout: body.settings.messageLayout });
    }),
    http.get(`${API}/labels`, () => HttpResponse.json(labels)),
    http.post(`${API}/label`, async ({ request }) => {
      const body = (await request.json()) as {
        label: { title: string; color: MailLabel['color'] };
      };
      calls.push({ method: 'POST label', body });
      const label = { id: 'l3', slug: 'new', ...body.label };
      labels = [...labels, label];
      return HttpResponse.json(label);
    }),
    http.patch(`${API}/label`, async ({ request }) => {
      const body = (await request.json()) as { id: string; label: Partial<MailLabel> };
      calls.push({ method: 'PATCH label', body });
      labels = labels.map((l) => (l.id === body.id ? { ...l, ...body.label } : l));
      return HttpResponse.json(labels.find((l) => l.id === body.id));
    }),
    http.delete(`${API}/label`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      calls.push({ method: 'DELETE label', id });
      labels = labels.filter((l) => l.id !== id);
      return HttpResponse.json(true);
    }),
  );
  return { calls };
}

describe('MailboxSettingsDialog', () => {
  it('changes the layout, renames, recolours, adds and (after asking) deletes labels', async () => {
    const { calls } = settingsApi();
    renderWithProviders(<MailboxSettingsDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mailbox settings' });

    fireEvent.click(await within(dialog).findByRole('radio', { name: 'In place of the list' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH settings',
        body: { settings: { messageLayout: 'full' } },
      }),
    );

    const names = await within(dialog).findAllByRole('textbox', { name: 'Label name' });
    fireEvent.change(names[0] as HTMLElement, { target: { value: 'Office' } });
    fireEvent.blur(names[0] as HTMLElement);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH label',
        body: { id: 'l1', label: { title: 'Office' } },
      }),
    );

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Colour of Family' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Purple' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH label',
        body: { id: 'l2', label: { color: 'purple' } },
      }),
    );

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New label' }), {
      target: { value: 'Travel' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add label' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST label',
        body: { label: { title: 'Travel', color: 'blue' } },
      }),
    );
    await waitFor(() =>
      expect(within(dialog).getAllByRole('textbox', { name: 'Label name' })).toHaveLength(3),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Family' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the label “Family”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE label', id: 'l2' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('textbox', { name: 'Label name' })).toHaveLength(2),
    );
  });
});
