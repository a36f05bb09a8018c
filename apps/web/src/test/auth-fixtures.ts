import type { OidcProvider } from '@rehearse/contracts/auth-providers';

// The provider the component tests configure (GET /api/auth/providers answers it).
export const TEST_IDP: OidcProvider = {
  name: 'Test IdP',
  issuer: 'http://localhost:4010/',
  clientId: 'rehearse-web',
  scope: 'openid profile email offline_access',
  audience: null,
};

// A signed-in user as the API answers it (sign-in, the session check).
export const TEST_USER = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.test',
  avatar: null,
  status: 'online' as const,
  roles: [],
  metadata: { organization_id: null },
};
