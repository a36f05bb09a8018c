import type { Active, Over } from '@dnd-kit/core';

// dnd-kit ids and data of the board's draggables: lists and cards share one DndContext, so their
// ids carry their kind.
export type DragData = { type: 'list'; listId: string } | { type: 'card'; cardId: string };

export const listDragId = (listId: string) => `list:${listId}`;
export const cardDragId = (cardId: string) => `card:${cardId}`;
// The SortableContext of a list's cards.
export const cardsContainerId = (listId: string) => `cards:${listId}`;

export const dragData = (item: Active | Over | null | undefined): DragData | undefined =>
  item?.data.current as DragData | undefined;
