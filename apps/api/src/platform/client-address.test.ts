import { describe, expect, it } from 'vitest';
import { call, uniqueEmail, useTestApp } from '../../test/test-app';
import { createApp } from '../app';
import { clientAddressFrom, clientAddressReader } from './client-address';
import { loadConfig } from './config';

const { db, kind } = await useTestApp();
const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32) });

describe('clientAddressFrom', () => {
  it('keeps the socket address and ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddressFrom('198.51.100.1', '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientAddressFrom(null, '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('takes the entry its trusted proxies appended, never one the client wrote', () => {
    // The client wrote "1.1.1.1"; the one proxy appended the address it saw.
    expect(clientAddressFrom('1.1.1.1, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    // Two proxies: the outer one appended the client, the inner one the outer proxy.
    expect(clientAddressFrom('1.1.1.1, 198.51.100.7, 10.0.0.9', '10.0.0.2', 2)).toBe(
      '198.51.100.7',
    );
  });

  it('reads ports and IPv6, and falls back to the socket for anything else', () => {
    expect(clientAddressFrom('198.51.100.7:4711', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddressFrom('[2001:DB8::1]:4711', '10.0.0.2', 1)).toBe('2001:db8::1');
    expect(clientAddressFrom('2001:db8::2', '10.0.0.2', 1)).toBe('2001:db8::2');
    expect(clientAddressFrom('unknown', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddressFrom(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddressFrom('', '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('takes the left-most entry when the chain is shorter than the proxies configured', () => {
    expect(clientAddressFrom('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7');
  });
});

describe('per-address limits behind a reverse proxy', () => {
  // Every request reaches the app from the proxy at 10.0.0.2, as through the Node entry.
  const behindProxy = (hops: number) =>
    createApp({
      db,
      dbKind: kind,
      config: { ...config, trustProxyHops: hops },
      clientAddress: clientAddressReader(hops, () => '10.0.0.2'),
    });
  const failSignIn = (app: ReturnType<typeof createApp>, forwardedFor: string) =>
    call(app, 'POST', '/api/auth/sign-in', {
      body: { email: uniqueEmail(), password: 'wrong password' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with TRUST_PROXY=1 limits each forwarded client on its own', async () => {
    const app = behindProxy(1);
    for (let i = 0; i < 10; i++) expect((await failSignIn(app, '198.51.100.1')).status).toBe(404);
    expect((await failSignIn(app, '198.51.100.1')).status).toBe(429);
    // Another client behind the same proxy, and a client forging the header, are apart.
    expect((await failSignIn(app, '198.51.100.2')).status).toBe(404);
    expect((await failSignIn(app, '198.51.100.1, 198.51.100.3')).status).toBe(404);
  });

  it('without it, every client behind the proxy shares the proxy address', async () => {
    const app = behindProxy(0);
    for (let i = 0; i < 10; i++)
      expect((await failSignIn(app, `198.51.100.${i}`)).status).toBe(404);
    expect((await failSignIn(app, '198.51.100.200')).status).toBe(429);
  });
});
