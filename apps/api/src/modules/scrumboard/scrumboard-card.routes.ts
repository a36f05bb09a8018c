import { createRoute, z } from '@hono/zod-openapi';
import {
  cardPositionsSchema,
  cardSchema,
  createCardSchema,
  scrumboardIdQuerySchema,
  updateCardSchema,
  updateCardsSchema,
} from '@rehearse/contracts/scrumboard';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import {
  createCard,
  deleteCard,
  setCardPositions,
  updateCard,
  updateCards,
} from './scrumboard-cards.service';

const tags = ['Scrumboard'];
const security = bearerSecurity;
const middleware = requireAuth;
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input (the message names the field)');
const noCard = errorContent('No such card');
const cardList = z.array(cardSchema);

const putCard = createRoute({
  method: 'put',
  path: '/board/card',
  tags,
  security,
  middleware,
  summary: 'Add a card at the end of its list (last position + 65536)',
  request: jsonBody(createCardSchema),
  responses: {
    200: jsonContent(cardSchema, 'The new card'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such list'),
  },
});
const patchCard = createRoute({
  method: 'patch',
  path: '/board/card',
  tags,
  security,
  middleware,
  summary: 'Change a card (the given fields only); another listId moves it',
  request: jsonBody(updateCardSchema),
  responses: {
    200: jsonContent(cardSchema, 'The updated card'),
    400: invalid,
    401: unauthorized,
    404: noCard,
  },
});
const removeCard = createRoute({
  method: 'delete',
  path: '/board/card',
  tags,
  security,
  middleware,
  summary: 'Delete a card',
  request: { query: scrumboardIdQuerySchema },
  responses: {
    200: jsonContent(z.literal(true), 'Deleted'),
    400: invalid,
    401: unauthorized,
    404: noCard,
  },
});
const patchCards = createRoute({
  method: 'patch',
  path: '/board/cards',
  tags,
  security,
  middleware,
  summary: 'Change several cards at once (all or none)',
  request: jsonBody(updateCardsSchema),
  responses: {
    200: jsonContent(cardList, 'The updated cards, in the order given'),
    400: invalid,
    401: unauthorized,
    404: noCard,
  },
});
const patchPositions = createRoute({
  method: 'patch',
  path: '/board/card/positions',
  tags,
  security,
  middleware,
  summary: 'Renumber the given cards of one list 65536, 131072, ... in the order given',
  request: jsonBody(cardPositionsSchema),
  responses: {
    200: jsonContent(cardList, 'The renumbered cards, in the order given'),
    400: invalid,
    401: unauthorized,
    404: noCard,
  },
});

export const scrumboardCardRoutes = createCommonRouter()
  .openapi(putCard, async (c) =>
    c.json(await createCard(c.var.db, c.var.user.id, c.req.valid('json').card), 200),
  )
  .openapi(patchCard, async (c) => {
    const { id, card } = c.req.valid('json');
    return c.json(await updateCard(c.var.db, c.var.user.id, id, card), 200);
  })
  .openapi(removeCard, async (c) =>
    c.json(await deleteCard(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(patchCards, async (c) =>
    c.json(await updateCards(c.var.db, c.var.user.id, c.req.valid('json').cards), 200),
  )
  .openapi(patchPositions, async (c) =>
    c.json(await setCardPositions(c.var.db, c.var.user.id, c.req.valid('json').cards), 200),
  );
