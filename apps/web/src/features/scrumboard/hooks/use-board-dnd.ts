import {
  closestCenter,
  closestCorners,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardDetail } from '@rehearse/contracts/scrumboard';
import { measuredBeforeDragging } from '../../../lib/drag-measuring';
import {
  arrange,
  layoutOf,
  listHolding,
  moveCardInLayout,
  moveListInLayout,
  type Layout,
} from './board-layout';
import { dragData, type DragData } from './drag-ids';

// Lists take lists; a card goes to the card under the pointer, or the nearest card of the list
// under it (the list itself when it is empty); by keyboard, the nearest target.
const collision: CollisionDetection = (args) => {
  const type = dragData(args.active)?.type;
  const ofType = (t: DragData['type']) =>
    args.droppableContainers.filter((c) => dragData(c as never)?.type === t);
  if (type === 'list') return closestCenter({ ...args, droppableContainers: ofType('list') });
  const within = pointerWithin(args);
  const card = within.find((c) => dragData(c.data?.droppableContainer as never)?.type === 'card');
  if (card) return [card];
  const list = within.find((c) => dragData(c.data?.droppableContainer as never)?.type === 'list');
  if (list) {
    const listId = (dragData(list.data?.droppableContainer as never) as { listId: string }).listId;
    const inList = ofType('card').filter(
      (c) => c.data.current?.sortable?.containerId === `cards:${listId}`,
    );
    if (inList.length === 0) return [list];
    return closestCorners({ ...args, droppableContainers: inList });
  }
  return closestCorners(args);
};

export type BoardMoves = {
  moveLists: (listIds: string[]) => void;
  moveCard: (listId: string, cardIds: string[]) => void;
};

// Dragging lists and cards (pointer or keyboard, with translated announcements): the board is
// drawn from a layout while dragging and until the drop is in the cached board; a drop that
// changes something is saved with the lists' or the target list's new order.
export function useBoardDnd(board: BoardDetail, moves: BoardMoves) {
  const { t } = useTranslation();
  const [layout, setLayoutState] = useState<Layout | null>(null);
  const [active, setActive] = useState<DragData | null>(null);
  // The board the drop was made on: the layout goes once the cache holds something newer.
  const heldFor = useRef<BoardDetail | null>(null);
  // The same layout for the drag's handlers and announcements, which run between renders.
  const layoutRef = useRef<Layout | null>(null);
  const setLayout = (next: Layout | null) => {
    layoutRef.current = next;
    setLayoutState(next);
  };

  useEffect(() => {
    if (heldFor.current && heldFor.current !== board) {
      heldFor.current = null;
      setLayout(null);
    }
  }, [board]);

  const sensors = useSensors(
    // A small movement first, so a click opens the card instead of dragging it.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter on a card's link opens it; Space picks up what the focused handle moves.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const shown = arrange(board, layout);

  // Names and places for the announcements, read from the layout being dragged. A list takes
  // its new place only when dropped, so while dragged its place is the one of the list it is over.
  const describe = (data: DragData | undefined, over?: DragData) => {
    const current = layoutRef.current ?? layoutOf(board);
    if (data?.type === 'list') {
      const list = board.lists.find((l) => l.id === data.listId);
      const place = over?.type === 'list' ? over.listId : data.listId;
      return {
        kind: 'list' as const,
        title: list?.title ?? '',
        position: current.lists.indexOf(place) + 1,
        count: current.lists.length,
        list: '',
      };
    }
    const cardId = data?.cardId ?? '';
    const listId = listHolding(current, cardId) ?? '';
    const card = board.lists.flatMap((l) => l.cards).find((c) => c.id === cardId);
    return {
      kind: 'card' as const,
      title: card?.title ?? '',
      list: board.lists.find((l) => l.id === listId)?.title ?? '',
      position: (current.cards[listId] ?? []).indexOf(cardId) + 1,
      count: current.cards[listId]?.length ?? 0,
    };
  };
  const say = (
    moment: 'start' | 'over' | 'end' | 'cancel',
    data: DragData | undefined,
    over?: DragData,
  ) => {
    const { kind, ...values } = describe(data, over);
    return t(`scrumboard.announce.${kind}.${moment}`, values);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('start', dragData(active)),
    onDragOver: ({ active, over }) => say('over', dragData(active), dragData(over)),
    onDragEnd: ({ active }) => say('end', dragData(active)),
    onDragCancel: ({ active }) => say('cancel', dragData(active)),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    heldFor.current = null;
    setActive(dragData(active) ?? null);
    setLayout(layoutOf(board));
  };

  // A card crossing into another list moves there at once, so the lists make room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const from = dragData(active);
    const to = dragData(over);
    if (from?.type !== 'card' || !to) return;
    const current = layoutRef.current;
    if (!current) return;
    const target = to.type === 'list' ? to.listId : listHolding(current, to.cardId);
    if (!target || target === listHolding(current, from.cardId)) return;
    setLayout(
      moveCardInLayout(current, from.cardId, target, to.type === 'card' ? to.cardId : undefined),
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActive(null);
    const from = dragData(active);
    const to = dragData(over);
    const current = layoutRef.current;
    if (!from || !to || !current) return setLayout(null);
    const original = layoutOf(board);
    if (from.type === 'list') {
      const overList = to.type === 'list' ? to.listId : undefined;
      const next = overList ? moveListInLayout(current, from.listId, overList) : current;
      if (next.lists.join() === original.lists.join()) return setLayout(null);
      setLayout(next);
      heldFor.current = board;
      return moves.moveLists(next.lists);
    }
    const listId = listHolding(current, from.cardId);
    if (!listId) return setLayout(null);
    const next =
      to.type === 'card' && listHolding(current, to.cardId) === listId
        ? moveCardInLayout(current, from.cardId, listId, to.cardId)
        : current;
    const ids = next.cards[listId] ?? [];
    if (ids.join() === (original.cards[listId] ?? []).join()) return setLayout(null);
    setLayout(next);
    heldFor.current = board;
    moves.moveCard(listId, ids);
  };

  const onDragCancel = () => {
    setActive(null);
    setLayout(null);
  };

  const accessibility = useMemo(
    () => ({ screenReaderInstructions: { draggable: t('scrumboard.announce.instructions') } }),
    [t],
  );

  return {
    shown,
    active,
    context: {
      sensors,
      collisionDetection: collision,
      measuring: measuredBeforeDragging,
      accessibility: { ...accessibility, announcements },
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
    },
  };
}
