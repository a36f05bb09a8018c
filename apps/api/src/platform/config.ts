import { z } from 'zod';
import { LOG_LEVELS } from './logger';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  DEMO_ACCOUNTS: booleanText.default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PUBLIC_URL: z.url().optional(),
  // Days after a posting is archived that its candidates' answers, recordings and transcripts
  // are deleted (docs/decisions/048-candidate-one-way-interview.md).
  CANDIDATE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  // The largest audio or video answer the API accepts, in megabytes.
  RECORDING_MAX_MB: z.coerce.number().int().min(1).max(2048).default(100),
  // How many reverse proxies stand in front of the server; 0 (the default) reads the client's
  // address from the socket and ignores X-Forwarded-For (client-address.ts).
  TRUST_PROXY: z.coerce
    .number({ error: 'the number of reverse proxies in front of the server, e.g. 1' })
    .int('the number of reverse proxies in front of the server, e.g. 1')
    .min(0)
    .max(10)
    .default(0),
  // Where emails go out (docs/decisions/040-email-delivery.md): smtp://user:pass@host:587
  // (STARTTLS when offered) or smtps://...:465. Unset: emails stay queued in the outbox.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587',
    })
    .optional(),
  // The sender of every email: an address, or "Name <address>".
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'an address or "Name <address>", e.g. Rehearse <no-reply@example.com>',
    )
    .optional(),
  // Stripe (docs/decisions/056-checkout-and-promo-codes.md): the secret API key and the webhook
  // endpoint's signing secret; both set, credit packs can be bought. STRIPE_API_URL points the
  // client at another host (a test double); Stripe's own when unset.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' }).optional(),
  // An OpenID Connect provider to sign in with besides (or instead of) Rehearse's own accounts
  // (docs/decisions/073-openid-connect-sign-in.md): its issuer URL, or for Auth0 its domain.
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' }).optional(),
  OIDC_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'a host name such as example.eu.auth0.com, without https://')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  // The API's identifier at the provider: access tokens must name it in `aud`.
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_SCOPE: z.string().min(1).default('openid profile email offline_access'),
  // What the sign-in button says: "Continue with <name>".
  OIDC_PROVIDER_NAME: z.string().min(1).max(60).optional(),
  // false: only the provider signs people in (email sign-in, sign-up and reset are off).
  AUTH_BUILT_IN: booleanText.default(true),
  // S3-compatible object storage for recordings and uploaded files instead of folders under
  // DATA_DIR (docs/decisions/074-object-storage.md). S3_BUCKET turns it on; S3_ENDPOINT points at
  // MinIO, Ceph, R2 and the like (AWS when unset); without the key pair the SDK's default chain
  // (environment, shared files, instance role) supplies credentials.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[\w-]+$/, 'a region such as us-east-1')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // true for servers that take the bucket in the path (MinIO, s3rver), not in the host name.
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  // A PocketSphinx model folder to transcribe with instead of Debian's en-us (decision 032).
  SPEECH_MODEL: z.string().min(1).optional(),
  // 'off' turns server transcription off (recorded answers are then typed); 'auto' uses the
  // engine when its Debian packages are installed.
  TRANSCRIPTION: z.enum(['auto', 'off']).default('auto'),
  // Comma-separated https origins the browser may send analytics beacons to (connect-src),
  // e.g. https://www.google-analytics.com; empty keeps the CSP at 'self' (decision 009).
  ANALYTICS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, 'each must be an https origin, no path'),
      ),
    )
    .default([]),
});

export type OidcConfig = {
  // As configured; the discovery document's `issuer` is the one tokens must carry.
  issuerUrl: string;
  clientId: string;
  audience: string;
  scope: string;
  name: string;
};

export type S3Config = {
  bucket: string;
  region: string;
  // Unset: AWS's own endpoint for the region.
  endpoint?: string;
  forcePathStyle: boolean;
  // Unset: the SDK's default credential chain. The secret is never logged.
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  demoAccounts: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  // Where links in emails point (reset password); never taken from the request's Host header.
  publicUrl: string;
  // Extra connect-src origins for a configured web analytics service; none by default.
  analyticsOrigins: string[];
  recordingMaxBytes: number;
  candidateRetentionDays: number;
  // SPEECH_MODEL: another PocketSphinx model folder; Debian's en-us model when unset.
  speechModel?: string;
  // TRANSCRIPTION: 'off' never transcribes; 'auto' when the engine is installed.
  transcription: 'auto' | 'off';
  // Reverse proxies in front of the server whose X-Forwarded-For entries are trusted; 0 = none.
  trustProxyHops: number;
  // SMTP_URL: where the delivery worker sends the outbox; unset, nothing is sent. Holds the SMTP
  // password: never logged.
  smtpUrl?: string;
  // STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL: the payment provider; unset,
  // purchasing is off (decision 056). Secrets: never logged.
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  // OIDC_*: the OpenID Connect provider; undefined when not configured (decision 073).
  oidc?: OidcConfig;
  // S3_*: recordings and uploaded files in a bucket; undefined keeps them under DATA_DIR.
  s3?: S3Config;
  // AUTH_BUILT_IN: Rehearse's own email-and-password accounts; off only beside a provider.
  builtInAuth: boolean;
  // MAIL_FROM, or "Rehearse <no-reply@PUBLIC_URL's host>".
  mailFrom: string;
  version: string;
};

// Reads configuration from an environment record; throws one readable error for bad values.
export function loadConfig(env: Record<string, string | undefined>, version = '0.0.0'): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Half a Stripe set-up would take payments it cannot confirm (or none at all): refuse it.
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
    );
  }
  const oidc = oidcConfig(e);
  const s3 = s3Config(e);
  if (!e.AUTH_BUILT_IN && !oidc) {
    throw new Error(
      'Invalid configuration: AUTH_BUILT_IN=false needs an OpenID Connect provider (OIDC_ISSUER or OIDC_DOMAIN)',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    demoAccounts: e.DEMO_ACCOUNTS,
    logLevel: e.LOG_LEVEL,
    publicUrl,
    analyticsOrigins: e.ANALYTICS_ORIGINS,
    recordingMaxBytes: e.RECORDING_MAX_MB * 1024 * 1024,
    candidateRetentionDays: e.CANDIDATE_RETENTION_DAYS,
    speechModel: e.SPEECH_MODEL,
    transcription: e.TRANSCRIPTION,
    trustProxyHops: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    oidc,
    s3,
    builtInAuth: e.AUTH_BUILT_IN,
    mailFrom: e.MAIL_FROM ?? `Rehearse <no-reply@${new URL(publicUrl).hostname}>`,
    version,
  };
}

// The provider from the OIDC_* variables: all of issuer (or domain), client id and audience, or
// none of them; half a set-up fails at start rather than at someone's first sign-in.
function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  if (e.OIDC_ISSUER && e.OIDC_DOMAIN) {
    throw new Error('Invalid configuration: set OIDC_ISSUER or OIDC_DOMAIN, not both');
  }
  // Auth0's issuer is its domain with a trailing slash.
  const issuerUrl = e.OIDC_ISSUER ?? (e.OIDC_DOMAIN ? `https://${e.OIDC_DOMAIN}/` : undefined);
  if (!issuerUrl && !e.OIDC_CLIENT_ID && !e.OIDC_AUDIENCE) return undefined;
  if (!issuerUrl || !e.OIDC_CLIENT_ID || !e.OIDC_AUDIENCE) {
    throw new Error(
      'Invalid configuration: an OpenID Connect provider needs OIDC_ISSUER (or OIDC_DOMAIN), OIDC_CLIENT_ID and OIDC_AUDIENCE',
    );
  }
  return {
    issuerUrl,
    clientId: e.OIDC_CLIENT_ID,
    audience: e.OIDC_AUDIENCE,
    scope: e.OIDC_SCOPE,
    name: e.OIDC_PROVIDER_NAME ?? new URL(issuerUrl).hostname,
  };
}

// The bucket from the S3_* variables: S3_BUCKET with S3_REGION, the key pair together or not at
// all, and no other S3_* without a bucket (they would be ignored, and files would quietly stay on
// this machine's disk).
function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  const invalid = (why: string) => new Error(`Invalid configuration: ${why}`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw invalid('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  if (!e.S3_BUCKET) {
    const stray = (
      ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_FORCE_PATH_STYLE'] as const
    ).filter((k) => e[k]);
    if (stray.length) throw invalid(`${stray.join(', ')} set without S3_BUCKET`);
    return undefined;
  }
  if (!e.S3_REGION) {
    throw invalid(
      "S3_BUCKET needs S3_REGION (the bucket's region; us-east-1 for most S3-compatible servers)",
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
