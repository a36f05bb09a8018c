import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FileManagerItem, FileManagerListing } from '@rehearse/contracts/file-manager';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { createFolder, deleteItem, fileManagerKeys, updateItem } from '../api/file-manager.queries';

type Snapshot = [QueryKey, unknown][];

// Every listing the cache holds, changed the same way.
function useListings() {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return {
    client,
    async snapshot(): Promise<Snapshot> {
      await client.cancelQueries({ queryKey: fileManagerKeys.all });
      return client.getQueriesData({ queryKey: fileManagerKeys.all });
    },
    change(change: (items: FileManagerItem[]) => FileManagerItem[]) {
      client.setQueriesData<FileManagerListing>(
        { queryKey: [...fileManagerKeys.all, 'folder'] },
        (data) => data && { ...data, folders: change(data.folders), files: change(data.files) },
      );
    },
    // A refusal puts every cached listing back and says why (decision 060).
    rollBack(saved: Snapshot | undefined, error: unknown) {
      for (const [key, data] of saved ?? []) client.setQueryData(key, data);
      toast({
        severity: 'error',
        message: t('fileManager.errors.save', { error: errorText(error) }),
      });
    },
    // Sizes and counts of the folders above change with any write: read them again.
    refresh: () => client.invalidateQueries({ queryKey: fileManagerKeys.all }),
  };
}

export function useCreateFolder() {
  const listings = useListings();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => listings.refresh(),
  });
}

type Update = {
  item: FileManagerItem;
  name?: string;
  folderId?: string | null;
  description?: string;
};

// Rename, describe or move: shown at once (a moved item leaves the folder on display), rolled
// back with a toast when the server refuses (a taken name, a folder into itself).
export function useUpdateItem() {
  const listings = useListings();
  return useMutation({
    mutationFn: ({ item, ...changes }: Update) => updateItem({ id: item.id, ...changes }),
    onMutate: async ({ item, name, folderId, description }) => {
      const saved = await listings.snapshot();
      listings.change((items) =>
        folderId !== undefined && folderId !== item.folderId
          ? items.filter((row) => row.id !== item.id)
          : items.map((row) =>
              row.id === item.id
                ? { ...row, name: name ?? row.name, description: description ?? row.description }
                : row,
            ),
      );
      return saved;
    },
    onError: (error, _vars, saved) => listings.rollBack(saved, error),
    onSettled: () => listings.refresh(),
  });
}

// Delete after the user confirmed: gone from the listing at once, back with a toast on refusal.
export function useDeleteItem() {
  const listings = useListings();
  return useMutation({
    mutationFn: (item: FileManagerItem) => deleteItem(item.id),
    onMutate: async (item) => {
      const saved = await listings.snapshot();
      listings.change((items) => items.filter((row) => row.id !== item.id));
      return saved;
    },
    onError: (error, _item, saved) => listings.rollBack(saved, error),
    onSettled: () => listings.refresh(),
  });
}
