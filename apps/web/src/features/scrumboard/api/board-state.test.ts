import { describe, expect, it } from 'vitest';
import type { BoardDetail, Card } from '@rehearse/contracts/scrumboard';
import { arrange, layoutOf, moveCardInLayout, moveListInLayout } from '../hooks/board-layout';
import { changeLabel, orderLists, placeCards } from './board-state';

const card = (id: string, listId: string, position: number, labels: string[] = []): Card => ({
  id,
  boardId: 'b',
  listId,
  position,
  title: id.toUpperCase(),
  description: '',
  labels: labels.map((l) => ({ id: l, boardId: 'b', title: l })),
  dueDate: null,
});

const board: BoardDetail = {
  id: 'b',
  title: 'Board',
  description: '',
  icon: '',
  lastActivity: '2026-11-27T10:00:00.000Z',
  members: [],
  labels: [
    { id: 'red', boardId: 'b', title: 'red' },
    { id: 'blue', boardId: 'b', title: 'blue' },
  ],
  lists: [
    {
      id: 'l1',
      boardId: 'b',
      title: 'One',
      position: 65536,
      cards: [card('a', 'l1', 65536, ['red']), card('b', 'l1', 131072, ['red', 'blue'])],
    },
    { id: 'l2', boardId: 'b', title: 'Two', position: 131072, cards: [card('c', 'l2', 10)] },
  ],
};

const titles = (b: BoardDetail) => b.lists.map((l) => l.cards.map((c) => c.id));

describe('the cached board after a change', () => {
  it('moves a card into another list and renumbers that list as the server will', () => {
    const moved = placeCards(board, 'l2', ['b', 'c']);
    expect(titles(moved)).toEqual([['a'], ['b', 'c']]);
    expect(moved.lists[1]!.cards.map((c) => [c.listId, c.position])).toEqual([
      ['l2', 65536],
      ['l2', 131072],
    ]);
  });

  it('orders and renumbers the lists', () => {
    const ordered = orderLists(board, ['l2', 'l1']);
    expect(ordered.lists.map((l) => [l.id, l.position])).toEqual([
      ['l2', 65536],
      ['l1', 131072],
    ]);
  });

  it('takes a deleted label off every card and shows a renamed one everywhere', () => {
    const deleted = changeLabel(board, 'red', null);
    expect(deleted.labels.map((l) => l.id)).toEqual(['blue']);
    expect(deleted.lists[0]!.cards.map((c) => c.labels.map((l) => l.id))).toEqual([[], ['blue']]);
    const renamed = changeLabel(board, 'red', { id: 'red', boardId: 'b', title: 'Hot' });
    expect(renamed.lists[0]!.cards[1]!.labels.map((l) => l.title)).toEqual(['Hot', 'blue']);
  });
});

describe('the layout while dragging', () => {
  it('moves a card before another card of another list, or to the end of an empty one', () => {
    const layout = layoutOf(board);
    expect(moveCardInLayout(layout, 'a', 'l2', 'c').cards).toEqual({ l1: ['b'], l2: ['a', 'c'] });
    expect(moveCardInLayout(layout, 'a', 'l2').cards).toEqual({ l1: ['b'], l2: ['c', 'a'] });
    expect(moveCardInLayout(layout, 'b', 'l1', 'a').cards).toEqual({ l1: ['b', 'a'], l2: ['c'] });
  });

  it('moves a list onto another place and draws the board in the layout', () => {
    const layout = moveListInLayout(layoutOf(board), 'l1', 'l2');
    expect(layout.lists).toEqual(['l2', 'l1']);
    const drawn = arrange(board, moveCardInLayout(layout, 'c', 'l1'));
    expect(drawn.lists.map((l) => l.id)).toEqual(['l2', 'l1']);
    expect(titles(drawn)).toEqual([[], ['a', 'b', 'c']]);
    expect(drawn.lists[1]!.cards[2]!.listId).toBe('l1');
  });
});
