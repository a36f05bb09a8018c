import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { mailFolders, mailLabels, mails, mailSettings } from '../schema/mailbox';
import { users } from '../schema/users';
import type { NewAccount } from '../../platform/account-hooks';
import {
  sampleMailFolders,
  sampleMailLabels,
  sampleMails,
  sampleMailSettings,
} from './data/mailbox.data';

const MINUTE = 60_000;

// Sets every folder's stored total of a user from the mails themselves. For code that inserts
// mails in bulk (the sample data, benchmarks, tests); the services keep totals exact otherwise.
export async function recountMailFolders(db: Db, userId: string): Promise<void> {
  await db
    .update(mailFolders)
    .set({
      total: sql`(select count(*)::int from ${mails} where ${mails.userId} = ${mailFolders.userId} and ${mails.folderId} = ${mailFolders.id})`,
    })
    .where(eq(mailFolders.userId, userId));
}

// The account's own mailbox: settings, the five folders, the six labels and the sample mails,
// dated before the sign-up. One lookup, four multi-row inserts and the folder totals.
export async function seedMailbox(db: Db, account: NewAccount): Promise<void> {
  const { userId, createdAt } = account;
  const [user] = await db
    .select({ name: users.name, email: users.email, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  const me = { avatar: user.avatar, contact: `${user.name} <${user.email}>` };

  await db.insert(mailSettings).values({ userId, ...sampleMailSettings });
  const folders = await db
    .insert(mailFolders)
    .values(sampleMailFolders.map((folder, position) => ({ userId, position, ...folder })))
    .returning({ id: mailFolders.id, slug: mailFolders.slug });
  // Creation times a millisecond apart keep the labels in their listed order.
  const labels = await db
    .insert(mailLabels)
    .values(
      sampleMailLabels.map((label, i) => ({
        userId,
        sample: true,
        ...label,
        createdAt: new Date(createdAt.getTime() + i),
      })),
    )
    .returning({ id: mailLabels.id, slug: mailLabels.slug });

  const folderId = new Map(folders.map((f) => [f.slug, f.id]));
  const labelId = new Map(labels.map((l) => [l.slug, l.id]));
  const idOf = <T>(map: Map<string, T>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`mailbox sample data: unknown slug ${key}`);
    return id;
  };

  await db.insert(mails).values(
    sampleMails.map((mail) => {
      const from = mail.from === 'me' ? me : mail.from;
      return {
        userId,
        sample: true,
        folderId: idOf(folderId, mail.folder),
        fromAvatar: from.avatar,
        fromContact: from.contact,
        to: mail.to === 'me' ? `me <${user.email}>` : mail.to,
        cc: mail.cc ?? [],
        bcc: mail.bcc ?? [],
        date: new Date(createdAt.getTime() - mail.minutesAgo * MINUTE),
        subject: mail.subject,
        content: mail.content,
        attachments: mail.attachments ?? [],
        starred: mail.starred ?? false,
        important: mail.important ?? false,
        unread: mail.unread ?? false,
        labels: (mail.labels ?? []).map((slug) => idOf(labelId, slug)),
      };
    }),
  );
  await recountMailFolders(db, userId);
}
