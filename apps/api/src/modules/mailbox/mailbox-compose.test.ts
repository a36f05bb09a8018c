import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailSchema, type Mail } from '@rehearse/contracts/mailbox';
import { MAIL_ATTACHMENT_MAX_BYTES } from '@rehearse/contracts/mailbox-compose';
import { signUpAndIn, useTestApp } from '../../../test/test-app';
import { mails } from '../../db/schema/mailbox';
import { errorOf, mailboxTestClient } from './mailbox-test-client';

const { app, db } = await useTestApp();
const { api, list, folderIds, labels } = mailboxTestClient(app);

// A 1x1 transparent PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const pdf = btoa('%PDF-1.4\n%%EOF\n');

const draft = (mail: Record<string, unknown> = {}) => ({
  to: 'Ada <ada@example.test>',
  cc: [],
  bcc: [],
  subject: 'Hello',
  content: '<p>Hi</p>',
  attachments: [],
  ...mail,
});

async function storedTotals(userId: string) {
  const rows = await db
    .select({ folder: mails.folderId, n: count() })
    .from(mails)
    .where(eq(mails.userId, userId))
    .groupBy(mails.folderId);
  return Object.fromEntries(rows.map((r) => [r.folder, r.n]));
}

describe('POST compose', () => {
  it('saves a draft, continues it, then sends it into Sent; the folder totals follow', async () => {
    const { token, user } = await signUpAndIn(app);
    const folders = await folderIds(token);
    const draftsBefore = (await list(token, '?folder=drafts')).pagination;
    const sentBefore = (await list(token, '?folder=sent')).pagination;

    const saved = await api(token, 'POST', '/compose', { action: 'draft', mail: draft() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const first = mailSchema.strict().parse(saved.body);
    expect(first).toMatchObject({
      folder: folders.drafts,
      to: 'Ada <ada@example.test>',
      subject: 'Hello',
      content: '<p>Hi</p>',
      unread: false,
    });
    expect(first.from.contact).toBe(`${user.name} <${user.email}>`);
    expect((await list(token, '?folder=drafts')).pagination).toMatchObject({
      totalResults: (draftsBefore as { totalResults: number }).totalResults + 1,
    });

    const edited = await api(token, 'POST', '/compose', {
      id: first.id,
      action: 'draft',
      mail: draft({ subject: 'Hello again', cc: ['Bo <bo@example.test>', ''] }),
    });
    expect((edited.body as Mail).id).toBe(first.id);
    expect(edited.body).toMatchObject({ subject: 'Hello again', cc: ['Bo <bo@example.test>'] });

    const sent = await api(token, 'POST', '/compose', {
      id: first.id,
      action: 'send',
      mail: draft({ subject: 'Final' }),
    });
    expect(sent.body).toMatchObject({ id: first.id, folder: folders.sent, subject: 'Final' });
    expect((await list(token, '?folder=sent')).mails?.[0].id).toBe(first.id);
    expect((await list(token, '?folder=drafts')).pagination).toEqual(draftsBefore);
    expect((await list(token, '?folder=sent')).pagination).toMatchObject({
      totalResults: (sentBefore as { totalResults: number }).totalResults + 1,
    });
    const actual = await storedTotals(user.id);
    for (const [slug, id] of Object.entries(folders)) {
      expect((await list(token, `?folder=${slug}`)).pagination, slug).toMatchObject({
        totalResults: actual[id] ?? 0,
      });
    }

    // Sent is final: the same draft cannot be edited or sent again.
    const again = await api(token, 'POST', '/compose', {
      id: first.id,
      action: 'send',
      mail: draft(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'mail.not_a_draft' });
  });

  it('keeps only the allowed tags of the content, so stored script never reaches a reader', async () => {
    const { token } = await signUpAndIn(app);
    const res = await api(token, 'POST', '/compose', {
      action: 'send',
      mail: draft({
        content:
          '<p onclick="x()">Hi <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a> <b>bold</b></p>',
      }),
    });
    expect((res.body as Mail).content).toBe(
      '<p>Hi <a rel="noopener noreferrer">link</a> <strong>bold</strong></p>',
    );
  });

  it('stores image and PDF attachments checked by their bytes, and refuses others with a 400', async () => {
    const { token } = await signUpAndIn(app);
    const res = await api(token, 'POST', '/compose', {
      action: 'draft',
      mail: draft({
        attachments: [
          // The declared type is not trusted: the bytes are a PNG.
          { name: 'dot.png', dataUrl: `data:application/octet-stream;base64,${PNG}` },
          { name: 'brief.pdf', dataUrl: `data:application/pdf;base64,${pdf}` },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [image, doc] = (res.body as Mail).attachments;
    expect(image).toMatchObject({ type: 'image/png', name: 'dot.png', size: atob(PNG).length });
    expect(image.preview).toBe(`data:image/png;base64,${PNG}`);
    expect(doc).toMatchObject({ type: 'application/pdf', preview: '' });
    expect(doc.downloadUrl).toBe(`data:application/pdf;base64,${pdf}`);

    const html = btoa('<svg onload="alert(1)"></svg>');
    const refused = await api(token, 'POST', '/compose', {
      action: 'draft',
      mail: draft({
        attachments: [{ name: 'x.svg', dataUrl: `data:image/svg+xml;base64,${html}` }],
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'mail.attachment_unsupported_type',
      field: 'attachments.0',
    });

    const big = btoa('%PDF-' + 'x'.repeat(MAIL_ATTACHMENT_MAX_BYTES));
    const tooLarge = await api(token, 'POST', '/compose', {
      action: 'draft',
      mail: draft({
        attachments: [{ name: 'big.pdf', dataUrl: `data:application/pdf;base64,${big}` }],
      }),
    });
    expect(tooLarge.status).toBe(400);

    const four = Array.from({ length: 4 }, (_, i) => ({
      name: `${i}.png`,
      dataUrl: `data:image/png;base64,${PNG}`,
    }));
    expect(
      (
        await api(token, 'POST', '/compose', {
          action: 'draft',
          mail: draft({ attachments: four }),
        })
      ).status,
    ).toBe(400);
  });

  it("needs a recipient to send, answers 404 for another user's draft", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const noTo = await api(a.token, 'POST', '/compose', {
      action: 'send',
      mail: draft({ to: ' ' }),
    });
    expect(noTo.status).toBe(400);
    expect(noTo.body).toMatchObject({ code: 'validation.required', field: 'to' });
    const mine = (await api(a.token, 'POST', '/compose', { action: 'draft', mail: draft() }))
      .body as Mail;
    const theirs = await api(b.token, 'POST', '/compose', {
      id: mine.id,
      action: 'draft',
      mail: draft(),
    });
    expect(theirs.status).toBe(404);
    expect(errorOf(theirs.body)).toMatch(/mail/i);
  });
});

describe('PATCH mails', () => {
  it('applies one change to every given mail in one go, and keeps the folder totals', async () => {
    const { token, user } = await signUpAndIn(app);
    const folders = await folderIds(token);
    const [label] = await labels(token);
    const inbox = (await list(token)).mails ?? [];
    const ids = inbox.slice(0, 3).map((m) => m.id);

    const res = await api(token, 'PATCH', '/mails', {
      ids,
      mail: { starred: true, unread: false, labels: [label.id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = (res.body as { mails: Mail[] }).mails;
    expect(changed.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(changed.every((m) => m.starred && !m.unread && m.labels.join() === label.id)).toBe(true);

    const moved = await api(token, 'PATCH', '/mails', { ids, mail: { folder: folders.trash } });
    expect((moved.body as { mails: Mail[] }).mails.every((m) => m.folder === folders.trash)).toBe(
      true,
    );
    const trash = (await list(token, '?folder=trash')).mails?.map((m) => m.id) ?? [];
    expect(ids.every((id) => trash.includes(id))).toBe(true);
    const actual = await storedTotals(user.id);
    for (const [slug, id] of Object.entries(folders)) {
      expect((await list(token, `?folder=${slug}`)).pagination, slug).toMatchObject({
        totalResults: actual[id] ?? 0,
      });
    }
  });

  it('adds and removes a label on each mail of a selection, keeping their other labels', async () => {
    const { token } = await signUpAndIn(app);
    const [first, second, third] = await labels(token);
    const [a, b] = (await list(token)).mails ?? [];
    await api(token, 'PATCH', '/mail', { id: a.id, mail: { labels: [first.id] } });
    await api(token, 'PATCH', '/mail', { id: b.id, mail: { labels: [second.id, third.id] } });
    const added = await api(token, 'PATCH', '/mails', {
      ids: [a.id, b.id],
      mail: { addLabels: [third.id] },
    });
    const byId = (body: unknown) =>
      Object.fromEntries((body as { mails: Mail[] }).mails.map((m) => [m.id, m.labels]));
    expect(byId(added.body)).toEqual({
      [a.id]: [first.id, third.id],
      [b.id]: [second.id, third.id],
    });
    const removed = await api(token, 'PATCH', '/mails', {
      ids: [a.id, b.id],
      mail: { removeLabels: [third.id] },
    });
    expect(byId(removed.body)).toEqual({ [a.id]: [first.id], [b.id]: [second.id] });
    const foreign = await api(token, 'PATCH', '/mails', {
      ids: [a.id],
      mail: { addLabels: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(foreign.status).toBe(404);
  });

  it("changes nothing when one id is unknown or another user's: 404", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const mine = (await list(a.token)).mails ?? [];
    const [theirs] = (await list(b.token)).mails ?? [];
    for (const extra of [theirs.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await api(a.token, 'PATCH', '/mails', {
        ids: [mine[0].id, extra],
        mail: { starred: !mine[0].starred },
      });
      expect(res.status).toBe(404);
    }
    expect(((await list(a.token)).mails ?? [])[0].starred).toBe(mine[0].starred);
    expect((await api(a.token, 'PATCH', '/mails', { ids: [], mail: {} })).status).toBe(400);
  });
});
