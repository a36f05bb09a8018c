import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { fileManagerItems } from '../schema/file-manager';
import { users } from '../schema/users';
import type { NewAccount } from '../../platform/account-hooks';
import { formatFileCount, formatFileSize } from '../../platform/file-size';
import { SAMPLE_FILE_ITEMS, type SampleFileItem } from './data/file-manager.data';

const DAY = 24 * 60 * 60 * 1000;

// Every file at any depth below a folder: a folder shows their count and total size.
function filesBelow(items: SampleFileItem[], key: string): { bytes: number }[] {
  return items
    .filter((item) => item.parent === key)
    .flatMap((item) => (item.type === 'folder' ? filesBelow(items, item.key) : [item]));
}

// The account's own files, created by the account holder, dated before the sign-up.
export async function seedFileManager(db: Db, account: NewAccount): Promise<void> {
  const [owner] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, account.userId));
  const ids = new Map(SAMPLE_FILE_ITEMS.map((item) => [item.key, crypto.randomUUID()]));
  const at = (daysAgo: number) => new Date(account.createdAt.getTime() - daysAgo * DAY);

  await db.insert(fileManagerItems).values(
    SAMPLE_FILE_ITEMS.map((item) => {
      const files = item.type === 'folder' ? filesBelow(SAMPLE_FILE_ITEMS, item.key) : [item];
      const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
      return {
        id: ids.get(item.key)!,
        userId: account.userId,
        sample: true,
        folderId: item.parent === null ? null : ids.get(item.parent)!,
        name: item.name,
        createdBy: owner?.name ?? '',
        createdAt: at(item.createdDaysAgo),
        modifiedAt: at(item.modifiedDaysAgo),
        size: formatFileSize(bytes),
        // A file's own bytes; a folder's totals are computed from its files when listed.
        bytes: item.type === 'folder' ? 0 : Math.round(bytes),
        type: item.type,
        contents: item.type === 'folder' ? formatFileCount(files.length) : null,
        description: item.type === 'folder' ? item.description : null,
      };
    }),
  );
}
