import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { createApp, demoAccountHooks } from './app';
import { startCandidateExpirySweeper } from './modules/candidates/candidate-expiry';
import { startCandidateRetentionSweeper } from './modules/candidate-interview/candidate-retention';
import { startRecordingSweeper } from './modules/recordings/recording-sweep';
import { startFileSweeper } from './modules/file-manager/file-sweep';
import { createObjectStores } from './storage/object-stores';
import { openDatabase } from './db/client';
import { seedReferenceData } from './db/seed/reference-data';
import { resolvePasswordResetRequests } from './modules/auth/password-reset.service';
import { createBackgroundTasks } from './platform/background-tasks';
import { createEmailDelivery } from './domain/email-delivery';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createStripePayments } from './payments/stripe-payments';
import { clientAddressReader } from './platform/client-address';
import { ensureDemoAccounts } from './demo-accounts';
import { loadConfig } from './platform/config';
import { describeError } from './platform/log-redaction';
import { usePasswordHasher } from './platform/password';
import { startPasswordWorker } from './workers/password-worker-client';
import { webAssets } from './static/web-assets';
import { loadSignedInPages } from './static/signed-in-pages';
import { createSpeechTranscriber } from './speech/speech-transcriber';
import { unavailableTranscriber } from './platform/transcriber';
import { unavailableAudioRenditions } from './platform/audio-renditions';
import { createFfmpegAudioRenditions } from './speech/ffmpeg-audio-renditions';
import { ffmpegInstalled } from './speech/ffmpeg-decode';
import { createLogger } from './platform/logger';
import { createLiveEvents } from './platform/live-events';
import { startLiveEventPruner } from './modules/live-events/live-event-pruner';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const version = (
  JSON.parse(readFileSync(resolve(apiDir, 'package.json'), 'utf8')) as { version: string }
).version;
const webDist = resolve(apiDir, '../web/dist');
// The web build's server bundle: signed-in pages drawn per visit (apps/web/vite/server-pages.ts).
const webServerDist = resolve(apiDir, '../web/dist-server');
// Only the folder: importing the package would load its whole browser bundle (~250 ms).
const swaggerUiDir = dirname(fileURLToPath(import.meta.resolve('swagger-ui-dist/package.json')));

// Node entry: configuration -> database -> migrations -> seed -> serve API and web app.
async function main() {
  const started = performance.now();
  const config = loadConfig(process.env, version);
  const logger = createLogger(config.logLevel);
  // Password hashing (argon2id) runs in a worker thread too, off the event loop.
  const passwords = startPasswordWorker();
  usePasswordHasher(passwords);
  const database = await openDatabase({
    ...config,
    template: resolve(apiDir, 'dist/pgdata-template.tar.gz'),
  });
  await database.migrate();
  await seedReferenceData(database.db);
  // Recordings and uploaded files: in a bucket with S3_BUCKET, else under DATA_DIR (decision 074).
  const stores = createObjectStores(config, logger);
  const { recordings, files } = stores;
  logger.info('storage', stores.where);
  if (config.demoAccounts) {
    const created = await ensureDemoAccounts(database.db, demoAccountHooks, recordings);
    if (created) logger.info('demo accounts created', { created });
  }

  // serveStatic takes a root relative to the working directory.
  const fromCwd = (dir: string) => relative(process.cwd(), dir) || '.';
  const tasks = createBackgroundTasks(logger);
  // Emails go out only with SMTP_URL; without it they wait in the outbox, where admins see them
  // (docs/decisions/040-email-delivery.md).
  const delivery = config.smtpUrl
    ? createEmailDelivery({
        db: database.db,
        mailer: createSmtpMailer(config.smtpUrl),
        from: config.mailFrom,
        logger,
      })
    : undefined;
  if (delivery) {
    delivery.start();
    logger.info('email delivery on', { from: config.mailFrom });
  } else {
    logger.warn('email delivery off (no SMTP_URL): emails stay queued in the outbox');
  }
  // An email committed by a request is sent at once rather than at the next poll.
  const emailQueued = () => {
    if (delivery) tasks.run('email-delivery', () => delivery.deliverNow());
  };
  // Forgot-password requests a stopped server left unresolved.
  tasks.run('password-reset', () =>
    resolvePasswordResetRequests(database.db, { emailQueued }, config.publicUrl),
  );
  // Removes what uploads broken off by a crash left behind, now and every hour.
  const sweeper = startRecordingSweeper({ db: database.db, store: recordings, logger });
  const fileSweeper = startFileSweeper({ db: database.db, store: files, logger });
  // Candidates past their interview deadline move to expired, now and every five minutes.
  const expiry = startCandidateExpirySweeper({ db: database.db, logger });
  // Answers of postings archived CANDIDATE_RETENTION_DAYS ago are deleted, now and every hour.
  const retention = startCandidateRetentionSweeper({
    db: database.db,
    store: recordings,
    logger,
    retentionDays: config.candidateRetentionDays,
  });
  // Recorded answers are transcribed on this machine (decision 032); without the Debian packages
  // the server starts anyway and says what to install.
  let transcriber = unavailableTranscriber([]);
  try {
    if (config.transcription !== 'off') {
      transcriber = createSpeechTranscriber({ modelDir: config.speechModel });
    }
  } catch (err) {
    // A SPEECH_MODEL that is no model folder: the server runs, without transcription.
    logger.error('transcription off: SPEECH_MODEL is not usable', describeError(err));
  }
  if (transcriber.status.available) {
    logger.info('transcription', { engine: transcriber.status.engine });
  } else if (config.transcription === 'off') {
    logger.info('transcription turned off (TRANSCRIPTION=off): recorded answers are typed');
  } else {
    logger.warn('transcription not installed: recorded answers are not transcribed', {
      missing: transcriber.status.missing,
      install: transcriber.status.installCommand,
    });
  }
  // The signed-in pages drawn on the server ask the app itself for their data: `app` exists
  // once createApp below has run, before the server takes its first request.
  const signedInPages = await loadSignedInPages({
    webDist,
    serverDist: webServerDist,
    api: async (request) => app.fetch(request),
    logger,
  });
  // Credit packs are bought through Stripe Checkout when its keys are set (decision 056).
  const payments = config.stripe ? createStripePayments(config.stripe) : undefined;
  if (payments) logger.info('purchasing on (Stripe)');
  else logger.warn('purchasing off (no STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
  // Live streams (GET /api/events) hear of changes through the database's LISTEN: PostgreSQL's
  // from every process, PGlite's from this one (decision 076).
  const liveEvents = createLiveEvents(database.listen);
  await liveEvents.start(database.db);
  const eventPruner = startLiveEventPruner({ db: database.db, logger });
  const app = createApp({
    liveEvents,
    payments,
    transcriber,
    // Anonymised review serves answers as audio only (decision 051): made with ffmpeg when it is
    // installed, else such answers are offered as their transcripts.
    audioRenditions: ffmpegInstalled() ? createFfmpegAudioRenditions() : unavailableAudioRenditions,
    db: database.db,
    dbKind: database.kind,
    config,
    logger,
    recordings,
    files,
    // The socket's address, or behind TRUST_PROXY proxies the one they forwarded.
    clientAddress: clientAddressReader(config.trustProxyHops, (env) => {
      try {
        return getConnInfo({ env } as Context).remote.address;
      } catch {
        return undefined;
      }
    }),
    tasks,
    emailQueued,
    assets: {
      docs: serveStatic({
        root: fromCwd(swaggerUiDir),
        rewriteRequestPath: (p) => p.replace(/^\/api\/docs/, ''),
      }),
      web: webAssets(webDist, signedInPages),
    },
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info('listening', {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`,
      db: database.kind,
      startupMs: Math.round(performance.now() - started),
    });
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Open streams never end by themselves: end them so the server can close.
    liveEvents.closeAll();
    server.close(() => {
      // Work queued by the last answers (e.g. reset emails) finishes before the database closes;
      // then the delivery worker stops polling and finishes the send in progress.
      Promise.all([
        tasks.idle(),
        sweeper.stop(),
        fileSweeper.stop(),
        expiry.stop(),
        retention.stop(),
        eventPruner.stop(),
      ])
        .then(() => delivery?.stop())
        .then(() => Promise.all([database.close(), passwords.close(), transcriber.close()]))
        .then(() => stores.close())
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          logger.error('database close failed', describeError(err));
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  // A failed migration's message would carry its query parameters: describeError drops them.
  console.error(
    JSON.stringify({ level: 'error', msg: 'start-up failed', error: describeError(err).error }),
  );
  process.exit(1);
});
