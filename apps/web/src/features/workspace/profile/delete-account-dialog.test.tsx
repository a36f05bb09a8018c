// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DataSection } from './data-section';

const EMAIL = 'ada@example.test';
const PATH = '/api/workspace/account';
const NO_SAMPLE_CONTENT = {
  areas: {
    mailbox: 0,
    contacts: 0,
    notes: 0,
    tasks: 0,
    scrumboard: 0,
    fileManager: 0,
    inventory: 0,
    dashboards: 0,
  },
  total: 0,
  noticeHidden: false,
};

// The account API: each deletion answers the next of `answers`, and what it was sent is kept.
function accountApi(...answers: Response[]) {
  const sent: unknown[] = [];
  apiServer.use(
    // The data section also offers removing the sample content; this account has none left.
    http.get('/api/workspace/sample-content', () =>
      HttpResponse.json({ success: true, data: NO_SAMPLE_CONTENT }),
    ),
    http.delete(PATH, async ({ request }) => {
      sent.push(await request.json());
      return answers.shift() ?? HttpResponse.json({ success: true, data: { deleted: true } });
    }),
  );
  return { sent };
}

async function openDialog() {
  const user = userEvent.setup();
  const view = renderWithProviders(<DataSection email={EMAIL} />, { url: '/workspace/profile' });
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  const field = within(dialog).getByRole('textbox', { name: `Type ${EMAIL} to confirm` });
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
  return { ...view, user, dialog, field, confirm };
}

// The text under a field (its helper text, or its error in place of it).
const textUnder = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('delete account dialog', () => {
  it('waits for the account email, then deletes and goes to sign-in', async () => {
    const api = accountApi();
    const { user, field, confirm, router } = await openDialog();
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(field, 'ada@example');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(field, '.TEST ');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    // The contract trims what was typed.
    expect(api.sent).toEqual([{ email: 'ada@example.TEST' }]);
  });

  it("puts the server's refusal of the email under the field, in the user's language", async () => {
    accountApi(
      HttpResponse.json(
        {
          success: false,
          error: {
            code: 'account.confirm_email_mismatch',
            message: 'English words the screen must not show',
            field: 'email',
          },
        },
        { status: 400 },
      ),
    );
    const { user, dialog, field, confirm, router } = await openDialog();
    await user.type(field, EMAIL);
    await user.click(confirm);

    await waitFor(() =>
      expect(textUnder(field)).toBe('Type your account’s email exactly to confirm.'),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(within(dialog).queryByText(/English words/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/workspace/profile');
  });

  it('shows a failure of no field above the buttons, and keeps the dialog', async () => {
    accountApi(
      HttpResponse.json(
        { success: false, error: { code: 'server.internal', message: 'Database down' } },
        { status: 500 },
      ),
    );
    const { user, dialog, field, confirm } = await openDialog();
    await user.type(field, EMAIL);
    await user.click(confirm);

    await within(dialog).findByText('The server had a problem. Try again in a moment.');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(confirm).toHaveProperty('disabled', false);
  });
});
