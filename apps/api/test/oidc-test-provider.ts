import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { errors } from 'oidc-provider';

// A real, OpenID Certified provider (oidc-provider) for the tests of OpenID Connect sign-in
// (docs/decisions/073-openid-connect-sign-in.md): discovery, JWKS, the authorization code flow
// with PKCE and its own login page (devInteractions: any login, any password), refresh tokens,
// revocation and RP-initiated logout. Access tokens are JWTs for the API's audience.

export const TEST_CLIENT_ID = 'rehearse-web';
export const TEST_AUDIENCE = 'https://api.rehearse.test';

export type TestOidcProvider = {
  issuer: string;
  // How often its keys were fetched (GET /jwks): JWKS caching is asserted on this.
  jwksRequests: () => number;
  // Signs with a new key from now on; the old one stays published beside it.
  rotateKeys: () => Promise<void>;
  // Everything answers 503 while down, as a provider that is unreachable.
  setDown: (down: boolean) => void;
  // A token signed with the provider's current key (or a stranger's): the refused cases.
  signToken: (
    claims: JWTPayload,
    options?: { kid?: string; foreignKey?: boolean },
  ) => Promise<string>;
  // The whole authorization code + PKCE sign-in over HTTP, as a browser makes it.
  signIn: (login: string) => Promise<ProviderTokens>;
  refresh: (refreshToken: string) => Promise<ProviderTokens>;
  stop: () => Promise<void>;
};

export type ProviderTokens = { accessToken: string; idToken: string; refreshToken?: string };

export type TestOidcProviderOptions = {
  // A fixed port (the e2e server needs the issuer before the provider starts); a free one if 0.
  port?: number;
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  // Seconds an access token lives.
  accessTokenTtl?: number;
};

// A login's claims: "ada" is ada@people.test; a login with an @ is that email address.
export const claimsOf = (login: string) => {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@people.test`;
  const first = login.split('@')[0];
  return { sub: login, email, email_verified: true, name: first[0].toUpperCase() + first.slice(1) };
};

type Key = {
  privateJwk: JWK;
  publicJwk: JWK;
  kid: string;
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
};

async function newKey(): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateJwk, publicJwk, kid, privateKey };
}

export async function startOidcProvider(
  options: TestOidcProviderOptions = {},
): Promise<TestOidcProvider> {
  const redirectUris = options.redirectUris ?? ['http://127.0.0.1/auth/callback'];
  const ttl = options.accessTokenTtl ?? 300;
  let keys = [await newKey()];
  let down = false;
  let jwksRequests = 0;
  let provider: Provider;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (down) {
      res.writeHead(503).end();
      return;
    }
    if (req.url === '/jwks') jwksRequests += 1;
    void provider.callback()(req, res);
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Made again on rotation with the new key first (the one it signs with); its sessions and
  // grants live in oidc-provider's in-memory store, which every instance of the module shares.
  const build = () => {
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: TEST_CLIENT_ID,
          token_endpoint_auth_method: 'none',
          redirect_uris: redirectUris,
          post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: keys.map((key) => key.privateJwk) },
      cookies: { keys: ['oidc-test-provider-cookie-key'] },
      // The login typed on its page is the account's subject.
      findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => claimsOf(sub) }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Name and email in the ID token itself, as Auth0 and Keycloak send them.
      conformIdTokenClaims: false,
      // The web app calls the token endpoint from its own origin.
      clientBasedCORS: () => true,
      pkce: { required: () => true },
      ttl: {
        AccessToken: ttl,
        IdToken: 3600,
        RefreshToken: 24 * 3600,
        Session: 24 * 3600,
        Grant: 24 * 3600,
        Interaction: 3600,
      },
      features: {
        devInteractions: { enabled: true },
        revocation: { enabled: true },
        rpInitiatedLogout: { enabled: true },
        resourceIndicators: {
          enabled: true,
          // Every token is for the API (what Auth0's `audience` does).
          defaultResource: () => TEST_AUDIENCE,
          useGrantedResource: () => true,
          getResourceServerInfo: (_ctx, indicator) => {
            if (indicator !== TEST_AUDIENCE) throw new errors.InvalidTarget();
            return {
              scope: 'openid profile email offline_access',
              audience: TEST_AUDIENCE,
              accessTokenFormat: 'jwt',
              accessTokenTTL: ttl,
              jwt: { sign: { alg: 'RS256' } },
            };
          },
        },
      },
    });
    // OpenID Connect Core grants offline_access (a refresh token) only with prompt=consent;
    // Auth0 and Keycloak grant it without. The test provider behaves like them.
    provider.use(async (ctx, next) => {
      if (ctx.path === '/auth' && ctx.method === 'GET') {
        const scope = String(ctx.query.scope ?? '');
        const prompt = String(ctx.query.prompt ?? '');
        if (scope.split(' ').includes('offline_access') && !prompt.includes('consent')) {
          ctx.query = { ...ctx.query, prompt: [prompt, 'consent'].filter(Boolean).join(' ') };
        }
      }
      await next();
    });
    // Quiet: the devInteractions warning and server errors are the tests' to assert.
    provider.on('server_error', () => undefined);
  };
  build();

  const signToken = async (
    claims: JWTPayload,
    signOptions: { kid?: string; foreignKey?: boolean } = {},
  ) => {
    const key = signOptions.foreignKey ? await newKey() : keys[0];
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: signOptions.kid ?? key.kid, typ: 'at+jwt' })
      .sign(key.privateKey);
  };

  return {
    issuer,
    jwksRequests: () => jwksRequests,
    rotateKeys: async () => {
      keys = [await newKey(), ...keys];
      build();
    },
    setDown: (value) => {
      down = value;
    },
    signToken,
    signIn: (login) => signInOverHttp(issuer, redirectUris[0], login),
    refresh: async (refreshToken) =>
      tokenRequest(issuer, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: TEST_CLIENT_ID,
      }),
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// --- The browser's part of a sign-in, over fetch with a cookie jar -------------------------

const base64url = (bytes: Buffer) => bytes.toString('base64url');

async function signInOverHttp(
  issuer: string,
  redirectUri: string,
  login: string,
): Promise<ProviderTokens> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const authorize = new URL('/auth', issuer);
  authorize.search = new URLSearchParams({
    client_id: TEST_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
  }).toString();

  let response = await go(authorize.href);
  // Login, then consent, then the redirect back with the code.
  for (let step = 0; step < 8; step += 1) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`Provider answered ${response.status} without a redirect`);
    const next = new URL(location, issuer);
    if (next.href.startsWith(redirectUri)) {
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`No code in ${next.href}`);
      return tokenRequest(issuer, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: TEST_CLIENT_ID,
        code_verifier: verifier,
      });
    }
    response = await go(next.href);
    if (response.status === 200) {
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error('No form on the provider’s interaction page');
      const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
      const url = new URL(action, issuer).href;
      response = await go(
        url,
        prompt === 'login' || page.includes('name="login"')
          ? form({ prompt: 'login', login, password: 'any' })
          : form({ prompt: 'consent' }),
      );
    }
  }
  throw new Error('The sign-in did not come back to the redirect URI');
}

async function tokenRequest(
  issuer: string,
  fields: Record<string, string>,
): Promise<ProviderTokens> {
  const response = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`Token request failed: ${JSON.stringify(body)}`);
  return {
    accessToken: body.access_token,
    idToken: body.id_token,
    refreshToken: body.refresh_token,
  };
}
