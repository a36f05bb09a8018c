import {
  boardDetailSchema,
  boardListSchema,
  cardSchema,
  type BoardDetail,
  type Card,
} from '@rehearse/contracts/scrumboard';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();
const BASE = '/api/apps/scrumboard';
const STEP = 65536;

const boardOf = async (token: string, index = 0) => {
  const boards = boardListSchema.parse((await call(app, 'GET', `${BASE}/boards`, { token })).body);
  const res = await call(app, 'GET', `${BASE}/board?id=${boards[index].id}`, { token });
  return boardDetailSchema.parse(res.body);
};
const listOf = (board: BoardDetail, title: string) => {
  const list = board.lists.find((l) => l.title === title);
  if (!list) throw new Error(`no list ${title}`);
  return list;
};
const putCard = async (token: string, card: Record<string, unknown>) => {
  const res = await call(app, 'PUT', `${BASE}/board/card`, { token, body: { card } });
  expect(res.status).toBe(200);
  return cardSchema.parse(res.body);
};
const strip = ({ position: _, ...card }: Card) => card;

describe('scrumboard: cards', () => {
  it('adds a card at the end of its list (last + 65536), 65536 in an empty list', async () => {
    const { token } = await signUpAndIn(app);
    const board = await boardOf(token);
    const applied = listOf(board, 'Applied');
    const [label] = board.labels;
    const card = await putCard(token, {
      boardId: board.id,
      listId: applied.id,
      title: 'Globex: SRE',
      labels: [label.id],
      dueDate: '2030-01-02T10:00:00.000Z',
    });
    expect(card).toEqual({
      id: expect.any(String),
      boardId: board.id,
      listId: applied.id,
      position: applied.cards[applied.cards.length - 1].position + STEP,
      title: 'Globex: SRE',
      description: '',
      labels: [label],
      dueDate: '2030-01-02T10:00:00.000Z',
    });
    const offer = listOf(board, 'Offer');
    expect(offer.cards).toEqual([]);
    expect((await putCard(token, { listId: offer.id, title: 'First offer' })).position).toBe(STEP);
    expect(listOf(await boardOf(token), 'Applied').cards.at(-1)).toEqual(card);
  });

  it('renumbers the given cards of a list 65536, 131072, ... in the given order', async () => {
    const { token } = await signUpAndIn(app);
    const board = await boardOf(token);
    const interested = listOf(board, 'Interested');
    const reversed = [...interested.cards].reverse();
    const res = await call(app, 'PATCH', `${BASE}/board/card/positions`, {
      token,
      body: { cards: reversed },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(reversed.map((c, i) => ({ ...c, position: (i + 1) * STEP })));
    expect(listOf(await boardOf(token), 'Interested').cards).toEqual(res.body);

    // A card from another list of the board can be moved into the list the same way.
    const mover = listOf(board, 'Applied').cards[0];
    const moved = await call(app, 'PATCH', `${BASE}/board/card/positions`, {
      token,
      body: { cards: [{ ...mover, listId: interested.id }, ...reversed] },
    });
    expect(moved.status).toBe(200);
    const after = await boardOf(token);
    expect(listOf(after, 'Interested').cards.map((c) => [c.id, c.position])).toEqual(
      [mover, ...reversed].map((c, i) => [c.id, (i + 1) * STEP]),
    );
    expect(listOf(after, 'Applied').cards.some((c) => c.id === mover.id)).toBe(false);
  });

  it('moves a card to the end of another list, merges changes, and deletes', async () => {
    const { token } = await signUpAndIn(app);
    const board = await boardOf(token);
    const [card] = listOf(board, 'Interested').cards;
    const closed = listOf(board, 'Closed');
    const res = await call(app, 'PATCH', `${BASE}/board/card`, {
      token,
      body: { id: card.id, card: { listId: closed.id, description: 'Not a fit', dueDate: null } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...card,
      listId: closed.id,
      position: closed.cards[closed.cards.length - 1].position + STEP,
      description: 'Not a fit',
      dueDate: null,
    });
    const otherBoard = await boardOf(token, 1);
    const foreignLabel = await call(app, 'PATCH', `${BASE}/board/card`, {
      token,
      body: { id: card.id, card: { labels: [otherBoard.labels[0].id] } },
    });
    expect(foreignLabel.status).toBe(400);
    expect(foreignLabel.body).toMatchObject({ error: expect.stringContaining('card.labels') });

    expect(await call(app, 'DELETE', `${BASE}/board/card?id=${card.id}`, { token })).toMatchObject({
      status: 200,
      body: true,
    });
    const after = await boardOf(token);
    expect(after.lists.flatMap((l) => l.cards).some((c) => c.id === card.id)).toBe(false);
    expect((await call(app, 'DELETE', `${BASE}/board/card?id=${card.id}`, { token })).status).toBe(
      404,
    );
  });

  it('takes null as empty for a card description (and a due date)', async () => {
    const { token } = await signUpAndIn(app);
    const board = await boardOf(token);
    const interested = listOf(board, 'Interested');
    const created = await putCard(token, {
      listId: interested.id,
      title: 'Null desc',
      description: null,
      dueDate: null,
    });
    expect(created).toMatchObject({ description: '', dueDate: null });
    const [card] = interested.cards;
    const res = await call(app, 'PATCH', `${BASE}/board/card`, {
      token,
      body: { id: card.id, card: { description: null } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ...card, description: '' });
    const many = await call(app, 'PATCH', `${BASE}/board/cards`, {
      token,
      body: { cards: [{ ...created, description: null }] },
    });
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body).toEqual([created]);
  });

  it('updates several cards at once, or none when one of them is unknown', async () => {
    const { token } = await signUpAndIn(app);
    const board = await boardOf(token);
    const [a, b] = listOf(board, 'Interested').cards;
    const res = await call(app, 'PATCH', `${BASE}/board/cards`, {
      token,
      body: {
        cards: [
          { ...b, position: 1 },
          { id: a.id, title: 'Renamed' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { ...b, position: 1 },
      { ...a, title: 'Renamed' },
    ]);

    const before = await boardOf(token);
    const failed = await call(app, 'PATCH', `${BASE}/board/cards`, {
      token,
      body: {
        cards: [{ id: a.id, title: 'Lost' }, { id: '00000000-0000-4000-8000-000000000000' }],
      },
    });
    expect(failed.status).toBe(404);
    const after = await boardOf(token);
    expect(after.lists.map((l) => l.cards.map(strip))).toEqual(
      before.lists.map((l) => l.cards.map(strip)),
    );
    expect(listOf(after, 'Interested').cards[0]).toEqual({ ...b, position: 1 });
  });
});

describe('scrumboard: card labels on the wire', () => {
  it('answers card labels as label objects of the board from every call', async () => {
    const { token } = await signUpAndIn(app);
    const board = await boardOf(token);
    const cards = board.lists.flatMap((l) => l.cards);
    const labelled = cards.filter((c) => c.labels.length > 0);
    expect(labelled.length).toBeGreaterThan(1);
    for (const label of labelled.flatMap((c) => c.labels)) {
      expect(board.labels).toContainEqual(label);
      expect(label).toEqual({
        id: expect.any(String),
        boardId: board.id,
        title: expect.any(String),
      });
    }

    const [first, second] = board.labels;
    const interested = listOf(board, 'Interested');
    const created = await putCard(token, {
      listId: interested.id,
      title: 'Initech: Platform',
      labels: [second, first.id],
    });
    expect(created.labels).toEqual([second, first]);

    const patched = await call(app, 'PATCH', `${BASE}/board/card`, {
      token,
      body: { id: created.id, card: { labels: [first] } },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(cardSchema.parse(patched.body).labels).toEqual([first]);

    // A client sends back the cards it read, labels as objects.
    const [a, b] = interested.cards;
    const many = await call(app, 'PATCH', `${BASE}/board/cards`, {
      token,
      body: { cards: [{ ...a, labels: [...a.labels, second] }, b] },
    });
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    const dedup = [...a.labels, second].filter(
      (l, i, all) => all.findIndex((x) => x.id === l.id) === i,
    );
    expect(many.body).toEqual([{ ...a, labels: dedup }, b]);

    const positions = await call(app, 'PATCH', `${BASE}/board/card/positions`, {
      token,
      body: { cards: [b, a] },
    });
    expect((positions.body as Card[]).map((c) => c.labels)).toEqual([b.labels, dedup]);
    expect(
      listOf(await boardOf(token), 'Interested').cards.find((c) => c.id === a.id)?.labels,
    ).toEqual(dedup);
  });
});

describe('scrumboard: OpenAPI', () => {
  it('documents every scrumboard call', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    const calls = [
      ['boards', 'get'],
      ['board', 'get'],
      ['board/list', 'post'],
      ['board/list', 'patch'],
      ['board/list', 'delete'],
      ['board/lists', 'patch'],
      ['board/card', 'put'],
      ['board/card', 'patch'],
      ['board/card', 'delete'],
      ['board/cards', 'patch'],
      ['board/card/positions', 'patch'],
      ['board/labels', 'get'],
      ['board/label', 'put'],
      ['board/label', 'patch'],
      ['board/label', 'delete'],
    ];
    for (const [path, method] of calls)
      expect(doc.paths).toHaveProperty([`${BASE}/${path}`, method]);
  });
});
