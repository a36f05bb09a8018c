import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@rehearse/contracts/health';
import type { DbKind } from '../../db/db';
import { jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';

const health = createRoute({
  method: 'get',
  path: '/',
  tags: ['Health'],
  summary: 'Liveness and the database in use',
  responses: { 200: jsonContent(healthSchema, 'Serving') },
});

export const healthRoutes = (dbKind: DbKind) =>
  createCommonRouter().openapi(health, (c) =>
    c.json(
      {
        status: 'ok' as const,
        db: dbKind,
        version: c.var.config.version,
        transcription: c.var.services.transcriber.status.available,
      },
      200,
    ),
  );
