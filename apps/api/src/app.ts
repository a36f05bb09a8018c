import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Db, DbKind } from './db/db';
import { authRoutes } from './modules/auth/auth.routes';
import { navigationRoutes } from './modules/navigation/navigation.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { shortcutRoutes } from './modules/shortcuts/shortcuts.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { searchRoutes } from './modules/search/search.routes';
import { iconRoutes } from './modules/icons/icons.routes';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { contactRoutes } from './modules/contacts/contacts.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { fileManagerRoutes } from './modules/file-manager/file-manager.routes';
import { noteRoutes } from './modules/notes/notes.routes';
import { taskRoutes } from './modules/tasks/tasks.routes';
import { scrumboardRoutes } from './modules/scrumboard/scrumboard.routes';
import { helpCenterRoutes } from './modules/help-center/help-center.routes';
import { academyRoutes } from './modules/academy/academy.routes';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes';
import { activityRoutes } from './modules/activities/activities.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { organizationRoutes } from './modules/organizations/organizations.routes';
import { userRoutes } from './modules/user/user.routes';
import { productUserRoutes } from './modules/users/product-users.routes';
import { questionPoolRoutes } from './modules/question-pool/question-pool.routes';
import { quizRoutes } from './modules/quizzes/quizzes.routes';
import { recordingRoutes } from './modules/recordings/recordings.routes';
import { workspaceRoutes } from './modules/workspace/workspace.routes';
import { supportRoutes } from './modules/support/support.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { mockInterviewRoutes } from './modules/mock-interviews/mock-interviews.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createQuestionPoolCache } from './modules/question-pool/question-pool.service';
import { compressJson } from './platform/compress-json';
import type { Config } from './platform/config';
import { createMemoryRecordingStore, type RecordingStore } from './platform/recording-store';
import { errorResponse, handleError } from './platform/errors';
import { createLogger, type Logger } from './platform/logger';
import { createSigningSecret } from './platform/signing-secret';
import { createRouter } from './platform/validation';

export type AppOptions = {
  db: Db;
  dbKind: DbKind;
  config: Config;
  logger?: Logger;
  // The caller's address for rate limits; the Node entry reads it from the socket.
  clientAddress?: (request: Request, env: unknown) => string | undefined;
  // Static files the host serves (the built web app; Swagger UI's files).
  assets?: { web?: MiddlewareHandler; docs?: MiddlewareHandler };
  // Where recorded answers are kept; the Node entry passes files under DATA_DIR/recordings.
  recordings?: RecordingStore;
};

const MB = 1024 * 1024;
const BODY_LIMIT = { maxSize: MB, message: 'body: Request body is larger than the 1 MB limit' };
// Paths whose calls need a larger body; every other /api path keeps the 1 MB limit. The
// contact avatar takes a 2 MB image, as a file or as a data URL (4/3 larger) in JSON; the
// service then checks the image itself against 2 MB.
const BODY_LIMITS_BY_PATH: Record<string, typeof BODY_LIMIT> = {
  '/api/apps/contacts/avatar': {
    maxSize: 3 * MB,
    message: 'avatar: Image is larger than the 2 MB limit',
  },
};
// Paths whose handler streams the body and enforces its own limit (RECORDING_MAX_MB): Hono's
// body limit would buffer a chunked upload in memory.
const STREAMED_PATHS = new Set(['/api/recordings']);

// The whole API as a runtime-agnostic Hono app: no Node-only imports below this file.
export function createApp(options: AppOptions) {
  const { db, config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const signingSecret = createSigningSecret(db, config.jwtSecret);
  const app = createRouter();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('db', db);
    c.set('config', config);
    c.set('signingSecret', signingSecret);
    c.set('clientAddress', options.clientAddress?.(c.req.raw, c.env) ?? 'unknown');
    c.set('logger', logger.child({ requestId: c.var.requestId }));
    await next();
    if (c.req.path.startsWith('/api/')) {
      c.var.logger.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion and Swagger UI inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Walkthrough videos may be https links to another host (support/demo); media cannot
        // run script, so any https source is allowed for <video> and <audio> only.
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", ...config.analyticsOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
    }),
  );
  const limitBody = ({ maxSize, message }: typeof BODY_LIMIT) =>
    bodyLimit({ maxSize, onError: (c) => errorResponse(c, 400, message) });
  const defaultBodyLimit = limitBody(BODY_LIMIT);
  const pathBodyLimits = new Map(
    Object.entries(BODY_LIMITS_BY_PATH).map(([path, limit]) => [path, limitBody(limit)]),
  );
  app.use('/api/*', (c, next) =>
    STREAMED_PATHS.has(c.req.path.replace(/\/$/, ''))
      ? next()
      : (pathBodyLimits.get(c.req.path) ?? defaultBodyLimit)(c, next),
  );

  // JSON answers of 1 kB or more go gzipped to clients that accept it; the streamed upload
  // is left alone (docs/decisions/020-compression-and-first-paint.md).
  const compressAnswer = compressJson();
  app.use('/api/*', (c, next) =>
    STREAMED_PATHS.has(c.req.path.replace(/\/$/, '')) ? next() : compressAnswer(c, next),
  );

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.route('/api/health', healthRoutes(options.dbKind));
  app.route('/api/auth', authRoutes);
  app.route('/api/common/user', userRoutes);
  app.route('/api/users', productUserRoutes);
  app.route('/api/organizations', organizationRoutes);
  // One cache per app instance: the pool is warmed once per running server.
  // One question-pool cache per app: the pool's routes warm and read it, quizzes draw from it.
  const questionPool = createQuestionPoolCache();
  app.route('/api/question-pool', questionPoolRoutes(questionPool));
  app.route('/api/quizzes', quizRoutes(questionPool));
  const recordingStore = options.recordings ?? createMemoryRecordingStore();
  app.route('/api/recordings', recordingRoutes(recordingStore));
  app.route('/api/practice', practiceRoutes(questionPool, recordingStore));
  app.route('/api/mock-interviews', mockInterviewRoutes(questionPool, recordingStore));
  app.route('/api/workspace', workspaceRoutes(questionPool, recordingStore));
  app.route('/api/support', supportRoutes(recordingStore));
  app.route('/api/analytics', analyticsRoutes);
  // Common and demo-area calls (demo-areas.md §7).
  app.route('/api/common/navigation', navigationRoutes);
  app.route('/api/common/messages', messageRoutes);
  app.route('/api/common/notifications', notificationRoutes);
  app.route('/api/common/shortcuts', shortcutRoutes);
  app.route('/api/common/search', searchRoutes);
  app.route('/api/common/settings', settingsRoutes);
  app.route('/api/ui/icons', iconRoutes);
  app.route('/api/apps/mailbox', mailboxRoutes);
  app.route('/api/apps/contacts', contactRoutes);
  app.route('/api/apps/chat', chatRoutes);
  app.route('/api/apps/ecommerce/inventory', inventoryRoutes);
  app.route('/api/apps/file-manager', fileManagerRoutes);
  app.route('/api/apps/notes', noteRoutes);
  app.route('/api/apps/tasks', taskRoutes);
  app.route('/api/apps/scrumboard', scrumboardRoutes);
  app.route('/api/apps/help-center', helpCenterRoutes);
  app.route('/api/apps/academy', academyRoutes);
  app.route('/api/dashboards', dashboardRoutes);
  app.route('/api/pages/activities', activityRoutes);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Rehearse API',
      version: config.version,
      description:
        'Interview preparation and hiring. Common and demo-area calls answer bare shapes and `{error}`; product calls answer `{success, data}` and `{success: false, error: {code, message}}`.',
    },
  });
  app.route('/api/docs', docsRoutes(options.assets?.docs));

  // Unknown /api paths never fall through to the web app.
  app.all('/api/*', (c) => c.json({ error: 'NOT FOUND' }, 404));
  if (options.assets?.web) app.use('*', options.assets.web);

  app.notFound((c) => c.json({ error: 'NOT FOUND' }, 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
