import { createRoute, z } from '@hono/zod-openapi';
import {
  boardDetailSchema,
  boardLabelSchema,
  boardLabelsQuerySchema,
  boardListSchema,
  createBoardLabelSchema,
  createListSchema,
  scrumboardIdQuerySchema,
  scrumboardListSchema,
  updateBoardLabelSchema,
  updateListSchema,
  updateListsSchema,
} from '@rehearse/contracts/scrumboard';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import { scrumboardBoardRoutes } from './scrumboard-board.routes';
import { scrumboardCardRoutes } from './scrumboard-card.routes';
import {
  createBoardLabel,
  createList,
  deleteBoardLabel,
  deleteList,
  getBoard,
  listBoardLabels,
  listBoards,
  updateBoardLabel,
  updateList,
  updateLists,
} from './scrumboard.service';

const tags = ['Scrumboard'];
const security = bearerSecurity;
const middleware = requireAuth;
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input (the message names the field)');
const noBoard = errorContent('No such board');
const noList = errorContent('No such list');
const noLabel = errorContent('No such label');
const deleted = jsonContent(z.literal(true), 'Deleted');
const withIdQuery = { query: scrumboardIdQuerySchema };

const getBoards = createRoute({
  method: 'get',
  path: '/boards',
  tags,
  security,
  middleware,
  summary: 'The boards',
  responses: { 200: jsonContent(boardListSchema, 'All boards'), 401: unauthorized },
});
const getOneBoard = createRoute({
  method: 'get',
  path: '/board',
  tags,
  security,
  middleware,
  summary: 'A board with its lists, cards, labels and members',
  request: withIdQuery,
  responses: {
    200: jsonContent(boardDetailSchema, 'The board'),
    400: invalid,
    401: unauthorized,
    404: noBoard,
  },
});
const postList = createRoute({
  method: 'post',
  path: '/board/list',
  tags,
  security,
  middleware,
  summary: 'Add a list at the end of its board (last position + 65536)',
  request: jsonBody(createListSchema),
  responses: {
    200: jsonContent(scrumboardListSchema, 'The new list'),
    400: invalid,
    401: unauthorized,
    404: noBoard,
  },
});
const patchList = createRoute({
  method: 'patch',
  path: '/board/list',
  tags,
  security,
  middleware,
  summary: "Change a list's title or position",
  request: jsonBody(updateListSchema),
  responses: {
    200: jsonContent(scrumboardListSchema, 'The updated list'),
    400: invalid,
    401: unauthorized,
    404: noList,
  },
});
const removeList = createRoute({
  method: 'delete',
  path: '/board/list',
  tags,
  security,
  middleware,
  summary: 'Delete a list and its cards',
  request: withIdQuery,
  responses: { 200: deleted, 400: invalid, 401: unauthorized, 404: noList },
});
const patchLists = createRoute({
  method: 'patch',
  path: '/board/lists',
  tags,
  security,
  middleware,
  summary: 'Change several lists at once, e.g. their positions (all or none)',
  request: jsonBody(updateListsSchema),
  responses: {
    200: jsonContent(z.array(scrumboardListSchema), 'The updated lists, in the order given'),
    400: invalid,
    401: unauthorized,
    404: noList,
  },
});
const getLabels = createRoute({
  method: 'get',
  path: '/board/labels',
  tags,
  security,
  middleware,
  summary: "A board's labels",
  request: { query: boardLabelsQuerySchema },
  responses: {
    200: jsonContent(z.array(boardLabelSchema), 'The labels'),
    400: invalid,
    401: unauthorized,
    404: noBoard,
  },
});
const putLabel = createRoute({
  method: 'put',
  path: '/board/label',
  tags,
  security,
  middleware,
  summary: 'Add a label to a board',
  request: jsonBody(createBoardLabelSchema),
  responses: {
    200: jsonContent(boardLabelSchema, 'The new label'),
    400: invalid,
    401: unauthorized,
    404: noBoard,
  },
});
const patchLabel = createRoute({
  method: 'patch',
  path: '/board/label',
  tags,
  security,
  middleware,
  summary: 'Rename a label',
  request: jsonBody(updateBoardLabelSchema),
  responses: {
    200: jsonContent(boardLabelSchema, 'The updated label'),
    400: invalid,
    401: unauthorized,
    404: noLabel,
  },
});
const removeLabel = createRoute({
  method: 'delete',
  path: '/board/label',
  tags,
  security,
  middleware,
  summary: 'Delete a label and remove it from every card',
  request: withIdQuery,
  responses: { 200: deleted, 400: invalid, 401: unauthorized, 404: noLabel },
});

export const scrumboardRoutes = createCommonRouter()
  .openapi(getBoards, async (c) => c.json(await listBoards(c.var.db, c.var.user.id), 200))
  .openapi(getOneBoard, async (c) =>
    c.json(await getBoard(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(postList, async (c) =>
    c.json(await createList(c.var.db, c.var.user.id, c.req.valid('json').list), 200),
  )
  .openapi(patchList, async (c) =>
    c.json(await updateList(c.var.db, c.var.user.id, c.req.valid('json').list), 200),
  )
  .openapi(removeList, async (c) =>
    c.json(await deleteList(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(patchLists, async (c) =>
    c.json(await updateLists(c.var.db, c.var.user.id, c.req.valid('json').lists), 200),
  )
  .openapi(getLabels, async (c) =>
    c.json(await listBoardLabels(c.var.db, c.var.user.id, c.req.valid('query').boardId), 200),
  )
  .openapi(putLabel, async (c) =>
    c.json(await createBoardLabel(c.var.db, c.var.user.id, c.req.valid('json').label), 200),
  )
  .openapi(patchLabel, async (c) => {
    const { id, label } = c.req.valid('json');
    return c.json(await updateBoardLabel(c.var.db, c.var.user.id, id, label.title), 200);
  })
  .openapi(removeLabel, async (c) =>
    c.json(await deleteBoardLabel(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .route('/', scrumboardBoardRoutes)
  .route('/', scrumboardCardRoutes);
