// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAccessToken, getProviderSession, setProviderToken } from '../../../lib/access-token';
import { apiServer } from '../../../test/api-server';
import { TEST_IDP, TEST_USER } from '../../../test/auth-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PasswordForm } from './password-form';

const EMAIL = TEST_USER.email;
const SESSION = { accessToken: 'fresh-session', tokenType: 'bearer', user: TEST_USER };

// POST /api/workspace/password: keeps what it was sent, answers a fresh session.
function passwordApi() {
  const sent: unknown[] = [];
  apiServer.use(
    http.post('/api/workspace/password', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, data: SESSION });
    }),
  );
  return { sent };
}

describe('password form', () => {
  it('asks for the current password when the account has one', async () => {
    const api = passwordApi();
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm email={EMAIL} hasPassword />, { url: '/user/profile' });
    await user.type(screen.getByLabelText(/^Current password/), 'old password 123');
    await user.type(screen.getByLabelText(/^New password/), 'new password 456');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new password 456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      currentPassword: 'old password 123',
      newPassword: 'new password 456',
    });
  });

  it('sets a first password without a current one, and this tab moves to the account’s session', async () => {
    const api = passwordApi();
    setProviderToken('provider-token', { provider: TEST_IDP, expiresAt: null });
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm email={EMAIL} hasPassword={false} />, {
      url: '/user/profile',
    });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.type(screen.getByLabelText(/^New password/), 'first password 1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'first password 2');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(api.sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'first password 1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText(
        'Password set. You can now sign in with your email and this password.',
      ),
    ).toBeTruthy();
    expect(api.sent).toEqual([{ newPassword: 'first password 1' }]);
    expect(getAccessToken()).toBe('fresh-session');
    expect(getProviderSession()).toBeNull();
  });
});
