import { createRoute, z } from '@hono/zod-openapi';
import {
  boardSchema,
  createBoardSchema,
  scrumboardIdQuerySchema,
  updateBoardSchema,
} from '@rehearse/contracts/scrumboard';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { createBoard, deleteBoard, updateBoard } from './scrumboard-boards.service';

// Creating, renaming and deleting boards: calls beside the spec's GET boards and GET board
// (docs/decisions/066-scrumboard-screen.md).
const tags = ['Scrumboard'];
const security = bearerSecurity;
const middleware = requireAuth;
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input (the message names the field)');
const noBoard = errorContent('No such board');

const postBoard = createRoute({
  method: 'post',
  path: '/board',
  tags,
  security,
  middleware,
  summary: 'Start an empty board (its one member is the user)',
  request: jsonBody(createBoardSchema),
  responses: {
    200: jsonContent(boardSchema, 'The new board'),
    400: invalid,
    401: unauthorized,
  },
});
const patchBoard = createRoute({
  method: 'patch',
  path: '/board',
  tags,
  security,
  middleware,
  summary: "Change a board's title or description",
  request: jsonBody(updateBoardSchema),
  responses: {
    200: jsonContent(boardSchema, 'The updated board'),
    400: invalid,
    401: unauthorized,
    404: noBoard,
  },
});
const removeBoard = createRoute({
  method: 'delete',
  path: '/board',
  tags,
  security,
  middleware,
  summary: 'Delete a board with its lists, cards and labels',
  request: { query: scrumboardIdQuerySchema },
  responses: {
    200: jsonContent(z.literal(true), 'Deleted'),
    400: invalid,
    401: unauthorized,
    404: noBoard,
  },
});

export const scrumboardBoardRoutes = createCommonRouter()
  .openapi(postBoard, async (c) =>
    c.json(await createBoard(c.var.db, c.var.user.id, c.req.valid('json').board), 200),
  )
  .openapi(patchBoard, async (c) => {
    const { id, board } = c.req.valid('json');
    return c.json(await updateBoard(c.var.db, c.var.user.id, id, board), 200);
  })
  .openapi(removeBoard, async (c) =>
    c.json(await deleteBoard(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  );
