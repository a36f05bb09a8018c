import { createRoute } from '@hono/zod-openapi';
import { healthSchema, type StorageHealth } from '@rehearse/contracts/health';
import { sql } from 'drizzle-orm';
import type { Db, DbKind } from '../../db/db';
import type { AppServices } from '../../platform/services';
import { jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';

const health = createRoute({
  method: 'get',
  path: '/',
  tags: ['Health'],
  summary:
    'Liveness, the database in use and whether it answers, whether stored files can be reached, and the live-update listener',
  description:
    '`storage.kind` is memory, folder (under DATA_DIR) or s3, and `storage.available` whether this process can use it now: for a folder, that it is writable; for S3, a HEAD of the bucket answered within 2 s and kept for 5 s, so polling costs the bucket little. When it is not, `problem` says why (not_writable, timeout, no_bucket, access_denied, unreachable), and calls that read or write stored files answer 503 storage.unavailable. The status is 200 either way: the process serves, and a bucket every process shares is no reason for a load balancer to drop this one (decision 074).',
  responses: { 200: jsonContent(healthSchema, 'Serving') },
});

// Both stores (recordings, files): one answer, unavailable when either is; on S3 they share one
// bucket and so one probe.
async function storageHealth(services: AppServices): Promise<StorageHealth> {
  const checks = await Promise.all([services.recordings.check(), services.files.check()]);
  return checks.find((check) => !check.available) ?? checks[0]!;
}

// A database that does not answer within this long counts as unreachable.
const DATABASE_PROBE_MS = 2_000;

async function databaseReachable(db: Db): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = (dbKind: DbKind) =>
  createCommonRouter().openapi(health, async (c) =>
    c.json(
      {
        status: 'ok' as const,
        db: dbKind,
        version: c.var.config.version,
        transcription: c.var.services.transcriber.status.available,
        storage: await storageHealth(c.var.services),
        databaseReachable: await databaseReachable(c.var.db),
        events: { listening: c.var.services.liveEvents.listening() },
      },
      200,
    ),
  );
