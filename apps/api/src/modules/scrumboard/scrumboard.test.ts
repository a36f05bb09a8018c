import {
  boardDetailSchema,
  boardLabelSchema,
  boardListSchema,
  scrumboardListSchema,
  type BoardDetail,
} from '@rehearse/contracts/scrumboard';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { BOARD_SEEDS } from '../../db/seed/data/scrumboard.data';

const { app } = await useTestApp();
const BASE = '/api/apps/scrumboard';
const STEP = 65536;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const boardsOf = async (token: string) =>
  boardListSchema.parse((await call(app, 'GET', `${BASE}/boards`, { token })).body);
const boardOf = async (token: string, id: string) =>
  boardDetailSchema.parse((await call(app, 'GET', `${BASE}/board?id=${id}`, { token })).body);
const firstBoard = async (token: string) => boardOf(token, (await boardsOf(token))[0].id);
const cardsOf = (board: BoardDetail) => board.lists.flatMap((l) => l.cards);

describe('scrumboard: sample data', () => {
  it('gives a new account its boards with lists, cards, labels and members', async () => {
    const { token } = await signUpAndIn(app);
    const boards = await boardsOf(token);
    expect(boards.map((b) => b.title)).toEqual(BOARD_SEEDS.map((b) => b.title));
    expect(boards[0].members.length).toBeGreaterThan(0);

    for (const [i, seed] of BOARD_SEEDS.entries()) {
      const board = await boardOf(token, boards[i].id);
      expect(board.labels.map((l) => l.title)).toEqual(seed.labels);
      expect(board.lists.map((l) => l.title)).toEqual(seed.lists.map((l) => l.title));
      expect(board.lists.map((l) => l.position)).toEqual(seed.lists.map((_, n) => (n + 1) * STEP));
      const labelIds = new Set(board.labels.map((l) => l.id));
      for (const [n, list] of board.lists.entries()) {
        const seeded = seed.lists[n].cards;
        expect(list.cards.map((c) => c.title)).toEqual(seeded.map((c) => c.title));
        // Every label title in the data resolved to a label of the same board.
        expect(list.cards.map((c) => c.labels.length)).toEqual(seeded.map((c) => c.labels.length));
        expect(list.cards.every((c) => c.labels.every((l) => labelIds.has(l.id)))).toBe(true);
        expect(list.cards.every((c) => c.listId === list.id && c.boardId === board.id)).toBe(true);
      }
    }
  });
});

describe('scrumboard: lists', () => {
  it('adds a list at the end (last position + 65536), also after repositioning', async () => {
    const { token } = await signUpAndIn(app);
    const board = await firstBoard(token);
    const last = board.lists[board.lists.length - 1].position;
    const res = await call(app, 'POST', `${BASE}/board/list`, {
      token,
      body: { list: { boardId: board.id, title: 'On hold' } },
    });
    expect(res.status).toBe(200);
    const list = scrumboardListSchema.parse(res.body);
    expect(list).toEqual({
      id: expect.any(String),
      boardId: board.id,
      title: 'On hold',
      position: last + STEP,
    });

    const moved = await call(app, 'PATCH', `${BASE}/board/lists`, {
      token,
      body: {
        lists: [
          { id: board.lists[0].id, position: 10 * STEP },
          { id: list.id, position: 1 },
        ],
      },
    });
    expect(moved.status).toBe(200);
    const { cards: _, ...firstList } = board.lists[0];
    expect(moved.body).toEqual([
      { ...firstList, position: 10 * STEP },
      { ...list, position: 1 },
    ]);
    const next = scrumboardListSchema.parse(
      (
        await call(app, 'POST', `${BASE}/board/list`, {
          token,
          body: { list: { boardId: board.id, title: 'X' } },
        })
      ).body,
    );
    expect(next.position).toBe(11 * STEP);
    const after = await boardOf(token, board.id);
    expect(after.lists[0].id).toBe(list.id);
    expect(after.lists.slice(-2).map((l) => l.id)).toEqual([board.lists[0].id, next.id]);
    expect(Date.parse(after.lastActivity)).toBeGreaterThan(Date.parse(board.lastActivity));
  });

  it('renames a list and deletes a list together with its cards', async () => {
    const { token } = await signUpAndIn(app);
    const board = await firstBoard(token);
    const [first, second] = board.lists;
    const renamed = await call(app, 'PATCH', `${BASE}/board/list`, {
      token,
      body: { list: { id: second.id, title: 'Sent' } },
    });
    expect(renamed.body).toEqual({
      id: second.id,
      boardId: board.id,
      title: 'Sent',
      position: second.position,
    });

    expect(first.cards.length).toBeGreaterThan(0);
    const res = await call(app, 'DELETE', `${BASE}/board/list?id=${first.id}`, { token });
    expect(res).toMatchObject({ status: 200, body: true });
    const after = await boardOf(token, board.id);
    expect(after.lists.map((l) => l.id)).toEqual(board.lists.slice(1).map((l) => l.id));
    expect(cardsOf(after)).toHaveLength(cardsOf(board).length - first.cards.length);
    // The deleted list's cards are gone, not orphaned.
    const orphan = await call(app, 'PATCH', `${BASE}/board/card`, {
      token,
      body: { id: first.cards[0].id, card: { title: 'x' } },
    });
    expect(orphan.status).toBe(404);
    expect((await call(app, 'DELETE', `${BASE}/board/list?id=${first.id}`, { token })).status).toBe(
      404,
    );
  });
});

describe('scrumboard: labels', () => {
  it('lists, adds and renames labels of a board', async () => {
    const { token } = await signUpAndIn(app);
    const board = await firstBoard(token);
    const listed = await call(app, 'GET', `${BASE}/board/labels?boardId=${board.id}`, { token });
    expect(listed.body).toEqual(board.labels);
    const created = boardLabelSchema.parse(
      (
        await call(app, 'PUT', `${BASE}/board/label`, {
          token,
          body: { label: { boardId: board.id, title: 'Startup' } },
        })
      ).body,
    );
    expect(created).toEqual({ id: expect.any(String), boardId: board.id, title: 'Startup' });
    const renamed = await call(app, 'PATCH', `${BASE}/board/label`, {
      token,
      body: { id: created.id, label: { title: 'Scale-up' } },
    });
    expect(renamed.body).toEqual({ ...created, title: 'Scale-up' });
    expect((await boardOf(token, board.id)).labels).toEqual([
      ...board.labels,
      { ...created, title: 'Scale-up' },
    ]);
  });

  it('removes a deleted label from every card and keeps the other labels', async () => {
    const { token } = await signUpAndIn(app);
    const board = await firstBoard(token);
    const label = board.labels.find(
      (l) => cardsOf(board).filter((c) => c.labels.some((x) => x.id === l.id)).length > 1,
    );
    if (!label) throw new Error('no label on two cards');
    const res = await call(app, 'DELETE', `${BASE}/board/label?id=${label.id}`, { token });
    expect(res).toMatchObject({ status: 200, body: true });
    const after = await boardOf(token, board.id);
    expect(after.labels.some((l) => l.id === label.id)).toBe(false);
    for (const card of cardsOf(board)) {
      const now = cardsOf(after).find((c) => c.id === card.id);
      expect(now?.labels).toEqual(card.labels.filter((l) => l.id !== label.id));
    }
  });
});

describe('scrumboard: isolation and bad input', () => {
  it("never reads or changes another user's boards, lists, cards or labels", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const aliceBoards = await boardsOf(alice.token);
    const board = await boardOf(alice.token, aliceBoards[0].id);
    const [list] = board.lists;
    const [card] = list.cards;
    const [label] = board.labels;
    const bobBoard = await firstBoard(bob.token);
    const t = bob.token;

    const attempts: [string, string, unknown?][] = [
      ['GET', `${BASE}/board?id=${board.id}`],
      ['GET', `${BASE}/board/labels?boardId=${board.id}`],
      ['POST', `${BASE}/board/list`, { list: { boardId: board.id, title: 'x' } }],
      ['PATCH', `${BASE}/board/list`, { list: { id: list.id, title: 'x' } }],
      [
        'PATCH',
        `${BASE}/board/lists`,
        {
          lists: [
            { id: bobBoard.lists[0].id, title: 'y' },
            { id: list.id, title: 'x' },
          ],
        },
      ],
      ['DELETE', `${BASE}/board/list?id=${list.id}`],
      ['PUT', `${BASE}/board/card`, { card: { listId: list.id, title: 'x' } }],
      ['PATCH', `${BASE}/board/card`, { id: card.id, card: { title: 'x' } }],
      [
        'PATCH',
        `${BASE}/board/cards`,
        {
          cards: [
            { id: bobBoard.lists[0].cards[0].id, title: 'y' },
            { id: card.id, title: 'x' },
          ],
        },
      ],
      ['PATCH', `${BASE}/board/card/positions`, { cards: [{ id: card.id }] }],
      ['DELETE', `${BASE}/board/card?id=${card.id}`],
      ['PUT', `${BASE}/board/label`, { label: { boardId: board.id, title: 'x' } }],
      ['PATCH', `${BASE}/board/label`, { id: label.id, label: { title: 'x' } }],
      ['DELETE', `${BASE}/board/label?id=${label.id}`],
      ['GET', `${BASE}/board?id=${UNKNOWN_ID}`],
      ['GET', `${BASE}/board?id=not-a-uuid`],
      ['DELETE', `${BASE}/board/card?id=not-a-uuid`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(app, method, path, { token: t, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ error: expect.any(String) });
    }
    // Nor can Bob put Alice's label on his card or move his card into her list.
    const bobCard = bobBoard.lists[0].cards[0];
    for (const change of [{ labels: [label.id] }, { listId: list.id }]) {
      const res = await call(app, 'PATCH', `${BASE}/board/card`, {
        token: t,
        body: { id: bobCard.id, card: change },
      });
      expect(res.status).toBe(400);
    }

    expect(await boardsOf(alice.token)).toEqual(aliceBoards);
    expect(await boardOf(alice.token, board.id)).toEqual(board);
    expect(await boardOf(t, bobBoard.id)).toEqual(bobBoard);
  });

  it('answers 400 naming the field for bad input, 401 without a token', async () => {
    const { token } = await signUpAndIn(app);
    const board = await firstBoard(token);
    const [list, other] = board.lists;
    const [card] = list.cards;
    const cases: [string, string, unknown, string][] = [
      ['GET', `${BASE}/board`, undefined, 'id'],
      ['GET', `${BASE}/board/labels`, undefined, 'boardId'],
      ['POST', `${BASE}/board/list`, { list: { boardId: board.id } }, 'list.title'],
      ['PATCH', `${BASE}/board/list`, { list: { id: list.id, position: -1 } }, 'list.position'],
      ['PATCH', `${BASE}/board/list`, { list: { id: list.id, position: 'last' } }, 'list.position'],
      ['PATCH', `${BASE}/board/lists`, { lists: [] }, 'lists'],
      ['PUT', `${BASE}/board/card`, { card: { listId: list.id, title: '' } }, 'card.title'],
      ['PUT', `${BASE}/board/card`, { card: { title: 'x' } }, 'card.listId'],
      [
        'PUT',
        `${BASE}/board/card`,
        { card: { listId: list.id, title: 'x', labels: ['x'] } },
        'card.labels.0',
      ],
      [
        'PUT',
        `${BASE}/board/card`,
        { card: { listId: list.id, title: 'x', labels: [UNKNOWN_ID] } },
        'card.labels',
      ],
      [
        'PUT',
        `${BASE}/board/card`,
        { card: { boardId: UNKNOWN_ID, listId: list.id, title: 'x' } },
        'card.boardId',
      ],
      [
        'PUT',
        `${BASE}/board/card`,
        { card: { listId: list.id, title: 'x', dueDate: 'soon' } },
        'card.dueDate',
      ],
      ['PATCH', `${BASE}/board/card`, { id: card.id, card: { listId: UNKNOWN_ID } }, 'card.listId'],
      [
        'PATCH',
        `${BASE}/board/cards`,
        { cards: [{ id: card.id, position: -5 }] },
        'cards.0.position',
      ],
      [
        'PATCH',
        `${BASE}/board/card/positions`,
        { cards: [{ id: card.id }, { id: card.id }] },
        'cards',
      ],
      [
        'PATCH',
        `${BASE}/board/card/positions`,
        { cards: [{ id: card.id }, { id: other.cards[0].id }] },
        'cards',
      ],
      ['PUT', `${BASE}/board/label`, { label: { boardId: board.id, title: ' ' } }, 'label.title'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(app, method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ error: expect.stringContaining(field) });
    }
    expect((await call(app, 'GET', `${BASE}/boards`)).status).toBe(401);
    const { lastActivity: _, ...unchanged } = board;
    expect(await boardOf(token, board.id)).toMatchObject(unchanged);
  });
});
