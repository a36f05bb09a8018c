import type { Config } from './config';
import type { Db } from '../db/db';
import type { Logger } from './logger';
import type { UserRow } from '../db/schema/users';
import type { AppServices } from './services';

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
    // The app's shared parts (platform/services.ts), the same object for every request.
    services: AppServices;
    // The caller's network address, for rate limits ('unknown' when the runtime has none).
    clientAddress: string;
    // Set for every /api request by the router that owns its path.
    envelope: Envelope;
  };
};
