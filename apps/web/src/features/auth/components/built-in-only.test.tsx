// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuthProviders } from '@rehearse/contracts/auth-providers';
import { apiServer } from '../../../test/api-server';
import { TEST_IDP } from '../../../test/auth-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ForgotPasswordScreen } from '../screens/forgot-password-screen';
import { ResetPasswordScreen } from '../screens/reset-password-screen';
import { SignUpScreen } from '../screens/sign-up-screen';

const offered = (answer: AuthProviders) =>
  apiServer.use(http.get('/api/auth/providers', () => HttpResponse.json(answer)));

const screens = [
  { name: 'sign-up', element: <SignUpScreen />, url: '/sign-up' },
  { name: 'forgot password', element: <ForgotPasswordScreen />, url: '/forgot-password' },
  { name: 'reset password', element: <ResetPasswordScreen />, url: '/reset-password?token=abc' },
];

describe('screens of the built-in accounts', () => {
  it.each(screens)(
    'the $name page says accounts come from the provider when built-in accounts are off',
    async ({ element, url }) => {
      offered({ builtIn: false, oidc: TEST_IDP });
      renderWithProviders(element, { url });
      expect(
        await screen.findByText(
          /Accounts on this server are made and signed in to through Test IdP/,
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
      expect(screen.queryByLabelText(/password/i, { selector: 'input' })).toBeNull();
    },
  );

  it.each(screens)('the $name page keeps its form when they are on', async ({ element, url }) => {
    offered({ builtIn: true, oidc: null });
    renderWithProviders(element, { url });
    expect(await screen.findAllByRole('button')).not.toHaveLength(0);
    expect(screen.queryByText(/Accounts on this server/)).toBeNull();
    expect(document.querySelector('form')).not.toBeNull();
  });
});
