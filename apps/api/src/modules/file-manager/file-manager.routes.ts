import { createRoute } from '@hono/zod-openapi';
import { fileManagerListingSchema, fileManagerQuerySchema } from '@rehearse/contracts/file-manager';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { listFolder } from './file-manager.service';

const getFolder = createRoute({
  method: 'get',
  path: '/',
  tags: ['File manager'],
  security: bearerSecurity,
  middleware: requireAuth,
  summary: 'A folder: its folders, its files and the path to it',
  description:
    "folderId absent or the text 'null' is the root. folders and files are sorted by name; path " +
    'runs from the root down to the current folder, which it includes ([] at the root).',
  request: { query: fileManagerQuerySchema },
  responses: {
    200: jsonContent(fileManagerListingSchema, 'The folder'),
    400: errorContent('Invalid input, naming the field'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No folder with this id'),
  },
});

export const fileManagerRoutes = createCommonRouter().openapi(getFolder, async (c) => {
  const { folderId } = c.req.valid('query');
  const folder = folderId === undefined || folderId === 'null' ? null : folderId;
  return c.json(await listFolder(c.var.db, c.var.user.id, folder), 200);
});
