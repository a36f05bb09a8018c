import { createRoute, z } from '@hono/zod-openapi';
import {
  createFolderBodySchema,
  deleteItemResultSchema,
  fileManagerItemSchema,
  fileManagerListingSchema,
  fileManagerQuerySchema,
  folderTreeSchema,
  itemIdParamsSchema,
  itemIdQuerySchema,
  updateItemBodySchema,
} from '@rehearse/contracts/file-manager';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { createFolder, deleteItem, updateItem } from './file-manager-items.service';
import { attachmentHeader, openFile } from './file-manager-upload.service';
import { listAllFolders, listFolder } from './file-manager.service';

const base = { tags: ['File manager'], security: bearerSecurity, middleware: requireAuth };
const invalid = errorContent('Invalid input, naming the field');
const unauthorized = errorContent(INVALID_TOKEN);
const item = jsonContent(fileManagerItemSchema, 'The item');

const getFolder = createRoute({
  ...base,
  method: 'get',
  path: '/',
  summary: 'A folder: its folders, its files and the path to it',
  description:
    "folderId absent or the text 'null' is the root. folders and files are sorted by name; path " +
    'runs from the root down to the current folder, which it includes ([] at the root). A ' +
    "folder's size and contents are the totals of every file below it.",
  request: { query: fileManagerQuerySchema },
  responses: {
    200: jsonContent(fileManagerListingSchema, 'The folder'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No folder with this id'),
  },
});

const getFolders = createRoute({
  ...base,
  method: 'get',
  path: '/folders',
  summary: 'Every folder of yours (id, parent, name): where an item can be moved',
  responses: { 200: jsonContent(folderTreeSchema, 'The folders'), 401: unauthorized },
});

const postFolder = createRoute({
  ...base,
  method: 'post',
  path: '/folder',
  summary: 'Make a folder in a folder (folderId null or absent: the root)',
  request: {
    body: { required: true, content: { 'application/json': { schema: createFolderBodySchema } } },
  },
  responses: {
    201: item,
    400: invalid,
    401: unauthorized,
    404: errorContent('No folder with this folderId'),
    409: errorContent('The folder already has an item of this name (fileManager.name_taken)'),
  },
});

const patchItem = createRoute({
  ...base,
  method: 'patch',
  path: '/item',
  summary: 'Rename, move (folderId; null is the root) or describe (folders only) an item',
  request: {
    body: { required: true, content: { 'application/json': { schema: updateItemBodySchema } } },
  },
  responses: {
    200: item,
    400: invalid,
    401: unauthorized,
    404: errorContent('No such item, or no such target folder'),
    409: errorContent('Name taken in the target folder, or a folder moved into itself'),
  },
});

const deleteRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/item',
  summary: 'Delete an item; a folder goes with everything below it and their stored files',
  request: { query: itemIdQuerySchema },
  responses: {
    200: jsonContent(deleteItemResultSchema, 'How many items were deleted'),
    401: unauthorized,
    404: errorContent('No such item'),
  },
});

const getContent = createRoute({
  ...base,
  method: 'get',
  path: '/file/{id}/content',
  summary: 'Download an uploaded file: its bytes with its Content-Type, as an attachment',
  request: { params: itemIdParamsSchema },
  responses: {
    200: {
      description: 'The stored bytes',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    401: unauthorized,
    404: errorContent('No such file, or a sample file with no content (fileManager.no_content)'),
  },
});

export const fileManagerRoutes = createCommonRouter()
  .openapi(getFolder, async (c) => {
    const { folderId } = c.req.valid('query');
    const folder = folderId === undefined || folderId === 'null' ? null : folderId;
    return c.json(await listFolder(c.var.db, c.var.user.id, folder), 200);
  })
  .openapi(getFolders, async (c) => c.json(await listAllFolders(c.var.db, c.var.user.id), 200))
  .openapi(postFolder, async (c) =>
    c.json(await createFolder(c.var.db, c.var.user, c.req.valid('json')), 201),
  )
  .openapi(patchItem, async (c) =>
    c.json(
      await updateItem(c.var.db, c.var.user.id, c.req.valid('json'), c.var.services.now()),
      200,
    ),
  )
  .openapi(deleteRoute, async (c) =>
    c.json(
      await deleteItem(c.var.db, c.var.services.files, c.var.user.id, c.req.valid('query').id),
      200,
    ),
  )
  .openapi(getContent, async (c) => {
    const { row, body } = await openFile(
      c.var.db,
      c.var.services.files,
      c.var.user.id,
      c.req.valid('param').id,
    );
    return c.body(body, 200, {
      'Content-Type': row.mimeType!,
      'Content-Length': String(row.bytes),
      'Content-Disposition': attachmentHeader(row.name),
      'Cache-Control': 'private, no-store',
    });
  });
