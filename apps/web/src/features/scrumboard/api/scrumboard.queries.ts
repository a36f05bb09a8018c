import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  boardDetailSchema,
  boardListSchema,
  boardSchema,
  type Board,
  type BoardChange,
  type CreateBoardInput,
} from '@rehearse/contracts/scrumboard';
import { apiClient } from '../../../lib/api-client';

// The scrumboard's boards (docs/decisions/066-scrumboard-screen.md). The gallery reads GET boards;
// a board with its lists, cards and labels is one GET board, cached whole, which every change on
// the board updates at once (board-mutations.ts).

export const base = '/api/apps/scrumboard';

export const scrumboardKeys = {
  all: ['scrumboard'] as const,
  boards: () => [...scrumboardKeys.all, 'boards'] as const,
  board: (id: string) => [...scrumboardKeys.all, 'board', id] as const,
};

export const boardsQueryOptions = () =>
  queryOptions({
    queryKey: scrumboardKeys.boards(),
    queryFn: ({ signal }) => apiClient.get(`${base}/boards`, boardListSchema, { signal }),
  });

export const boardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scrumboardKeys.board(id),
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/board`, boardDetailSchema, { query: { id }, signal }),
  });

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: CreateBoardInput) =>
      apiClient.post(`${base}/board`, boardSchema, { body: { board } }),
    onSuccess: (board) =>
      queryClient.setQueryData(scrumboardKeys.boards(), (boards: Board[] = []) => [
        ...boards,
        board,
      ]),
  });
}

// Renaming shows at once in the gallery and on the board; a refusal puts the old names back.
export function useUpdateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, board }: { id: string; board: BoardChange }) =>
      apiClient.patch(`${base}/board`, boardSchema, { body: { id, board } }),
    onMutate: async ({ id, board }) => {
      await queryClient.cancelQueries({ queryKey: scrumboardKeys.all });
      const boards = queryClient.getQueryData(scrumboardKeys.boards());
      const detail = queryClient.getQueryData(scrumboardKeys.board(id));
      queryClient.setQueryData(scrumboardKeys.boards(), (old: Board[] | undefined) =>
        old?.map((b) => (b.id === id ? { ...b, ...board } : b)),
      );
      if (detail) queryClient.setQueryData(scrumboardKeys.board(id), { ...detail, ...board });
      return { boards, detail };
    },
    onError: (_error, { id }, context) => {
      queryClient.setQueryData(scrumboardKeys.boards(), context?.boards);
      if (context?.detail) queryClient.setQueryData(scrumboardKeys.board(id), context.detail);
    },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards() }),
        queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(id) }),
      ]),
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`${base}/board`, z.literal(true), { query: { id } }),
    onSuccess: (_done, id) => {
      queryClient.setQueryData(scrumboardKeys.boards(), (boards: Board[] | undefined) =>
        boards?.filter((b) => b.id !== id),
      );
      queryClient.removeQueries({ queryKey: scrumboardKeys.board(id) });
    },
  });
}
