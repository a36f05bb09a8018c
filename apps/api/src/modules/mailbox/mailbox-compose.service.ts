import { and, eq, inArray } from 'drizzle-orm';
import type { Mail } from '@rehearse/contracts/mailbox';
import type { ComposeMailInput } from '@rehearse/contracts/mailbox-compose';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { mailFolders, mails } from '../../db/schema/mailbox';
import { users } from '../../db/schema/users';
import { AppError, notFound } from '../../platform/errors';
import { toStoredAttachment } from './mail-attachments';
import { sanitizeMailContent } from './mail-content';
import { changeFolderTotals, toMail } from './mailbox-mails.service';

// The user's Drafts and Sent folder ids.
async function composeFolders(db: Db, userId: string) {
  const rows = await db
    .select({ id: mailFolders.id, slug: mailFolders.slug })
    .from(mailFolders)
    .where(and(eq(mailFolders.userId, userId), inArray(mailFolders.slug, ['drafts', 'sent'])));
  const idOf = (slug: string) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw notFound(`no mail folder "${slug}"`, 'folder');
    return row.id;
  };
  return { drafts: idOf('drafts'), sent: idOf('sent') };
}

// Saves a composed mail (decision 061): 'draft' keeps it in Drafts, 'send' puts it in Sent dated
// now. Nothing leaves the server: a demo mailbox delivers no mail. With an id it continues that
// draft (locked for the transaction); a mail that has left Drafts answers 409, so a second tab
// cannot edit or send again what was already sent. The sender is the user, the content keeps
// only the editor's tags, and each attachment is checked by its bytes.
export async function composeMail(db: Db, userId: string, input: ComposeMailInput): Promise<Mail> {
  const { mail, action } = input;
  if (action === 'send' && mail.to === '') {
    throw new AppError('validation.required', 'A mail needs a recipient to be sent', {
      field: 'to',
    });
  }
  const attachments = mail.attachments.map((a, i) => toStoredAttachment(a, `attachments.${i}`));
  return db.transaction(async (tx) => {
    const folders = await composeFolders(tx, userId);
    const [user] = await tx
      .select({ name: users.name, email: users.email, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId));
    const values = {
      fromAvatar: user.avatar,
      fromContact: `${user.name} <${user.email}>`,
      to: mail.to,
      cc: mail.cc.filter(Boolean),
      bcc: mail.bcc.filter(Boolean),
      subject: mail.subject,
      content: sanitizeMailContent(mail.content),
      attachments,
      date: new Date(),
      unread: false,
      folderId: action === 'send' ? folders.sent : folders.drafts,
    };

    if (input.id === undefined) {
      await changeFolderTotals(tx, new Map([[values.folderId, 1]]));
      const [row] = await tx
        .insert(mails)
        .values({ ...values, userId })
        .returning();
      return toMail(row);
    }

    const where = and(idIs(mails.id, input.id), eq(mails.userId, userId));
    const [draft] = await tx
      .select({ folderId: mails.folderId })
      .from(mails)
      .where(where)
      .for('update');
    if (!draft) throw notFound('No mail with this id');
    if (draft.folderId !== folders.drafts) {
      throw new AppError('mail.not_a_draft', 'This mail is no longer a draft', { field: 'id' });
    }
    if (values.folderId !== draft.folderId) {
      await changeFolderTotals(
        tx,
        new Map([
          [draft.folderId, -1],
          [values.folderId, 1],
        ]),
      );
    }
    const [row] = await tx.update(mails).set(values).where(where).returning();
    return toMail(row);
  });
}
