import type { TFunction } from 'i18next';
import type { FileManagerItem } from '@rehearse/contracts/file-manager';

// The API writes a folder's contents in English ('3 files'); the screen says it in the reader's
// language from the number in it.
export function contentsText(t: TFunction, item: FileManagerItem): string {
  const count = Number(/^\d+/.exec(item.contents ?? '')?.[0] ?? 0);
  return t('fileManager.fileCount', { count });
}

// What a row says under its name: a folder's file count and size, a file's kind and size.
export const summaryText = (t: TFunction, item: FileManagerItem) =>
  item.type === 'folder'
    ? `${contentsText(t, item)} · ${item.size}`
    : `${t(`fileManager.types.${item.type}`)} · ${item.size}`;
