import { z } from 'zod';
import { labelRefsSchema } from './label-ref';
import { optionalText } from './optional-text';

// Scrumboard (decisions 007 and 018). Calls under
// /api/apps/scrumboard. New lists and cards go to the end of their board or list at the last
// position + 65536; PATCH board/card/positions renumbers the given cards 65536, 131072, ...
// Answers: boards -> Board[]; board -> BoardDetail (lists sorted by position, each with its
// cards sorted by position; the board's labels); created or updated list, card or label -> that
// item; PATCH board/lists -> the updated lists; PATCH board/cards and board/card/positions ->
// the updated cards, in the order given; GET board/labels -> Label[]; every DELETE -> true.

export const POSITION_STEP = 65536;

export const boardMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;

export const boardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  // When a list, card or label of the board last changed.
  lastActivity: z.string(),
  members: z.array(boardMemberSchema),
});
export type Board = z.infer<typeof boardSchema>;
export const boardListSchema = z.array(boardSchema);

export const scrumboardListSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  position: z.number(),
  title: z.string(),
});
export type ScrumboardList = z.infer<typeof scrumboardListSchema>;

export const boardLabelSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  title: z.string(),
});
export type BoardLabel = z.infer<typeof boardLabelSchema>;

export const cardSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  listId: z.string(),
  position: z.number(),
  title: z.string(),
  description: z.string(),
  // Labels of the same board, in the card's order (stored as ids, answered as objects).
  labels: z.array(boardLabelSchema),
  dueDate: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

export const boardDetailSchema = boardSchema.extend({
  lists: z.array(scrumboardListSchema.extend({ cards: z.array(cardSchema) })),
  labels: z.array(boardLabelSchema),
});
export type BoardDetail = z.infer<typeof boardDetailSchema>;

// Ids naming the item a call acts on (or its parent): unknown or malformed -> 404, missing -> 400.
const idField = z.string({ error: 'id is required' }).min(1, 'id is required');
const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title cannot be empty')
  .max(200, 'Title must be at most 200 characters');
const position = z
  .number({ error: 'Position must be a number' })
  .min(0, 'Position cannot be negative')
  .max(Number.MAX_SAFE_INTEGER, 'Position is too large');

export const scrumboardIdQuerySchema = z.object({ id: idField });
export const boardLabelsQuerySchema = z.object({
  boardId: z.string({ error: 'boardId is required' }).min(1, 'boardId is required'),
});

export const createListSchema = z.object({
  list: z.object({ boardId: z.string({ error: 'boardId is required' }).min(1), title }),
});
export type CreateListInput = z.infer<typeof createListSchema>['list'];

const listChange = z.object({
  id: idField,
  title: title.optional(),
  position: position.optional(),
});
export type ListChange = z.infer<typeof listChange>;
export const updateListSchema = z.object({ list: listChange });
export const updateListsSchema = z.object({ lists: z.array(listChange).min(1).max(1000) });

const cardFields = {
  // Another list of the same board moves the card there (to the end unless a position is given).
  listId: z.string().min(1),
  position,
  title,
  description: optionalText(z.string().max(20_000, 'Description must be at most 20000 characters')),
  // Label objects or ids; stored as ids.
  labels: labelRefsSchema,
  dueDate: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' }).nullable(),
};

export const createCardSchema = z.object({
  card: z.object({
    // Optional: the list names its board; when given it must be that board.
    boardId: z.string().min(1).optional(),
    listId: z.string({ error: 'listId is required' }).min(1, 'listId is required'),
    title,
    description: cardFields.description.optional(),
    labels: cardFields.labels.optional(),
    dueDate: cardFields.dueDate.optional(),
  }),
});
export type CreateCardInput = z.infer<typeof createCardSchema>['card'];

const cardChange = z.object(cardFields).partial();
export type CardChange = z.infer<typeof cardChange>;
export const updateCardSchema = z.object({ id: idField, card: cardChange });
export const updateCardsSchema = z.object({
  cards: z
    .array(cardChange.extend({ id: idField }))
    .min(1)
    .max(1000),
});
export type CardChangeWithId = z.infer<typeof updateCardsSchema>['cards'][number];

// The cards of one list in their new order (a card may be moved into the list here).
export const cardPositionsSchema = z.object({
  cards: z
    .array(z.object({ id: idField, listId: z.string().min(1).optional() }))
    .min(1)
    .max(1000)
    .refine((items) => new Set(items.map((c) => c.id)).size === items.length, {
      error: 'A card may appear only once',
    }),
});
export type CardPositionsInput = z.infer<typeof cardPositionsSchema>['cards'];

export const createBoardLabelSchema = z.object({
  label: z.object({ boardId: z.string({ error: 'boardId is required' }).min(1), title }),
});
export type CreateBoardLabelInput = z.infer<typeof createBoardLabelSchema>['label'];
export const updateBoardLabelSchema = z.object({ id: idField, label: z.object({ title }) });

// Boards themselves (calls beside the spec's GET boards and GET board, decision 066):
// POST board {board} -> the new Board (its members: the user), PATCH board {id, board} -> the
// updated Board, DELETE board?id -> true (its lists, cards and labels go with it).
const boardDescription = z.string().max(500, 'Description must be at most 500 characters');
export const createBoardSchema = z.object({
  board: z.object({ title, description: boardDescription.optional() }),
});
export type CreateBoardInput = z.infer<typeof createBoardSchema>['board'];
export const updateBoardSchema = z.object({
  id: idField,
  board: z.object({ title: title.optional(), description: boardDescription.optional() }),
});
export type BoardChange = z.infer<typeof updateBoardSchema>['board'];
