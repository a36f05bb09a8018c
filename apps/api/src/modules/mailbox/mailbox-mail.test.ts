import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailSchema,
  type Mail,
  type MailLabel,
  type MailListItem,
} from '@rehearse/contracts/mailbox';
import { signUpAndIn, useTestApp } from '../../../test/test-app';
import { sampleMails } from '../../db/seed/data/mailbox.data';
import { mails } from '../../db/schema/mailbox';
import { errorOf, mailboxTestClient } from './mailbox-test-client';

const { app, db } = await useTestApp();
const { api, list, folderIds } = mailboxTestClient(app);

const inboxCount = sampleMails.filter((m) => m.folder === 'inbox').length;
// A listed mail as GET mail answers it.
const withoutCounts = ({ ccCount: _c, bccCount: _b, ...mail }: MailListItem): Mail => mail;

describe('GET mail', () => {
  it('answers one mail with all its fields', async () => {
    const { token } = await signUpAndIn(app);
    const listed = ((await list(token)).mails ?? []).find(
      (m) => m.attachments.length > 0 && m.ccCount > 0 && m.bccCount > 0,
    ) as MailListItem;
    const res = await api(token, 'GET', `/mail?id=${listed.id}`);
    expect(res.status).toBe(200);
    const mail = mailSchema.strict().parse(res.body);
    expect(mail).toEqual(withoutCounts(listed));
    const sample = sampleMails.find((m) => m.subject === mail.subject);
    expect(mail).toMatchObject({
      type: 'mail',
      content: sample?.content,
      cc: sample?.cc,
      bcc: sample?.bcc,
      attachments: sample?.attachments,
    });
    expect(mail.from.contact).toBe(typeof sample?.from === 'object' ? sample.from.contact : '');
  });

  it("answers 404 for an unknown, malformed or another user's id, 400 without one", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const [theirs] = (await list(a.token)).mails ?? [];
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await api(b.token, 'GET', `/mail?id=${id}`);
      expect(res.status).toBe(404);
      expect(errorOf(res.body)).toMatch(/mail/i);
    }
    const missing = await api(b.token, 'GET', '/mail');
    expect(missing.status).toBe(400);
    expect(errorOf(missing.body)).toMatch(/id/);
  });
});

describe('PATCH mail', () => {
  it('changes only the given fields and answers the merged mail', async () => {
    const { token } = await signUpAndIn(app);
    const [listed] = (await list(token)).mails ?? [];
    const original = withoutCounts(listed);
    const res = await api(token, 'PATCH', '/mail', {
      id: original.id,
      // Keys that cannot change are ignored.
      mail: { starred: !original.starred, subject: 'Hacked', id: 'other' },
    });
    expect(res.status).toBe(200);
    const merged = mailSchema.parse(res.body);
    expect(merged).toEqual({ ...original, starred: !original.starred });
    expect((await api(token, 'GET', `/mail?id=${original.id}`)).body).toEqual(merged);

    const again = await api(token, 'PATCH', '/mail', {
      id: original.id,
      mail: { important: true, unread: false },
    });
    expect(again.body).toEqual({ ...merged, important: true, unread: false });
    // An empty change answers the mail as it is.
    expect((await api(token, 'PATCH', '/mail', { id: original.id, mail: {} })).body).toEqual(
      again.body,
    );
  });

  it('moves a mail to another folder', async () => {
    const { token } = await signUpAndIn(app);
    const folders = await folderIds(token);
    const [mail] = (await list(token)).mails ?? [];
    const res = await api(token, 'PATCH', '/mail', {
      id: mail.id,
      mail: { folder: folders.trash },
    });
    expect((res.body as Mail).folder).toBe(folders.trash);
    expect((await list(token)).pagination).toMatchObject({ totalResults: inboxCount - 1 });
    expect((await list(token, '?folder=trash')).mails?.[0].id).toBe(mail.id);
  });

  it('keeps every folder total exact through moves, repeated and concurrent ones', async () => {
    const { token, user } = await signUpAndIn(app);
    const folders = await folderIds(token);
    const inbox = (await list(token)).mails ?? [];
    const sent = (await list(token, '?folder=sent')).mails ?? [];
    const move = (id: string, folder: string) =>
      api(token, 'PATCH', '/mail', { id, mail: { folder } });
    // A move to the folder the mail is in changes nothing.
    await move(inbox[0].id, folders.inbox);
    // The same move twice at once counts once.
    await Promise.all([move(inbox[1].id, folders.spam), move(inbox[1].id, folders.spam)]);
    // Opposite moves at once.
    await Promise.all([
      move(inbox[2].id, folders.sent),
      move(sent[0].id, folders.inbox),
      move(inbox[3].id, folders.sent),
      move(sent[1].id, folders.inbox),
    ]);
    await move(inbox[4].id, folders.trash);
    await move(inbox[4].id, folders.drafts);

    const stored = await db
      .select({ folder: mails.folderId, n: count() })
      .from(mails)
      .where(eq(mails.userId, user.id))
      .groupBy(mails.folderId);
    const actual = Object.fromEntries(stored.map((r) => [r.folder, r.n]));
    for (const [slug, id] of Object.entries(folders)) {
      const { pagination } = await list(token, `?folder=${slug}`);
      expect(pagination, slug).toMatchObject({ totalResults: actual[id] ?? 0 });
    }
    expect(actual[folders.inbox]).toBe(inboxCount - 2);
  });

  it('sets the labels, without duplicates', async () => {
    const { token } = await signUpAndIn(app);
    const labels = (await api(token, 'GET', '/labels')).body as MailLabel[];
    const [mail] = (await list(token)).mails ?? [];
    const set = await api(token, 'PATCH', '/mail', {
      id: mail.id,
      mail: { labels: [labels[4].id, labels[5].id, labels[4].id] },
    });
    expect((set.body as Mail).labels).toEqual([labels[4].id, labels[5].id]);
    expect((await list(token, `?label=${labels[5].slug}`)).mails?.map((m) => m.id)).toContain(
      mail.id,
    );
    const cleared = await api(token, 'PATCH', '/mail', { id: mail.id, mail: { labels: [] } });
    expect((cleared.body as Mail).labels).toEqual([]);
  });

  it("answers 404 for another user's mail, folder or label and changes nothing", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const [mailA] = (await list(a.token)).mails ?? [];
    const [mailB] = (await list(b.token)).mails ?? [];
    const foldersA = await folderIds(a.token);
    const [labelA] = (await api(a.token, 'GET', '/labels')).body as MailLabel[];
    const cases: [unknown, RegExp][] = [
      [{ id: mailA.id, mail: { starred: !mailA.starred } }, /mail/i],
      [{ id: '00000000-0000-4000-8000-000000000000', mail: { unread: true } }, /mail/i],
      [{ id: 'not-a-uuid', mail: { unread: true } }, /mail/i],
      [{ id: mailB.id, mail: { folder: foldersA.trash } }, /folder/],
      [{ id: mailB.id, mail: { folder: 'trash' } }, /folder/],
      [{ id: mailB.id, mail: { labels: [labelA.id] } }, /labels/],
      [{ id: mailB.id, mail: { labels: ['nope'] } }, /labels/],
      [{ id: mailB.id, mail: { starred: !mailB.starred, labels: [labelA.id] } }, /labels/],
    ];
    for (const [body, field] of cases) {
      const res = await api(b.token, 'PATCH', '/mail', body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(errorOf(res.body)).toMatch(field);
    }
    expect((await api(a.token, 'GET', `/mail?id=${mailA.id}`)).body).toEqual(withoutCounts(mailA));
    expect((await api(b.token, 'GET', `/mail?id=${mailB.id}`)).body).toEqual(withoutCounts(mailB));
  });

  it('rejects bad input with a 400 naming the field', async () => {
    const { token } = await signUpAndIn(app);
    const [mail] = (await list(token)).mails ?? [];
    const cases: [unknown, RegExp][] = [
      [{ mail: { starred: true } }, /id/],
      [{ id: 7, mail: { starred: true } }, /id/],
      [{ id: mail.id }, /mail/],
      [{ id: mail.id, mail: { starred: 'yes' } }, /starred/],
      [{ id: mail.id, mail: { important: 1 } }, /important/],
      [{ id: mail.id, mail: { unread: null } }, /unread/],
      [{ id: mail.id, mail: { folder: 5 } }, /folder/],
      [{ id: mail.id, mail: { labels: 'work' } }, /labels/],
      [{ id: mail.id, mail: { labels: [1] } }, /labels/],
      ['{not json', /json/i],
    ];
    for (const [body, field] of cases) {
      const res = await api(token, 'PATCH', '/mail', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res.body)).toMatch(field);
    }
    expect((await api(token, 'GET', `/mail?id=${mail.id}`)).body).toEqual(withoutCounts(mail));
  });
});
