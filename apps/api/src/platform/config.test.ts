import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      demoAccounts: true,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      analyticsOrigins: [],
      trustProxyHops: 0,
      smtpUrl: undefined,
      mailFrom: 'Rehearse <no-reply@localhost>',
    });
  });

  it('reads the Stripe keys together, with an optional API host, and never half of them', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe,
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: undefined });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).stripe?.apiUrl,
    ).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/together/);
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_URL: 'ftp://x',
      }),
    ).toThrow(/STRIPE_API_URL/);
  });

  it('reads the S3 bucket with its region, endpoint and keys, and never half of them', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'rehearse-media', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'rehearse-media',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'rehearse',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }).s3,
    ).toEqual({
      bucket: 'rehearse',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    expect(() => loadConfig({ S3_BUCKET: 'rehearse' })).toThrow(/S3_BUCKET needs S3_REGION/);
    expect(() =>
      loadConfig({ S3_BUCKET: 'rehearse', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'minio' }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
    // Without a bucket the rest would be ignored and files would stay on this machine.
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT set without S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket', S3_REGION: 'us-east-1' })).toThrow(
      /S3_BUCKET: a bucket name/,
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'rehearse', S3_REGION: 'us-east-1', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/S3_ENDPOINT/);
  });

  it('reads SMTP_URL and MAIL_FROM, and refuses anything but an SMTP URL and an address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mailer:s3cret@mail.example:587',
      MAIL_FROM: 'Rehearse <hello@rehearse.example>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://mailer:s3cret@mail.example:587',
      mailFrom: 'Rehearse <hello@rehearse.example>',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example:465' }).smtpUrl).toBe(
      'smtps://mail.example:465',
    );
    expect(loadConfig({ MAIL_FROM: 'hello@rehearse.example' }).mailFrom).toBe(
      'hello@rehearse.example',
    );
    // Without MAIL_FROM, the sender is at PUBLIC_URL's host.
    expect(loadConfig({ PUBLIC_URL: 'https://rehearse.example' }).mailFrom).toBe(
      'Rehearse <no-reply@rehearse.example>',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://mailer:s3cret@mail.example' })).toThrow(
      /SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example:587' })).toThrow(/SMTP_URL/);
    // The error never repeats the URL, which holds the password.
    expect(() => loadConfig({ SMTP_URL: 'https://mailer:s3cret@mail.example' })).not.toThrow(
      /s3cret/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Rehearse' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c, d@e.f' })).toThrow(/MAIL_FROM/);
  });

  it('reads an OpenID Connect provider whole or not at all, by issuer or by Auth0 domain', () => {
    expect(loadConfig({})).toMatchObject({ oidc: undefined, builtInAuth: true });
    const keycloak = {
      OIDC_ISSUER: 'https://id.example.com/realms/rehearse',
      OIDC_CLIENT_ID: 'rehearse-web',
      OIDC_AUDIENCE: 'rehearse-api',
    };
    expect(loadConfig(keycloak).oidc).toEqual({
      issuerUrl: 'https://id.example.com/realms/rehearse',
      clientId: 'rehearse-web',
      audience: 'rehearse-api',
      scope: 'openid profile email offline_access',
      name: 'id.example.com',
    });
    const auth0 = {
      OIDC_DOMAIN: 'rehearse.eu.auth0.com',
      OIDC_CLIENT_ID: 'abc',
      OIDC_AUDIENCE: 'https://api.rehearse.dev',
      OIDC_SCOPE: 'openid email offline_access',
      OIDC_PROVIDER_NAME: 'Auth0',
      AUTH_BUILT_IN: 'false',
    };
    // Auth0's issuer is its domain with a trailing slash.
    expect(loadConfig(auth0)).toMatchObject({
      oidc: {
        issuerUrl: 'https://rehearse.eu.auth0.com/',
        name: 'Auth0',
        scope: 'openid email offline_access',
      },
      builtInAuth: false,
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /needs OIDC_ISSUER \(or OIDC_DOMAIN\), OIDC_CLIENT_ID and OIDC_AUDIENCE/,
    );
    expect(() => loadConfig({ ...keycloak, OIDC_DOMAIN: 'x.auth0.com' })).toThrow(/not both/);
    expect(() => loadConfig({ OIDC_DOMAIN: 'https://x.auth0.com' })).toThrow(/OIDC_DOMAIN/);
    expect(() => loadConfig({ AUTH_BUILT_IN: 'false' })).toThrow(/AUTH_BUILT_IN=false needs/);
  });

  it('reads TRUST_PROXY as a number of proxies and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxyHops).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: the number of/);
    expect(() => loadConfig({ TRUST_PROXY: '1.5' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('reads analytics origins for the CSP and refuses anything but https origins', () => {
    expect(
      loadConfig({
        ANALYTICS_ORIGINS: 'https://www.google-analytics.com, https://region1.google-analytics.com',
      }).analyticsOrigins,
    ).toEqual(['https://www.google-analytics.com', 'https://region1.google-analytics.com']);
    expect(() => loadConfig({ ANALYTICS_ORIGINS: 'http://insecure.example' })).toThrow(
      /ANALYTICS_ORIGINS/,
    );
    expect(() => loadConfig({ ANALYTICS_ORIGINS: "https://a.example/x 'unsafe-inline'" })).toThrow(
      /ANALYTICS_ORIGINS/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/rehearse',
      DATABASE_URL: 'postgres://db/rehearse',
      JWT_SECRET: 'x'.repeat(32),
      DEMO_ACCOUNTS: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://rehearse.example/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/rehearse',
      databaseUrl: 'postgres://db/rehearse',
      demoAccounts: false,
      logLevel: 'warn',
      publicUrl: 'https://rehearse.example',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'http', LOG_LEVEL: 'loud', JWT_SECRET: 'short' })).toThrow(
      /PORT.*JWT_SECRET|JWT_SECRET.*PORT/,
    );
  });
});
