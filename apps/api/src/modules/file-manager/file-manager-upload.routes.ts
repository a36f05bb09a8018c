import { createRoute, z } from '@hono/zod-openapi';
import {
  FILE_UPLOAD_TYPES,
  fileManagerItemSchema,
  uploadQuerySchema,
} from '@rehearse/contracts/file-manager';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { uploadFile } from './file-manager-upload.service';

const binary = z.string().openapi({ type: 'string', format: 'binary' });

const upload = createRoute({
  tags: ['File manager'],
  security: bearerSecurity,
  middleware: requireAuth,
  method: 'post',
  path: '/',
  summary:
    'Upload one file as the raw body into a folder (folderId; absent or null: the root), named ' +
    'by the name query; streamed to storage. PDF, spreadsheets, documents, text or JPEG, at most ' +
    '25 MB each and 250 MB per user',
  request: {
    query: uploadQuerySchema,
    body: {
      required: true,
      content: Object.fromEntries(
        [...Object.keys(FILE_UPLOAD_TYPES), 'application/octet-stream'].map((type) => [
          type,
          { schema: binary },
        ]),
      ),
    },
  },
  responses: {
    201: jsonContent(fileManagerItemSchema, 'The stored file'),
    400: errorContent('Empty file, or invalid name or folderId'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No folder with this folderId'),
    409: errorContent('The folder already has an item of this name'),
    413: errorContent('Over the 25 MB file limit or the 250 MB storage quota; nothing is kept'),
    415: errorContent('Not an accepted file type'),
  },
});

// Its own router: the body streams to the file store, which enforces the size limit itself (a
// body limit here would buffer the upload in memory).
export const fileManagerUploadRoutes = createCommonRouter({ maxBodyBytes: 'streamed' }).openapi(
  upload,
  async (c) => {
    const { folderId, name } = c.req.valid('query');
    const item = await uploadFile(
      c.var.db,
      c.var.services.files,
      c.var.user,
      {
        folderId,
        name,
        contentType: c.req.header('content-type'),
        contentLength: c.req.header('content-length'),
        body: c.req.raw.body,
      },
      c.var.services.now(),
    );
    return c.json(item, 201);
  },
);
