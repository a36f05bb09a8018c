// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Mail } from '@rehearse/contracts/mailbox';
import type { ComposeMailInput } from '@rehearse/contracts/mailbox-compose';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ComposeDialog } from './compose-dialog';

const draft: Mail = {
  id: 'd1',
  type: 'mail',
  from: { avatar: null, contact: 'Me <me@example.test>' },
  to: 'Ada <ada@example.test>',
  cc: ['Bo <bo@example.test>'],
  bcc: [],
  date: '2026-11-26T10:00:00.000Z',
  subject: 'Plans',
  content: '<p>Draft text</p>',
  attachments: [
    {
      type: 'image/png',
      name: 'dot.png',
      size: 68,
      preview: 'data:image/png;base64,AA==',
      downloadUrl: 'data:image/png;base64,AA==',
    },
  ],
  starred: false,
  important: false,
  unread: false,
  folder: 'f-drafts',
  labels: [],
};

function composeApi() {
  const sent: ComposeMailInput[] = [];
  apiServer.use(
    http.post('/api/apps/mailbox/compose', async ({ request }) => {
      const body = (await request.json()) as ComposeMailInput;
      sent.push(body);
      if (body.action === 'send' && !body.mail.to) {
        return HttpResponse.json(
          { error: 'to: A mail needs a recipient', code: 'validation.required', field: 'to' },
          { status: 400 },
        );
      }
      return HttpResponse.json({ ...draft, id: body.id ?? 'new', folder: 'f-sent' });
    }),
  );
  return { sent };
}

// Opens the dialog as the screen does: closing it unmounts it.
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <ComposeDialog
      draft={draft}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  ) : null;
}

describe('ComposeDialog', () => {
  it('continues a draft with its addresses and attachments, and sends it', async () => {
    const { sent } = composeApi();
    let closed = false;
    renderWithProviders(<Harness onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit draft' });
    expect(dialog.textContent).toContain('delivers nothing to anyone');
    expect((within(dialog).getByRole('textbox', { name: 'Cc' }) as HTMLInputElement).value).toBe(
      'Bo <bo@example.test>',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Bcc' }), {
      target: { value: 'x@example.test; y@example.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(sent).toEqual([
      {
        id: 'd1',
        action: 'send',
        mail: {
          to: 'Ada <ada@example.test>',
          cc: ['Bo <bo@example.test>'],
          bcc: ['x@example.test', 'y@example.test'],
          subject: 'Plans',
          content: '<p>Draft text</p>',
          attachments: [{ name: 'dot.png', dataUrl: 'data:image/png;base64,AA==' }],
        },
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toContain('Sent.');
  });

  it('shows a refused send on its field, and refuses a file of another type before uploading', async () => {
    const { sent } = composeApi();
    renderWithProviders(<ComposeDialog draft={null} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New mail' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'No one yet' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog)
      .findByText('This field is required.', { exact: false })
      .catch(() => null);
    await waitFor(() => expect(sent).toHaveLength(1));
    const to = within(dialog).getByRole('textbox', { name: 'To' });
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));

    const input = within(dialog).getByTestId('compose-files') as HTMLInputElement;
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Attach a PNG, JPEG, GIF or WebP image, or a PDF.',
    );
  });
});
