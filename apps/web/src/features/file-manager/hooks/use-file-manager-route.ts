import { useCallback } from 'react';
import { useMatch, useSearchParams } from 'react-router';
import type { FileManagerItem } from '@rehearse/contracts/file-manager';
import { paths } from '../../../config/paths';

export type FileView = 'grid' | 'list';

// What the URL holds (decision 067): the open folder (/apps/file-manager/<folderId>), the item
// whose details show (?item=) and the view (?view=list), so reload, back and forward keep them.
export function useFileManagerRoute() {
  const folderId = useMatch(paths.apps.fileManager.path)?.params.folderId ?? null;
  const [params] = useSearchParams();
  const view: FileView = params.get('view') === 'list' ? 'list' : 'grid';
  const itemId = params.get('item') ?? undefined;

  const folderHref = useCallback(
    (id: string | null, nextView: FileView = view) =>
      paths.apps.fileManager.getHref(id, { view: nextView }),
    [view],
  );
  const itemHref = useCallback(
    (item: FileManagerItem | undefined) =>
      paths.apps.fileManager.getHref(folderId, { view, item: item?.id }),
    [folderId, view],
  );
  // A folder's link opens it; a file's shows its details.
  const hrefOf = useCallback(
    (item: FileManagerItem) => (item.type === 'folder' ? folderHref(item.id) : itemHref(item)),
    [folderHref, itemHref],
  );
  const viewHref = (nextView: FileView) =>
    paths.apps.fileManager.getHref(folderId, { view: nextView, item: itemId });

  return { folderId, view, itemId, folderHref, itemHref, hrefOf, viewHref };
}
