import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { OidcConfig } from './config';
import { AppError } from './errors';

// An OpenID Connect provider's tokens, checked as the provider's own libraries would
// (docs/decisions/073-openid-connect-sign-in.md): signature against the keys its discovery
// document names, `iss` equal to the document's issuer exactly, `aud`, `exp` and `nbf` with a
// minute's clock skew, and only asymmetric algorithms (so `alg: none` and an HS256 token signed
// with a public key as its secret are refused).

export type ProviderIdentity = {
  issuer: string;
  subject: string;
  // Seconds since the epoch; undefined when the provider leaves `iat` out.
  issuedAt?: number;
  email?: string;
  name?: string;
};

export type IdentityProvider = {
  name: string;
  config: OidcConfig;
  // The discovery document's issuer; throws auth.provider_unavailable when it cannot be read.
  issuer: () => Promise<string>;
  // An access token for this API (aud = OIDC_AUDIENCE); null for any token that fails a check.
  verifyAccessToken: (token: string) => Promise<ProviderIdentity | null>;
  // An ID token for the web app (aud = OIDC_CLIENT_ID): the name and email of a first sign-in.
  verifyIdToken: (token: string) => Promise<ProviderIdentity | null>;
};

export type IdentityProviderOptions = {
  // After an unknown `kid`, the keys are fetched again at most this often (jose's cooldown): a
  // rotated key costs one fetch, a stream of forged kids no more than one per period.
  keysCooldownMs?: number;
  // A failed discovery is tried again after this long, not on every request.
  discoveryRetryMs?: number;
};

const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
const CLOCK_SKEW_SECONDS = 60;
const FETCH_TIMEOUT_MS = 5_000;

const discoverySchema = z.object({
  issuer: z.string().min(1),
  jwks_uri: z.url(),
});

type Discovery = { issuer: string; keys: ReturnType<typeof createRemoteJWKSet> };

export function createIdentityProvider(
  config: OidcConfig,
  options: IdentityProviderOptions = {},
): IdentityProvider {
  const retryMs = options.discoveryRetryMs ?? 10_000;
  let discovery: Promise<Discovery> | undefined;
  let failedAt = 0;

  const unavailable = (cause: unknown) =>
    Object.assign(
      new AppError('auth.provider_unavailable', `${config.name} cannot be reached right now`, {
        params: { provider: config.name },
        headers: { 'Retry-After': String(Math.ceil(retryMs / 1000)) },
      }),
      { cause },
    );

  async function discover(): Promise<Discovery> {
    // The issuer as configured, with or without its trailing slash; the document says which.
    const url = `${config.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    return {
      issuer: document.issuer,
      keys: createRemoteJWKSet(new URL(document.jwks_uri), {
        cooldownDuration: options.keysCooldownMs ?? 30_000,
        timeoutDuration: FETCH_TIMEOUT_MS,
      }),
    };
  }

  function loaded(): Promise<Discovery> {
    if (!discovery && Date.now() - failedAt < retryMs) {
      return Promise.reject(unavailable(new Error('discovery failed recently')));
    }
    discovery ??= discover().catch((error: unknown) => {
      discovery = undefined;
      failedAt = Date.now();
      throw unavailable(error);
    });
    return discovery;
  }

  async function verify(token: string, audience: string): Promise<ProviderIdentity | null> {
    const { issuer, keys } = await loaded();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_SKEW_SECONDS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      // The keys could not be fetched: the provider is down, not the token bad.
      if (isKeyFetchFailure(error)) throw unavailable(error);
      return null;
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    return {
      issuer,
      subject: payload.sub,
      issuedAt: payload.iat,
      email: typeof payload.email === 'string' ? payload.email : undefined,
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };
  }

  return {
    name: config.name,
    config,
    issuer: async () => (await loaded()).issuer,
    verifyAccessToken: (token) => verify(token, config.audience),
    verifyIdToken: (token) => verify(token, config.clientId),
  };
}

// A JWKS that could not be fetched (no answer, a timeout, an answer that is not 200 JSON), as
// opposed to a token that fails verification.
const isKeyFetchFailure = (error: unknown) =>
  (error instanceof TypeError && error.message === 'fetch failed') ||
  (error instanceof errors.JOSEError &&
    (error.code === 'ERR_JWKS_TIMEOUT' || error.code === 'ERR_JOSE_GENERIC'));
