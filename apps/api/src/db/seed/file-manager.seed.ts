import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { fileManagerItems } from '../schema/file-manager';
import { users } from '../schema/users';
import type { NewAccount } from '../../platform/account-hooks';
import { SAMPLE_FILE_ITEMS, type SampleFileItem } from './data/file-manager.data';

const DAY = 24 * 60 * 60 * 1000;

const formatSize = (bytes: number) => {
  if (bytes === 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
};

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
        size: formatSize(bytes),
        type: item.type,
        contents:
          item.type === 'folder'
            ? `${files.length} ${files.length === 1 ? 'file' : 'files'}`
            : null,
        description: item.type === 'folder' ? item.description : null,
      };
    }),
  );
}
