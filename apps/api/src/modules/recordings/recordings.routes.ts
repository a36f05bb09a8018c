import { createRoute, z } from '@hono/zod-openapi';
import { successEnvelope } from '@rehearse/contracts/envelope';
import {
  RECORDING_TYPES,
  recordingSchema,
  recordingUploadQuerySchema,
} from '@rehearse/contracts/recordings';
import { requireAuth } from '../../platform/auth';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { ok } from '../../platform/answers';
import { signedMediaResponse } from '../../domain/media-response';
import { recordingFilePath } from '../../domain/recording-urls';
import { deleteUnattachedRecording, findRecordingFile } from '../../domain/recordings';
import { serviceContext } from '../../platform/service-context';
import { getRecording, getTranscription, uploadRecording } from './recordings.service';
import { transcriptionSchema } from '@rehearse/contracts/transcriptions';

const tags = ['Recordings'];
const binary = z.string().openapi({ type: 'string', format: 'binary' });
const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const envelope = successEnvelope(recordingSchema);

const upload = createRoute({
  method: 'post',
  path: '/',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  summary: `Upload an audio or video answer as the raw body (${RECORDING_TYPES.join(', ')}); streamed to storage, size-limited (RECORDING_MAX_MB, default 100)`,
  request: {
    query: recordingUploadQuerySchema,
    body: {
      required: true,
      content: Object.fromEntries(RECORDING_TYPES.map((type) => [type, { schema: binary }])),
    },
  },
  responses: {
    201: jsonContent(envelope, 'Stored; attach it to an answer by its id'),
    400: productErrorContent('Empty recording or invalid query'),
    401: productErrorContent('Invalid token'),
    413: productErrorContent('Larger than the limit; nothing is kept'),
    415: productErrorContent('Not an accepted audio or video type'),
  },
});
const get = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  summary: 'A recording of yours, with a fresh signed playback URL',
  request: { params: idParams },
  responses: {
    200: jsonContent(envelope, 'The recording'),
    401: productErrorContent('Invalid token'),
    404: productErrorContent('No such recording (or another user’s)'),
  },
});
const transcription = createRoute({
  method: 'get',
  path: '/{id}/transcription',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  summary:
    'The server’s transcript of a recording of yours (decision 032): queued, running with its stage and progress 0-100, done with timed words, or failed with an error code',
  request: { params: idParams },
  responses: {
    200: jsonContent(successEnvelope(transcriptionSchema), 'The transcription'),
    401: productErrorContent('Invalid token'),
    404: productErrorContent(
      'No such recording (request.not_found), or none transcribed: the server had no engine (transcription.none)',
    ),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  summary: 'Discard an upload not attached to an answer (attached ones go with their answer)',
  request: { params: idParams },
  responses: {
    200: jsonContent(successEnvelope(z.object({ id: z.string() })), 'Removed'),
    401: productErrorContent('Invalid token'),
    404: productErrorContent('No such unattached recording'),
  },
});
const file = createRoute({
  method: 'get',
  path: '/{id}/file',
  tags,
  summary:
    'The recording’s bytes through its signed URL (no Bearer header: media elements cannot send one); honours Range',
  request: {
    params: idParams,
    query: z.object({
      expires: z.coerce.number().int(),
      signature: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid signature'),
    }),
  },
  responses: {
    200: {
      description: 'The whole recording',
      content: { 'application/octet-stream': { schema: binary } },
    },
    206: {
      description: 'The requested range',
      content: { 'application/octet-stream': { schema: binary } },
    },
    400: productErrorContent('Missing or malformed signature'),
    403: productErrorContent('Signature invalid or expired'),
    404: productErrorContent('No such recording'),
    416: productErrorContent('Range outside the recording'),
  },
});

// Uploads stream to the store, which enforces RECORDING_MAX_MB itself: a body limit here would
// buffer a chunked upload in memory.
export const recordingRoutes = createProductRouter({ maxBodyBytes: 'streamed' })
  .openapi(upload, async (c) => {
    const data = await uploadRecording(c.var.db, serviceContext(c), {
      contentType: c.req.header('content-type'),
      contentLength: c.req.header('content-length'),
      body: c.req.raw.body,
      durationSeconds: c.req.valid('query').durationSeconds,
      maxBytes: c.var.config.recordingMaxBytes,
    });
    return ok(c, data, 201);
  })
  .openapi(get, async (c) =>
    ok(c, await getRecording(c.var.db, serviceContext(c), c.req.valid('param').id)),
  )
  .openapi(transcription, async (c) =>
    ok(c, await getTranscription(c.var.db, serviceContext(c), c.req.valid('param').id)),
  )
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteUnattachedRecording(c.var.db, c.var.services, c.var.user.id, id);
    return ok(c, { id });
  })
  .openapi(file, async (c) => {
    const { id } = c.req.valid('param');
    const link = { path: recordingFilePath(id), ...c.req.valid('query') };
    return signedMediaResponse(c, link, () => findRecordingFile(c.var.db, id));
  });
