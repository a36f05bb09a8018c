import { queryOptions } from '@tanstack/react-query';
import {
  deleteItemResultSchema,
  fileManagerItemSchema,
  fileManagerListingSchema,
  folderTreeSchema,
  type UpdateItemBody,
} from '@rehearse/contracts/file-manager';
import { apiClient } from '../../../lib/api-client';

// The file manager's calls (demo-areas.md §7 and docs/decisions/067-file-manager.md).
export const FILE_MANAGER_BASE = '/api/apps/file-manager';

export const fileManagerKeys = {
  all: ['file-manager'] as const,
  // null: the root.
  folder: (folderId: string | null) => [...fileManagerKeys.all, 'folder', folderId] as const,
  folders: () => [...fileManagerKeys.all, 'folders'] as const,
};

export const folderQueryOptions = (folderId: string | null) =>
  queryOptions({
    queryKey: fileManagerKeys.folder(folderId),
    queryFn: ({ signal }) =>
      apiClient.get(FILE_MANAGER_BASE, fileManagerListingSchema, {
        query: { folderId: folderId ?? undefined },
        signal,
      }),
  });

export const allFoldersQueryOptions = () =>
  queryOptions({
    queryKey: fileManagerKeys.folders(),
    queryFn: ({ signal }) =>
      apiClient.get(`${FILE_MANAGER_BASE}/folders`, folderTreeSchema, { signal }),
  });

export const createFolder = (body: {
  folderId: string | null;
  name: string;
  description?: string;
}) => apiClient.post(`${FILE_MANAGER_BASE}/folder`, fileManagerItemSchema, { body });

export const updateItem = (body: UpdateItemBody) =>
  apiClient.patch(`${FILE_MANAGER_BASE}/item`, fileManagerItemSchema, { body });

export const deleteItem = (id: string) =>
  apiClient.delete(`${FILE_MANAGER_BASE}/item`, deleteItemResultSchema, { query: { id } });
