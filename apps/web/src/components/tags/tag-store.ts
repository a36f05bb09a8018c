import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';

export type Tag = { id: string; title: string };

// Where a feature keeps its tags (contacts, products): the list and the three changes, as the
// feature's own hooks, so the shared tag dialog and picker work on any of them.
export type TagStore = {
  useTags: (enabled?: boolean) => UseQueryResult<Tag[]>;
  useCreate: () => UseMutationResult<Tag, Error, string, unknown>;
  useRename: () => UseMutationResult<unknown, Error, { id: string; title: string }, unknown>;
  useDelete: () => UseMutationResult<unknown, Error, string, unknown>;
};
