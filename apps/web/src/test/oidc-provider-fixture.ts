import type { OidcProvider } from '@rehearse/contracts/auth-providers';

// The provider the component tests configure (GET /api/auth/providers answers it).
export const TEST_IDP: OidcProvider = {
  name: 'Test IdP',
  issuer: 'http://localhost:4010/',
  clientId: 'rehearse-web',
  scope: 'openid profile email offline_access',
  audience: null,
};
