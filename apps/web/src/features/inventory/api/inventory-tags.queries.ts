import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { inventoryTagSchema, type InventoryTag, type Product } from '@rehearse/contracts/inventory';
import type { TagStore } from '../../../components/tags/tag-store';
import { apiClient } from '../../../lib/api-client';
import { BASE, inventoryKeys } from './inventory.queries';

// The product tags (GET tags, POST/PATCH/DELETE tag). A product holds tag ids, so a renamed tag
// shows everywhere at once.
export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: inventoryKeys.tags(),
    queryFn: ({ signal }) => apiClient.get(`${BASE}/tags`, z.array(inventoryTagSchema), { signal }),
  });

const byTitle = (tags: InventoryTag[]) =>
  [...tags].sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));

// Not optimistic: the tag has no id until the server gives it one.
export function useCreateTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      apiClient.post(`${BASE}/tag`, inventoryTagSchema, { body: { tag: { title } } }),
    onSuccess: (tag) =>
      client.setQueryData<InventoryTag[]>(inventoryKeys.tags(), (tags) =>
        byTitle([...(tags ?? []), tag]),
      ),
  });
}

// Rename and delete change the tag list at once and put it back if the server refuses.
function useTagChange<Input>(
  call: (input: Input) => Promise<unknown>,
  change: (tags: InventoryTag[], input: Input) => InventoryTag[],
  afterwards: readonly unknown[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (input: Input) => {
      await client.cancelQueries({ queryKey: inventoryKeys.tags() });
      const saved = client.getQueryData<InventoryTag[]>(inventoryKeys.tags());
      if (saved) client.setQueryData(inventoryKeys.tags(), change(saved, input));
      return saved;
    },
    onError: (_error, _input, saved) => client.setQueryData(inventoryKeys.tags(), saved),
    onSettled: () => client.invalidateQueries({ queryKey: afterwards }),
  });
}

export const useRenameTag = () =>
  useTagChange(
    ({ id, title }: { id: string; title: string }) =>
      apiClient.patch(`${BASE}/tag`, inventoryTagSchema, { body: { id, tag: { title } } }),
    (tags, { id, title }) => byTitle(tags.map((tag) => (tag.id === id ? { ...tag, title } : tag))),
    inventoryKeys.tags(),
  );

export function useDeleteTag() {
  const client = useQueryClient();
  return useTagChange(
    (id: string) => apiClient.delete(`${BASE}/tag`, z.literal(true), { query: { id } }),
    (tags, id) => {
      // The server strips the tag from every product; the cached ones show that at once.
      client.setQueriesData<Product>(
        { queryKey: [...inventoryKeys.all, 'product'] },
        (product) => product && { ...product, tags: product.tags.filter((tag) => tag !== id) },
      );
      return tags.filter((tag) => tag.id !== id);
    },
    inventoryKeys.all,
  );
}

// The product tags for the shared tag dialog and picker (components/tags).
export const productTagStore: TagStore = {
  useTags: (enabled = true) => useQuery({ ...tagsQueryOptions(), enabled }),
  useCreate: () => useCreateTag(),
  useRename: () => useRenameTag(),
  useDelete: () => useDeleteTag(),
};
