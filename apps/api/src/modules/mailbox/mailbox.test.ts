import { describe, expect, it } from 'vitest';
import {
  mailAttachmentSchema,
  mailFilterSchema,
  mailFolderSchema,
  mailLabelSchema,
  mailSettingsSchema,
  mailsPageSchema,
  type MailFolder,
  type MailLabel,
  type MailListItem,
  type MailsPage,
} from '@rehearse/contracts/mailbox';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import {
  sampleMailFolders,
  sampleMailLabels,
  sampleMails,
  sampleMailSettings,
} from '../../db/seed/data/mailbox.data';
import { mailboxRoutes } from './mailbox.routes';
import { mailboxTestClient } from './mailbox-test-client';
import { slugify } from './slugify';

const { app } = await useTestApp();
const BASE = '/api/apps/mailbox';
const { api } = mailboxTestClient(app);

async function folderCounts(token: string) {
  const res = await api(token, 'GET', '/folders');
  return Object.fromEntries((res.body as MailFolder[]).map((f) => [f.slug, f.count]));
}

async function firstInboxPage(token: string) {
  const res = await api(token, 'GET', '/mails');
  return (res.body as MailsPage).mails as MailListItem[];
}

describe('mailbox sample data', () => {
  it('is schema-valid, with the five folders, the six label colours and mail in every folder', () => {
    expect(mailSettingsSchema.parse(sampleMailSettings)).toEqual({ messageLayout: 'right' });
    expect(sampleMailFolders.map((f) => f.slug)).toEqual([
      'inbox',
      'sent',
      'drafts',
      'spam',
      'trash',
    ]);
    expect(sampleMailLabels.map((l) => l.color)).toEqual([
      'blue',
      'indigo',
      'red',
      'teal',
      'purple',
      'green',
    ]);
    for (const label of sampleMailLabels) expect(label.slug).toBe(slugify(label.title));
    const labelSlugs = new Set(sampleMailLabels.map((l) => l.slug));
    for (const mail of sampleMails) {
      for (const attachment of mail.attachments ?? []) mailAttachmentSchema.parse(attachment);
      for (const slug of mail.labels ?? []) expect(labelSlugs).toContain(slug);
      expect(mail.minutesAgo).toBeGreaterThan(0);
    }
    // Distinct dates, so "newest first" is one order across folders.
    expect(new Set(sampleMails.map((m) => m.minutesAgo)).size).toBe(sampleMails.length);
    // Every folder has mail, and the inbox needs more than one page.
    for (const folder of sampleMailFolders) {
      expect(sampleMails.some((m) => m.folder === folder.slug)).toBe(true);
    }
    expect(sampleMails.filter((m) => m.folder === 'inbox').length).toBeGreaterThan(20);
    expect(sampleMails.some((m) => m.starred)).toBe(true);
    expect(sampleMails.some((m) => m.important)).toBe(true);
    expect(sampleMails.some((m) => (m.cc ?? []).length > 0)).toBe(true);
    expect(sampleMails.some((m) => (m.bcc ?? []).length > 0)).toBe(true);
  });

  it('gives each new account its own copy, dated before the sign-up', async () => {
    const before = Date.now();
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const mailsA = await firstInboxPage(a.token);
    const mailsB = await firstInboxPage(b.token);
    expect(mailsA).toHaveLength(10);
    const idsA = new Set(mailsA.map((m) => m.id));
    expect(mailsB.some((m) => idsA.has(m.id))).toBe(false);
    // Newest sample mail is two minutes before the account's creation.
    const newest = Date.parse(mailsA[0].date);
    expect(newest).toBeLessThan(Date.now());
    expect(newest).toBeGreaterThan(before - 5 * 60_000);
    expect(mailsA[0].to).toBe(`me <${a.email.toLowerCase()}>`);
  });
});

describe('GET settings / PATCH settings', () => {
  it('answers the settings and merges a change', async () => {
    const { token } = await signUpAndIn(app);
    const initial = await api(token, 'GET', '/settings');
    expect(initial.status).toBe(200);
    expect(mailSettingsSchema.strict().parse(initial.body)).toEqual({ messageLayout: 'right' });

    const changed = await api(token, 'PATCH', '/settings', {
      settings: { messageLayout: 'full' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ messageLayout: 'full' });
    // An empty change and unknown keys keep what is stored.
    const merged = await api(token, 'PATCH', '/settings', { settings: { theme: 'dark' } });
    expect(merged.body).toEqual({ messageLayout: 'full' });
    expect((await api(token, 'GET', '/settings')).body).toEqual({ messageLayout: 'full' });
  });

  it('rejects a layout the UI does not support and a missing settings object', async () => {
    const { token } = await signUpAndIn(app);
    const bad = await api(token, 'PATCH', '/settings', { settings: { messageLayout: 'left' } });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/messageLayout/);
    const missing = await api(token, 'PATCH', '/settings', { messageLayout: 'full' });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: string }).error).toMatch(/settings/);
    expect((await api(token, 'GET', '/settings')).body).toEqual({ messageLayout: 'right' });
  });

  it("keeps each user's settings apart", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    await api(a.token, 'PATCH', '/settings', { settings: { messageLayout: 'full' } });
    expect((await api(b.token, 'GET', '/settings')).body).toEqual({ messageLayout: 'right' });
  });
});

describe('GET folders', () => {
  it('answers the five folders with 0 for sent and trash, all mails for drafts and spam, unread for the inbox', async () => {
    const { token } = await signUpAndIn(app);
    const res = await api(token, 'GET', '/folders');
    expect(res.status).toBe(200);
    const folders = mailFolderSchema.array().parse(res.body);
    expect(folders.map((f) => [f.slug, f.title, f.icon])).toEqual(
      sampleMailFolders.map((f) => [f.slug, f.title, f.icon]),
    );
    const inFolder = (slug: string) => sampleMails.filter((m) => m.folder === slug);
    expect(Object.fromEntries(folders.map((f) => [f.slug, f.count]))).toEqual({
      // Unread mails only.
      inbox: inFolder('inbox').filter((m) => m.unread).length,
      // Always 0, though both hold mail.
      sent: 0,
      trash: 0,
      // Every mail, read or not.
      drafts: inFolder('drafts').length,
      spam: inFolder('spam').length,
    });
    expect(inFolder('inbox').filter((m) => m.unread).length).toBeLessThan(inFolder('inbox').length);
    expect(inFolder('spam').filter((m) => m.unread).length).toBeLessThan(inFolder('spam').length);
    expect(inFolder('sent').length).toBeGreaterThan(0);
    expect(inFolder('trash').length).toBeGreaterThan(0);
  });

  it('counts at read time: reading, moving and unread changes show at once', async () => {
    const { token } = await signUpAndIn(app);
    const folders = (await api(token, 'GET', '/folders')).body as MailFolder[];
    const id = (slug: string) => folders.find((f) => f.slug === slug)?.id;
    const before = await folderCounts(token);
    const unread = (await firstInboxPage(token)).filter((m) => m.unread);

    // Reading an inbox mail lowers the inbox count.
    await api(token, 'PATCH', '/mail', { id: unread[0].id, mail: { unread: false } });
    // Moving an unread inbox mail to drafts: inbox -1, drafts +1 (drafts count every mail).
    await api(token, 'PATCH', '/mail', { id: unread[1].id, mail: { folder: id('drafts') } });
    // Moving an unread inbox mail to trash: inbox -1, trash stays 0.
    await api(token, 'PATCH', '/mail', { id: unread[2].id, mail: { folder: id('trash') } });
    expect(await folderCounts(token)).toEqual({
      ...before,
      inbox: before.inbox - 3,
      drafts: before.drafts + 1,
      trash: 0,
    });

    // Marking a read mail unread again raises the count of its folder.
    await api(token, 'PATCH', '/mail', { id: unread[0].id, mail: { unread: true } });
    expect((await folderCounts(token)).inbox).toBe(before.inbox - 2);
  });

  it("counts only the caller's own mail", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const before = await folderCounts(b.token);
    for (const mail of (await firstInboxPage(a.token)).filter((m) => m.unread)) {
      await api(a.token, 'PATCH', '/mail', { id: mail.id, mail: { unread: false } });
    }
    expect((await folderCounts(a.token)).inbox).toBeLessThan(before.inbox);
    expect(await folderCounts(b.token)).toEqual(before);
  });
});

describe('GET filters and GET labels', () => {
  it('answers the starred and important filters', async () => {
    const { token } = await signUpAndIn(app);
    const res = await api(token, 'GET', '/filters');
    expect(res.status).toBe(200);
    const filters = mailFilterSchema.array().parse(res.body);
    expect(filters.map((f) => f.slug)).toEqual(['starred', 'important']);
    expect(filters.every((f) => f.id && f.title && f.icon)).toBe(true);
  });

  it('answers the six coloured sample labels in order', async () => {
    const { token } = await signUpAndIn(app);
    const res = await api(token, 'GET', '/labels');
    expect(res.status).toBe(200);
    const labels = mailLabelSchema.array().parse(res.body);
    expect(labels.map(({ title, slug, color }) => ({ title, slug, color }))).toEqual(
      sampleMailLabels,
    );
    // Sample mails carry these labels by id.
    const page = mailsPageSchema.parse((await api(token, 'GET', '/mails?label=offers')).body);
    const offers = (res.body as MailLabel[]).find((l) => l.slug === 'offers');
    expect(page.mails?.every((m) => offers && m.labels.includes(offers.id))).toBe(true);
    expect(page.mails?.length).toBeGreaterThan(0);
  });
});

describe('mailbox calls', () => {
  it('need a signed-in user', async () => {
    for (const path of ['/settings', '/folders', '/filters', '/labels', '/mails']) {
      const res = await call(app, 'GET', `${BASE}${path}`);
      expect(res.status).toBe(401);
      expect(res.body).toHaveProperty('error');
    }
  });

  it('document their paths and parameters in OpenAPI', () => {
    // The mailbox router's own document: the app-wide one also depends on other areas.
    const doc = mailboxRoutes.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'mailbox', version: '1' },
    });
    const paths = doc.paths ?? {};
    const expected = {
      settings: ['get', 'patch'],
      folders: ['get'],
      filters: ['get'],
      labels: ['get'],
      label: ['post', 'patch', 'delete'],
      // PATCH mails and POST compose are the screen's additions (decision 061).
      mails: ['get', 'patch'],
      mail: ['get', 'patch'],
      compose: ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(paths[`/${path}`] ?? {}).sort()).toEqual([...methods].sort());
    }
    const listParams = (paths['/mails']?.get?.parameters ?? []).map((p) =>
      'name' in p ? p.name : '',
    );
    expect(listParams.sort()).toEqual(['filter', 'folder', 'label', 'page']);
  });

  it("are listed in the app's OpenAPI document", async () => {
    const res = await call(app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys((res.body as { paths: object }).paths);
    for (const path of [
      'settings',
      'folders',
      'filters',
      'labels',
      'label',
      'mails',
      'mail',
      'compose',
    ]) {
      expect(paths).toContain(`${BASE}/${path}`);
    }
  });
});
