import type { BackgroundTasks } from './background-tasks';
import type { AccountCreatedHook } from './account-hooks';
import type { Config } from './config';
import type { Db } from '../db/db';
import type { Logger } from './logger';
import type { UserRow } from '../db/schema/users';

// The answer shape a router declares (platform/router.ts): product calls answer
// {success, data} and {success: false, error}; common and demo-area calls bare shapes.
export type Envelope = 'product' | 'common';

// Hono's context variables, shared by every module.
export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    logger: Logger;
    requestId: string;
    user: UserRow;
    // Resolved once per app; see signing-secret.ts.
    signingSecret: () => Promise<string>;
    // Work that runs after the answer (see background-tasks.ts).
    tasks: BackgroundTasks;
    // What a new account gets besides its user row (wired in app.ts).
    accountHooks: readonly AccountCreatedHook[];
    // The caller's network address, for rate limits ('unknown' when the runtime has none).
    clientAddress: string;
    // Set for every /api request by the router that owns its path.
    envelope: Envelope;
  };
};
