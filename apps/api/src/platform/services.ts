import type { UserRow } from '../db/schema/users';
import type { Language } from './request-language';
import type { AccountCreatedHook } from './account-hooks';
import type { AppMemo } from './app-memo';
import type { AudioRenditions } from './audio-renditions';
import type { BackgroundTasks } from './background-tasks';
import type { PaymentProvider } from './payments';
import type { FileStore } from './file-store';
import type { IdentityProvider } from './identity-provider';
import type { LiveEvents } from './live-events';
import type { RecordingStore } from './recording-store';
import type { Transcriber } from './transcriber';

// The parts of one app instance that services share, made once by createApp. A service takes
// `db` first and, when it needs any of these, the request's context second
// (docs/decisions/030-service-context.md).
export type AppServices = {
  // Loads kept between requests (the question pool).
  memo: AppMemo;
  // Recorded answers and uploaded videos.
  recordings: RecordingStore;
  // The file manager's uploaded files (decision 067).
  files: FileStore;
  // The secret that signs tokens and media URLs, resolved once per app.
  signingSecret: () => Promise<string>;
  // Turns recorded answers into timed transcripts (decision 032); unavailable without an engine.
  transcriber: Transcriber;
  // Audio-only copies of recorded answers for anonymised review (decision 051); unavailable
  // without ffmpeg.
  audioRenditions: AudioRenditions;
  // Work done after answering.
  tasks: BackgroundTasks;
  // Called once a transaction that queued an email has committed: wakes the delivery worker
  // (domain/email-delivery.ts) when this process runs one; does nothing otherwise.
  emailQueued: () => void;
  // What a new account gets besides its user row.
  accountHooks: readonly AccountCreatedHook[];
  // The payment provider for credit packs (decision 056); undefined when purchasing is not set
  // up on this server.
  payments?: PaymentProvider;
  // The OpenID Connect provider whose tokens sign people in besides Rehearse's own (decision
  // 073); undefined when none is configured.
  identityProvider?: IdentityProvider;
  // The live streams this process holds and the announcements it listens to (decision 076).
  liveEvents: LiveEvents;
  // The time; tests may fix it.
  now: () => Date;
};

// The shared parts, the signed-in user and the language the request asked for (the texts the
// product stores for the user, such as its notifications, are written in it): what a product
// service works with.
export type ServiceContext = AppServices & { user: UserRow; language: Language };
