import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsPageSchema, type MailListItem, type MailsPage } from '@rehearse/contracts/mailbox';
import { signUpAndIn, useTestApp } from '../../../test/test-app';
import { sampleMails, type SampleMail } from '../../db/seed/data/mailbox.data';
import { recountMailFolders } from '../../db/seed/mailbox.seed';
import { errorOf, mailboxTestClient } from './mailbox-test-client';

const { app, db } = await useTestApp();
const { api, list, folderIds } = mailboxTestClient(app);

// The subjects a list must show, newest first, straight from the sample data.
const expectedSubjects = (keep: (mail: SampleMail) => boolean) =>
  sampleMails
    .filter(keep)
    .sort((a, b) => a.minutesAgo - b.minutesAgo)
    .map((m) => m.subject);

// Every page of a list, in order.
async function allSubjects(token: string, query: string) {
  const subjects: string[] = [];
  for (let page = 1; ; page++) {
    const { mails, pagination } = await list(token, `${query}&page=${page}`);
    if (!mails) return subjects;
    subjects.push(...mails.map((m) => m.subject));
    if (page === pagination.lastPage) return subjects;
  }
}

const inboxCount = sampleMails.filter((m) => m.folder === 'inbox').length;

describe('GET mails: paging', () => {
  it('answers the inbox by default, newest first, ten a page, with the pagination', async () => {
    const { token } = await signUpAndIn(app);
    const res = await api(token, 'GET', '/mails');
    const page = res.body as MailsPage;
    expect(mailsPageSchema.parse(page)).toEqual(page);
    expect(page.pagination).toEqual({
      totalResults: inboxCount,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage: Math.ceil(inboxCount / 10),
      startIndex: 0,
      endIndex: 9,
    });
    const inbox = (await folderIds(token)).inbox;
    expect(page.mails?.every((m) => m.folder === inbox && m.type === 'mail')).toBe(true);
    expect(page.mails?.map((m) => m.subject)).toEqual(
      expectedSubjects((m) => m.folder === 'inbox').slice(0, 10),
    );
    const dates = (page.mails ?? []).map((m) => Date.parse(m.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The default and an explicit folder=inbox&page=1 are the same list.
    expect(await list(token, '?folder=inbox&page=1')).toEqual(page);
  });

  it('answers the last page with zero-based start and end indexes', async () => {
    const { token } = await signUpAndIn(app);
    const lastPage = Math.ceil(inboxCount / 10);
    const page = await list(token, `?folder=inbox&page=${lastPage}`);
    expect(page.mails).toHaveLength(inboxCount - (lastPage - 1) * 10);
    expect(page.pagination).toEqual({
      totalResults: inboxCount,
      resultsPerPage: 10,
      currentPage: lastPage,
      lastPage,
      startIndex: (lastPage - 1) * 10,
      endIndex: inboxCount - 1,
    });
    // The pages together are the whole inbox, each mail once, in order.
    expect(await allSubjects(token, '?folder=inbox')).toEqual(
      expectedSubjects((m) => m.folder === 'inbox'),
    );
  });

  it('answers null mails and only lastPage past the last page', async () => {
    const { token } = await signUpAndIn(app);
    const lastPage = Math.ceil(inboxCount / 10);
    const res = await api(token, 'GET', `/mails?folder=inbox&page=${lastPage + 1}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mails: null, pagination: { lastPage } });
    expect((await api(token, 'GET', '/mails?page=999999')).body).toEqual({
      mails: null,
      pagination: { lastPage },
    });
  });

  it('answers an empty list as page 1 of 1 (endIndex -1), and nothing past it', async () => {
    const { token } = await signUpAndIn(app);
    expect(await list(token, '?folder=trash&filter=starred')).toEqual({
      mails: [],
      pagination: {
        totalResults: 0,
        resultsPerPage: 10,
        currentPage: 1,
        lastPage: 1,
        startIndex: 0,
        endIndex: -1,
      },
    });
    expect(await list(token, '?folder=trash&filter=starred&page=2')).toEqual({
      mails: null,
      pagination: { lastPage: 1 },
    });
  });

  it('counts and pages in the database at volume', async () => {
    const { token, user } = await signUpAndIn(app);
    const inbox = (await folderIds(token)).inbox;
    // 95 more inbox mails, older than the sample ones.
    await db.execute(sql`
      insert into mails (user_id, folder_id, from_contact, "to", date, subject, content)
      select ${user.id}, ${inbox}, 'Bulk <bulk@example.test>', 'me', now() - (n || ' days')::interval - interval '60 days', 'Bulk ' || n, 'x'
      from generate_series(1, 95) as n`);
    // Bulk inserts bypass the services, so they refresh the stored folder totals.
    await recountMailFolders(db, user.id);
    const total = inboxCount + 95;
    const page = await list(token, '?page=3');
    expect(page.pagination).toMatchObject({ totalResults: total, lastPage: Math.ceil(total / 10) });
    const last = await list(token, `?page=${Math.ceil(total / 10)}`);
    expect(last.mails?.map((m) => m.subject)).toEqual(
      Array.from({ length: total % 10 || 10 }, (_, i) => `Bulk ${95 - (total % 10 || 10) + 1 + i}`),
    );
    expect(last.pagination).toMatchObject({
      startIndex: total - (total % 10 || 10),
      endIndex: total - 1,
    });
  });
});

describe('GET mails: folder, filter and label combine with AND', () => {
  const labelOf = (slug: string) => (m: SampleMail) => (m.labels ?? []).includes(slug);
  const cases: [string, (m: SampleMail) => boolean][] = [
    ['?folder=sent', (m) => m.folder === 'sent'],
    ['?folder=drafts', (m) => m.folder === 'drafts'],
    ['?filter=starred', (m) => !!m.starred],
    ['?filter=important', (m) => !!m.important],
    ['?filter=unread', (m) => !!m.unread],
    ['?label=offers', labelOf('offers')],
    ['?folder=inbox&filter=starred', (m) => m.folder === 'inbox' && !!m.starred],
    ['?folder=inbox&label=offers', (m) => m.folder === 'inbox' && labelOf('offers')(m)],
    ['?filter=starred&label=offers', (m) => !!m.starred && labelOf('offers')(m)],
    [
      '?folder=inbox&filter=important&label=recruiters',
      (m) => m.folder === 'inbox' && !!m.important && labelOf('recruiters')(m),
    ],
  ];

  it.each(cases)('%s', async (query, keep) => {
    const { token } = await signUpAndIn(app);
    const expected = expectedSubjects(keep);
    // Each case narrows to a strict, non-empty subset, so a dropped condition shows.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(sampleMails.length);
    expect(await allSubjects(token, query)).toEqual(expected);
  });

  it('filters across all folders when no folder is given', async () => {
    const { token } = await signUpAndIn(app);
    const starred = (await list(token, '?filter=starred')).mails ?? [];
    expect(new Set(starred.map((m) => m.folder)).size).toBeGreaterThan(1);
  });
});

describe('GET mails: ccCount and bccCount', () => {
  it('adds the number of cc and bcc recipients to each listed mail', async () => {
    const { token } = await signUpAndIn(app);
    const listed: MailListItem[] = [];
    for (let page = 1; page <= 3; page++) {
      listed.push(...((await list(token, `?page=${page}`)).mails ?? []));
    }
    expect(listed).toHaveLength(inboxCount);
    for (const mail of listed) {
      const sample = sampleMails.find((m) => m.subject === mail.subject && m.folder === 'inbox');
      expect(sample, mail.subject).toBeDefined();
      expect(mail.ccCount).toBe(sample?.cc?.length ?? 0);
      expect(mail.bccCount).toBe(sample?.bcc?.length ?? 0);
      expect(mail.cc).toHaveLength(mail.ccCount);
      expect(mail.bcc).toHaveLength(mail.bccCount);
    }
    expect(listed.some((m) => m.ccCount === 2)).toBe(true);
    expect(listed.some((m) => m.bccCount === 1)).toBe(true);
    expect(listed.some((m) => m.ccCount === 0 && m.bccCount === 0)).toBe(true);
  });
});

describe('GET mails: unknown names and bad input', () => {
  it('answers 404 naming the parameter for a folder or label slug the user does not have', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    await api(a.token, 'POST', '/label', { label: { title: 'Secret Project' } });
    for (const [query, field] of [
      ['?folder=archive', /folder/],
      ['?label=no-such-label', /label/],
      // Another user's label slug is unknown to this user.
      ['?label=secret-project', /label/],
    ] as const) {
      const res = await api(b.token, 'GET', `/mails${query}`);
      expect(res.status, query).toBe(404);
      expect(errorOf(res.body)).toMatch(field);
    }
    expect((await list(a.token, '?label=secret-project')).mails).toEqual([]);
  });

  it('answers 400 naming the field for a bad page, filter or slug', async () => {
    const { token } = await signUpAndIn(app);
    const cases: [string, RegExp][] = [
      ['?page=0', /page/],
      ['?page=-1', /page/],
      ['?page=abc', /page/],
      ['?page=1.5', /page/],
      ['?page=', /page/],
      ['?filter=archived', /filter/],
      ['?filter=', /filter/],
      ['?folder=', /folder/],
      ['?label=', /label/],
      [`?folder=${'x'.repeat(101)}`, /folder/],
    ];
    for (const [query, field] of cases) {
      const res = await api(token, 'GET', `/mails${query}`);
      expect(res.status, query).toBe(400);
      expect(errorOf(res.body)).toMatch(field);
    }
  });
});
