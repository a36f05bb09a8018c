import { z } from 'zod';

// Tokens are compact JWTs; 16 KiB is far above any real one and keeps hostile bodies small.
const TOKEN_MAX_LENGTH = 16_384;
const tokenSchema = z
  .string({ error: 'A token is required' })
  .min(1, 'A token is required')
  .max(TOKEN_MAX_LENGTH, 'The token is too long');

// The ways in this server offers (GET /api/auth/providers): its own accounts and, when
// configured, one OpenID Connect provider (docs/decisions/073-openid-connect-sign-in.md).
export const oidcProviderSchema = z.object({
  // What the sign-in button calls it: "Continue with <name>".
  name: z.string(),
  // The provider's issuer exactly as its discovery document gives it (trailing slash included).
  issuer: z.string(),
  clientId: z.string(),
  scope: z.string(),
  // Sent as `audience` on the authorization request (Auth0 needs it); null when not configured.
  audience: z.string().nullable(),
});
export type OidcProvider = z.infer<typeof oidcProviderSchema>;

export const authProvidersSchema = z.object({
  // false: sign-in, sign-up and password reset with email and password are turned off.
  builtIn: z.boolean(),
  oidc: oidcProviderSchema.nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

// POST /api/auth/sign-in-with-provider: the provider's access token is the bearer token; its ID
// token comes along for the name and email of an account made on first sign-in.
export const signInWithProviderSchema = z.object({ idToken: tokenSchema });
export type SignInWithProviderInput = z.infer<typeof signInWithProviderSchema>;

// POST /api/auth/identities: a signed-in account links the provider identity these tokens prove.
export const linkIdentitySchema = z.object({ accessToken: tokenSchema, idToken: tokenSchema });
export type LinkIdentityInput = z.infer<typeof linkIdentitySchema>;

// A provider identity linked to the account: (issuer, subject) is what the API matches tokens by.
export const identitySchema = z.object({
  id: z.string(),
  issuer: z.string(),
  // The provider's display name from this server's configuration.
  provider: z.string(),
  subject: z.string(),
  // The email the provider gave when the identity was linked; never used to match accounts.
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;
