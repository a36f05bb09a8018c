import { asc, eq, sql } from 'drizzle-orm';
import type {
  MailFilter,
  MailFolder,
  MailSettings,
  UpdateMailSettingsInput,
} from '@rehearse/contracts/mailbox';
import type { Db } from '../../db/db';
import { mailFolders, mails, mailSettings } from '../../db/schema/mailbox';

const DEFAULT_SETTINGS: MailSettings = { messageLayout: 'right' };

export async function getMailSettings(db: Db, userId: string): Promise<MailSettings> {
  const [row] = await db
    .select({ messageLayout: mailSettings.messageLayout })
    .from(mailSettings)
    .where(eq(mailSettings.userId, userId));
  // Every account gets a row at sign-up; the default covers one that somehow has none.
  return row ?? DEFAULT_SETTINGS;
}

// Merges the given settings into the stored ones and answers the result.
export async function updateMailSettings(
  db: Db,
  userId: string,
  input: UpdateMailSettingsInput['settings'],
): Promise<MailSettings> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<MailSettings>;
  if (Object.keys(changes).length === 0) return getMailSettings(db, userId);
  const [row] = await db
    .insert(mailSettings)
    .values({ ...DEFAULT_SETTINGS, ...changes, userId })
    .onConflictDoUpdate({ target: mailSettings.userId, set: changes })
    .returning({ messageLayout: mailSettings.messageLayout });
  return row;
}

// The folders with their badge counts (decision 008), computed from the mails at read time: 0 for
// sent and trash; every mail for drafts and spam; the unread mails for the others. Each count is an
// index-only scan of one folder (mails_user_folder_date_idx, or the partial unread index).
export async function listMailFolders(db: Db, userId: string): Promise<MailFolder[]> {
  const total = sql`(select count(*) from ${mails} where ${mails.userId} = ${mailFolders.userId} and ${mails.folderId} = ${mailFolders.id})`;
  const unread = sql`(select count(*) from ${mails} where ${mails.userId} = ${mailFolders.userId} and ${mails.folderId} = ${mailFolders.id} and ${mails.unread})`;
  return db
    .select({
      id: mailFolders.id,
      title: mailFolders.title,
      slug: mailFolders.slug,
      icon: mailFolders.icon,
      count: sql<number>`(case
        when ${mailFolders.slug} in ('sent', 'trash') then 0
        when ${mailFolders.slug} in ('drafts', 'spam') then ${total}
        else ${unread} end)::int`.mapWith(Number),
    })
    .from(mailFolders)
    .where(eq(mailFolders.userId, userId))
    .orderBy(asc(mailFolders.position));
}

// The filters are the boolean mail fields a list can be narrowed to, so they are a fixed list
// in code (with fixed ids) rather than rows: GET mails validates `filter` against the same
// names, and a user cannot add or remove one.
export const MAIL_FILTERS: MailFilter[] = [
  {
    id: 'de1b41f6-6839-4f1b-9d2d-6b1e4f8b3f01',
    title: 'Starred',
    slug: 'starred',
    icon: 'heroicons_outline:star',
  },
  {
    id: '71bba1ec-a90e-4a71-9932-4bab0a99aa1c',
    title: 'Important',
    slug: 'important',
    icon: 'heroicons_outline:exclamation-circle',
  },
];

export const listMailFilters = (): MailFilter[] => MAIL_FILTERS;
