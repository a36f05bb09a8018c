import type { Db } from '../db';
import { contacts, contactTags } from '../schema/contacts';
import type { NewAccount } from '../../platform/account-hooks';
import { CONTACT_TAG_TITLES, SAMPLE_CHAT_ATTACHMENTS, SAMPLE_CONTACTS } from './data/contacts.data';

const SECOND = 1000;

// The account's own tags and contacts, in two multi-row inserts. Tags are listed newest first,
// so each is dated a second before the previous one to keep the order Work, Friend, Family...
export async function seedContacts(db: Db, account: NewAccount): Promise<void> {
  const at = (secondsBefore: number) =>
    new Date(account.createdAt.getTime() - secondsBefore * SECOND);
  const tags = await db
    .insert(contactTags)
    .values(
      CONTACT_TAG_TITLES.map((title, index) => ({
        userId: account.userId,
        sample: true,
        title,
        createdAt: at(index),
      })),
    )
    .returning({ id: contactTags.id, title: contactTags.title });
  const tagId = new Map(tags.map((tag) => [tag.title, tag.id]));

  await db.insert(contacts).values(
    SAMPLE_CONTACTS.map((contact, index) => ({
      ...contact,
      userId: account.userId,
      sample: true,
      birthday: contact.birthday ? new Date(contact.birthday) : null,
      tags: contact.tags.map((title) => {
        const id = tagId.get(title);
        if (!id) throw new Error(`Sample contact ${contact.name} has an unknown tag ${title}`);
        return id;
      }),
      attachments: SAMPLE_CHAT_ATTACHMENTS[contact.name] ?? { media: [], docs: [], links: [] },
      createdAt: at(index),
      updatedAt: at(index),
    })),
  );
}
