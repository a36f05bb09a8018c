import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Db, DbKind } from './db/db';
import { seedAcademyProgress } from './db/seed/academy.seed';
import { seedActivities } from './db/seed/activities.seed';
import { seedChat } from './db/seed/chat.seed';
import { seedContacts } from './db/seed/contacts.seed';
import { seedDashboards } from './db/seed/dashboards.seed';
import { seedFileManager } from './db/seed/file-manager.seed';
import { seedInventory } from './db/seed/inventory.seed';
import { seedMailbox } from './db/seed/mailbox.seed';
import { seedMessages } from './db/seed/messages.seed';
import { seedNotes } from './db/seed/notes.seed';
import { seedNotifications } from './db/seed/notifications.seed';
import { seedScrumboard } from './db/seed/scrumboard.seed';
import { seedShortcuts } from './db/seed/shortcuts.seed';
import { seedTasks } from './db/seed/tasks.seed';
import { welcomeNewAccount } from './domain/product-events';
import { authRoutes } from './modules/auth/auth.routes';
import { providerSignInRoutes } from './modules/auth/provider-sign-in.routes';
import { navigationRoutes } from './modules/navigation/navigation.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { notificationRoutes } from './modules/messages/notifications.routes';
import { shortcutRoutes } from './modules/shortcuts/shortcuts.routes';
import { scorecardRoutes } from './modules/scorecards/scorecards.routes';
import { candidateAnswerRoutes } from './modules/candidate-answers/candidate-answers.routes';
import { decisionRoutes } from './modules/decisions/decisions.routes';
import { recruiterDashboardRoutes } from './modules/recruiter-dashboard/recruiter-dashboard.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { searchRoutes } from './modules/search/search.routes';
import { iconRoutes } from './modules/icons/icons.routes';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { contactRoutes } from './modules/contacts/contacts.routes';
import { contactAvatarRoutes } from './modules/contacts/contact-avatar.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { fileManagerRoutes } from './modules/file-manager/file-manager.routes';
import { fileManagerUploadRoutes } from './modules/file-manager/file-manager-upload.routes';
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
import { companyRoutes } from './modules/organizations/company.routes';
import { companyLogoRoutes } from './modules/organizations/company-logo.routes';
import { invitationRoutes } from './modules/organizations/invitations.routes';
import { platformInvitationRoutes } from './modules/platform-invitations/platform-invitations.routes';
import { questionLibraryRoutes } from './modules/question-library/question-library.routes';
import { rubricRoutes } from './modules/rubrics/rubrics.routes';
import { adminPostingRoutes } from './modules/postings/admin-postings.routes';
import { postingRoutes } from './modules/postings/postings.routes';
import { candidateRoutes } from './modules/candidates/candidates.routes';
import { userRoutes } from './modules/user/user.routes';
import { productUserRoutes } from './modules/users/product-users.routes';
import { questionPoolRoutes } from './modules/question-pool/question-pool.routes';
import { quizRoutes } from './modules/quizzes/quizzes.routes';
import { recordingRoutes } from './modules/recordings/recordings.routes';
import { speechRoutes } from './modules/speech/speech.routes';
import { workspaceRoutes } from './modules/workspace/workspace.routes';
import { supportRoutes } from './modules/support/support.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { mockInterviewRoutes } from './modules/mock-interviews/mock-interviews.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminInvitationRoutes } from './modules/admin-invitations/admin-invitations.routes';
import { adminOrganizationRoutes } from './modules/admin-organizations/admin-organizations.routes';
import { adminPromoCodeRoutes } from './modules/admin-promo-codes/admin-promo-codes.routes';
import { adminSubscriptionRoutes } from './modules/admin-subscriptions/admin-subscriptions.routes';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { emailTemplateRoutes } from './modules/email-templates/email-templates.routes';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import type { AccountCreatedHook } from './platform/account-hooks';
import { createAppMemo } from './platform/app-memo';
import { createBackgroundTasks, type BackgroundTasks } from './platform/background-tasks';
import type { AppServices } from './platform/services';
import type { PaymentProvider } from './platform/payments';
import { createIdentityProvider, type IdentityProvider } from './platform/identity-provider';
import { createLiveEvents, noListener, type LiveEvents } from './platform/live-events';
import { publishChanges } from './platform/publish-changes';
import { liveEventRoutes } from './modules/live-events/live-events.routes';
import { unavailableTranscriber, type Transcriber } from './platform/transcriber';
import { unavailableAudioRenditions, type AudioRenditions } from './platform/audio-renditions';
import { resumeTranscriptions } from './domain/transcriptions';
import { compressJson } from './platform/compress-json';
import type { Config } from './platform/config';
import { createMemoryRecordingStore, type RecordingStore } from './platform/recording-store';
import { createMemoryFileStore, type FileStore } from './platform/file-store';
import { handleError } from './platform/error-handler';
import { createLogger, type Logger } from './platform/logger';
import { createSigningSecret } from './platform/signing-secret';
import {
  answerResetRoutes,
  candidateInterviewRoutes,
} from './modules/candidate-interview/candidate-interview.routes';
import { createCommonRouter, mountRouters } from './platform/router';

// What a new account gets besides its user row, inside the sign-up transaction: the product's
// welcome and each demo area's own copy of its sample content. An area adds its seeder here; the
// auth module runs the list without knowing the areas. The header's messages, notifications and
// chats are never invented for a real account: they hold product events only
// (domain/product-events.ts, docs/decisions/036-product-events.md).
export const accountCreatedHooks: readonly AccountCreatedHook[] = [
  welcomeNewAccount,
  seedShortcuts,
  seedMailbox,
  seedContacts,
  seedInventory,
  seedFileManager,
  seedNotes,
  seedTasks,
  seedScrumboard,
  seedAcademyProgress,
  seedDashboards,
  seedActivities,
];

// The demo accounts (server.ts) are samples themselves: they also get sample messages,
// notifications and chats, so that every part of the header has something to show.
export const demoAccountHooks: readonly AccountCreatedHook[] = [
  ...accountCreatedHooks,
  seedMessages,
  seedNotifications,
  seedChat,
];

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
  // Where the file manager's uploads are kept; the Node entry passes files under DATA_DIR/files.
  files?: FileStore;
  // Work done after answering; the Node entry awaits it on shutdown, tests before asserting.
  tasks?: BackgroundTasks;
  // The speech engine for recorded answers (decision 032); the Node entry passes PocketSphinx,
  // anything else gets one that says it is not installed.
  transcriber?: Transcriber;
  // Audio-only renditions for anonymised review (decision 051); the Node entry passes ffmpeg's,
  // anything else gets none and such answers are offered as transcripts.
  audioRenditions?: AudioRenditions;
  // Told when an email was queued (after its transaction commits); the Node entry wakes its
  // delivery worker through the background tasks. Nothing by default: emails then wait in the
  // outbox (docs/decisions/040-email-delivery.md).
  emailQueued?: () => void;
  // What a new account gets; accountCreatedHooks unless given.
  accountHooks?: readonly AccountCreatedHook[];
  // Stripe Checkout for credit packs (decision 056); the Node entry passes it when configured.
  // Without one, purchasing answers 503 billing.payments_unavailable.
  payments?: PaymentProvider;
  // The OpenID Connect provider; made from config.oidc unless given (tests shorten its timings).
  identityProvider?: IdentityProvider;
  // Live streams over the database's LISTEN (decision 076); the Node entry and the tests pass
  // one. Without it GET /api/events answers 503 live.unavailable.
  liveEvents?: LiveEvents;
};

// The whole API as a runtime-agnostic Hono app: no Node-only imports below this file.
export function createApp(options: AppOptions) {
  const { db, config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  // What services share, one object for the app's life (docs/decisions/030-service-context.md).
  const services: AppServices = {
    memo: createAppMemo(),
    recordings: options.recordings ?? createMemoryRecordingStore(),
    files: options.files ?? createMemoryFileStore(),
    signingSecret: createSigningSecret(db, config.jwtSecret),
    tasks: options.tasks ?? createBackgroundTasks(logger),
    transcriber: options.transcriber ?? unavailableTranscriber(),
    audioRenditions: options.audioRenditions ?? unavailableAudioRenditions,
    accountHooks: options.accountHooks ?? accountCreatedHooks,
    emailQueued: options.emailQueued ?? (() => undefined),
    payments: options.payments,
    identityProvider:
      options.identityProvider ?? (config.oidc ? createIdentityProvider(config.oidc) : undefined),
    liveEvents: options.liveEvents ?? createLiveEvents(noListener),
    now: () => new Date(),
  };
  const app = createCommonRouter();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('db', db);
    c.set('config', config);
    c.set('services', services);
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
  // An organization's logo appears in its emails, which webmail shows on other sites, and in the
  // sandboxed (opaque-origin) preview of the email templates: it may be loaded cross-origin.
  // Registered before secureHeaders, so this runs after it has set same-origin
  // (docs/decisions/044-email-templates.md).
  app.use('/api/organizations/:id/logo', async (c, next) => {
    await next();
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
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
        // The web app talks to the OpenID Connect provider itself (discovery, token, renewal).
        connectSrc: [
          "'self'",
          ...config.analyticsOrigins,
          ...(config.oidc ? [new URL(config.oidc.issuerUrl).origin] : []),
        ],
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
  // JSON answers of 1 kB or more go gzipped to clients that accept it; media and files pass
  // untouched (docs/decisions/020-compression-and-first-paint.md).
  app.use('/api/*', compressJson());
  // A signed-in change is announced to the user's (and team's) live streams (decision 076).
  app.use('/api/*', publishChanges);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  mountRouters(app, [
    ['/api/health', healthRoutes(options.dbKind)],
    ['/api/auth', authRoutes],
    ['/api/auth', providerSignInRoutes],
    ['/api/events', liveEventRoutes],
    ['/api/common/user', userRoutes],
    // Product calls.
    ['/api/users', productUserRoutes],
    ['/api/organizations', organizationRoutes],
    ['/api/recruiter/organization', companyRoutes],
    ['/api/recruiter/organization/logo', companyLogoRoutes],
    ['/api/invitations', invitationRoutes],
    ['/api/platform-invitations', platformInvitationRoutes],
    ['/api/recruiter/questions', questionLibraryRoutes],
    ['/api/recruiter/rubrics', rubricRoutes],
    ['/api/recruiter/postings', postingRoutes],
    // A posting's candidates: /api/recruiter/postings/{id}/candidates/...
    ['/api/recruiter/postings', candidateRoutes],
    ['/api/recruiter/postings', scorecardRoutes],
    ['/api/recruiter/postings', candidateAnswerRoutes],
    ['/api/recruiter/postings', decisionRoutes],
    ['/api/recruiter/dashboard', recruiterDashboardRoutes],
    ['/api/recruiter/postings', answerResetRoutes],
    ['/api/recruiter/email-templates', emailTemplateRoutes],
    ['/api/subscriptions', subscriptionRoutes],
    ['/api/checkout', checkoutRoutes],
    ['/api/billing', billingRoutes],
    ['/api/interview', candidateInterviewRoutes],
    ['/api/question-pool', questionPoolRoutes],
    ['/api/quizzes', quizRoutes],
    ['/api/recordings', recordingRoutes],
    ['/api/speech', speechRoutes],
    ['/api/practice', practiceRoutes],
    ['/api/mock-interviews', mockInterviewRoutes],
    ['/api/workspace', workspaceRoutes],
    ['/api/support', supportRoutes],
    ['/api/analytics', analyticsRoutes],
    ['/api/admin', adminRoutes],
    ['/api/admin/audit-log', auditLogRoutes],
    ['/api/admin/organizations', adminOrganizationRoutes],
    ['/api/admin/postings', adminPostingRoutes],
    ['/api/admin/subscriptions', adminSubscriptionRoutes],
    ['/api/admin/promo-codes', adminPromoCodeRoutes],
    ['/api/admin/dashboard', adminDashboardRoutes],
    ['/api/admin/invitations', adminInvitationRoutes],
    // Common and demo-area calls.
    ['/api/common/navigation', navigationRoutes],
    ['/api/common/messages', messageRoutes],
    ['/api/common/notifications', notificationRoutes],
    ['/api/common/shortcuts', shortcutRoutes],
    ['/api/common/search', searchRoutes],
    ['/api/common/settings', settingsRoutes],
    ['/api/ui/icons', iconRoutes],
    ['/api/apps/mailbox', mailboxRoutes],
    ['/api/apps/contacts', contactRoutes],
    ['/api/apps/contacts/avatar', contactAvatarRoutes],
    ['/api/apps/chat', chatRoutes],
    ['/api/apps/ecommerce/inventory', inventoryRoutes],
    ['/api/apps/file-manager', fileManagerRoutes],
    ['/api/apps/file-manager/upload', fileManagerUploadRoutes],
    ['/api/apps/notes', noteRoutes],
    ['/api/apps/tasks', taskRoutes],
    ['/api/apps/scrumboard', scrumboardRoutes],
    ['/api/apps/help-center', helpCenterRoutes],
    ['/api/apps/academy', academyRoutes],
    ['/api/dashboards', dashboardRoutes],
    ['/api/pages/activities', activityRoutes],
  ]);

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
  // Recordings a stopped server had queued or was transcribing (decision 032).
  if (services.transcriber.status.available) {
    services.tasks.run('transcription-resume', () => resumeTranscriptions(db, services, logger));
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
