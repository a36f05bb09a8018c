import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { shortcutSchema, type NewShortcut, type Shortcut } from '@rehearse/contracts/shortcuts';
import { apiClient } from '../../../lib/api-client';
import { shortcutsQueryOptions } from '../../../lib/shell-data';

const path = '/api/common/shortcuts';

// The list is shell data (lib/shell-data.ts); every change refetches it through its key.
export function useShortcutMutations() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: shortcutsQueryOptions().queryKey });
  return {
    create: useMutation({
      mutationFn: (shortcut: NewShortcut) =>
        apiClient.post(path, shortcutSchema, { body: { shortcut } }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, shortcut }: { id: string; shortcut: NewShortcut }) =>
        apiClient.patch(path, shortcutSchema, { body: { id, shortcut } }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (shortcut: Shortcut) =>
        apiClient.delete(path, z.literal(true), { query: { id: shortcut.id } }),
      onSettled,
    }),
  };
}
