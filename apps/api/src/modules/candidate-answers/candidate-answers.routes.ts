import { createRoute, z } from '@hono/zod-openapi';
import { candidateAnswersSchema } from '@rehearse/contracts/candidate-answers';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { bytesResponse, mediaResponse, requireSignature } from '../../domain/media-response';
import { ok } from '../../platform/answers';
import { NoAudioTrackError } from '../../platform/audio-renditions';
import { requireAuth } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { bearerSecurity, jsonContent, productErrorContent } from '../../platform/openapi';
import { createProductRouter } from '../../platform/router';
import { serviceContext } from '../../platform/service-context';
import {
  answerMediaPath,
  findSubmittedTake,
  getCandidateAnswers,
} from './candidate-answers.service';

// A candidate's answers for the hiring team, and their recordings behind signed links
// (docs/decisions/051-reviewing-candidate-answers.md). Mounted beside the postings routes.

const tags = ['Candidate answers'];
const pathParam = (name: string) =>
  z
    .string()
    .max(100)
    .openapi({ param: { name, in: 'path' } });
const candidateParams = z.object({ id: pathParam('id'), candidateId: pathParam('candidateId') });
const mediaParams = candidateParams.extend({ questionId: pathParam('questionId') });
const signedQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid signature'),
});
const binary = z.string().openapi({ type: 'string', format: 'binary' });
const bytes = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: binary } },
});
const mediaResponses = {
  200: bytes('The whole file'),
  206: bytes('The requested range'),
  400: productErrorContent('Missing or malformed signature'),
  403: productErrorContent('Signature invalid or expired (request.link_expired)'),
  404: productErrorContent(
    'No submitted recording for this question (not answered, reset, withdrawn or deleted)',
  ),
  416: productErrorContent('Range outside the file'),
};

const list = createRoute({
  method: 'get',
  path: '/{id}/candidates/{candidateId}/answers',
  tags,
  security: bearerSecurity,
  middleware: requireAuth,
  summary:
    'The candidate’s submitted answers in plan order: prompt, text or a signed playback URL of the chosen take (audio only for the hiring team of an anonymised posting), transcript state, and the rubric criteria each question informs. No delivery metrics or machine scores.',
  request: { params: candidateParams },
  responses: {
    200: jsonContent(successEnvelope(candidateAnswersSchema), 'The answers'),
    401: productErrorContent('Invalid token'),
    403: productErrorContent(
      'Not a member of a recruiting organization (organization.recruiters_only)',
    ),
    404: productErrorContent(
      'No such posting or candidate in your organization, or a reviewer not on the posting’s hiring team',
    ),
  },
});
const media = createRoute({
  method: 'get',
  path: '/{id}/candidates/{candidateId}/answers/{questionId}/media',
  tags,
  summary:
    'The submitted take as recorded, through the signed URL the answers give (media elements cannot send a Bearer header); honours Range. Never given to the hiring team of an anonymised posting.',
  request: { params: mediaParams, query: signedQuery },
  responses: mediaResponses,
});
const audio = createRoute({
  method: 'get',
  path: '/{id}/candidates/{candidateId}/answers/{questionId}/audio',
  tags,
  summary:
    'The submitted take’s audio track alone (Opus in WebM, no video stream), through its signed URL: what the hiring team of an anonymised posting plays; honours Range.',
  request: { params: mediaParams, query: signedQuery },
  responses: {
    ...mediaResponses,
    200: bytes('The whole audio (audio/webm)'),
    422: productErrorContent('The recording has no audio track (candidateAnswers.no_audio)'),
  },
});

export const candidateAnswerRoutes = createProductRouter()
  .openapi(list, async (c) => {
    const { id, candidateId } = c.req.valid('param');
    return ok(c, await getCandidateAnswers(c.var.db, serviceContext(c), id, candidateId));
  })
  .openapi(media, async (c) => {
    const { id, candidateId, questionId } = c.req.valid('param');
    const path = answerMediaPath(id, candidateId, questionId, 'original');
    await requireSignature(c, { path, ...c.req.valid('query') });
    const file = await findSubmittedTake(c.var.db, id, candidateId, questionId);
    return mediaResponse(c, c.var.services.recordings, file);
  })
  .openapi(audio, async (c) => {
    const { id, candidateId, questionId } = c.req.valid('param');
    const path = answerMediaPath(id, candidateId, questionId, 'audio');
    await requireSignature(c, { path, ...c.req.valid('query') });
    const { audioRenditions, recordings } = c.var.services;
    if (!audioRenditions.available) throw notFound('This server cannot serve audio only');
    const file = await findSubmittedTake(c.var.db, id, candidateId, questionId);
    try {
      const rendition = await audioRenditions.audioOf(file.storageKey, () =>
        recordings.open(file.storageKey),
      );
      return bytesResponse(c, rendition.bytes, rendition.mimeType);
    } catch (error) {
      if (!(error instanceof NoAudioTrackError)) throw error;
      throw new AppError('candidateAnswers.no_audio', 'This recording has no audio to play');
    }
  });
