import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailLabelSchema,
  type Mail,
  type MailLabel,
  type MailListItem,
  type MailsPage,
} from '@rehearse/contracts/mailbox';
import { signUpAndIn, useTestApp } from '../../../test/test-app';
import { mails } from '../../db/schema/mailbox';
import { createMailLabel } from './mailbox-labels.service';
import { errorOf, mailboxTestClient } from './mailbox-test-client';

const { app, db } = await useTestApp();
const { api, labels } = mailboxTestClient(app);

async function createLabel(token: string, label: unknown) {
  const res = await api(token, 'POST', '/label', { label });
  expect(res.status).toBe(200);
  return mailLabelSchema.parse(res.body);
}

describe('POST label', () => {
  it('answers the label with a generated id and a slug from the title', async () => {
    const { token } = await signUpAndIn(app);
    const label = await createLabel(token, { title: 'Work Stuff' });
    expect(label).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      title: 'Work Stuff',
      slug: 'work-stuff',
      color: 'blue',
    });
    expect(await labels(token)).toContainEqual(label);
  });

  it('makes slugs lowercase and hyphenated, drops other characters and numbers duplicates', async () => {
    const { token } = await signUpAndIn(app);
    const slugOf = async (title: string) => (await createLabel(token, { title })).slug;
    expect(await slugOf('Work Stuff')).toBe('work-stuff');
    expect(await slugOf('Work Stuff')).toBe('work-stuff-1');
    expect(await slugOf('work   stuff')).toBe('work-stuff-2');
    expect(await slugOf('R & D')).toBe('r-d');
    expect(await slugOf('--Final round!--')).toBe('final-round');
    expect(await slugOf('snake_case & dash-es')).toBe('snake_case-dash-es');
    // Nothing left: `label`, then the suffixes.
    expect(await slugOf('!!!')).toBe('label');
    expect(await slugOf('&?')).toBe('label-1');
    // A seeded slug is taken too.
    expect(await slugOf('Interviews')).toBe('interviews-1');
    // The lowest free suffix, not one past the highest.
    const second = (await labels(token)).find((l) => l.slug === 'work-stuff-1') as MailLabel;
    await api(token, 'DELETE', `/label?id=${second.id}`);
    expect(await slugOf('Work Stuff')).toBe('work-stuff-1');
    expect(await slugOf('Work Stuff')).toBe('work-stuff-3');
  });

  it('keeps the colour given, and trims the title', async () => {
    const { token } = await signUpAndIn(app);
    const label = await createLabel(token, { title: '  Onsite  ', color: 'teal' });
    expect(label).toMatchObject({ title: 'Onsite', slug: 'onsite', color: 'teal' });
  });

  it('gives concurrent creations of one title distinct slugs, never a 500', async () => {
    const { token } = await signUpAndIn(app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(token, 'POST', '/label', { label: { title: 'Final Round' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const slugs = results.map((r) => (r.body as MailLabel).slug).sort();
    expect(slugs).toEqual([
      'final-round',
      'final-round-1',
      'final-round-2',
      'final-round-3',
      'final-round-4',
    ]);
  });

  it('gives 50 concurrent creations of one title 50 distinct slugs, all 200', async () => {
    const { token } = await signUpAndIn(app);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(token, 'POST', '/label', { label: { title: 'Work Stuff' } }),
      ),
    );
    expect(results.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    const slugs = results.map((r) => (r.body as MailLabel).slug).sort();
    const expected = ['work-stuff', ...Array.from({ length: 49 }, (_, i) => `work-stuff-${i + 1}`)];
    expect(slugs).toEqual(expected.sort());
  });

  it('gives concurrent service calls distinct slugs', async () => {
    // Straight at the service: every call reads before any has written, unless serialized.
    const { user } = await signUpAndIn(app);
    const created = await Promise.all(
      Array.from({ length: 5 }, () => createMailLabel(db, user.id, { title: 'Work Stuff' })),
    );
    expect(created.map((l) => l.slug).sort()).toEqual([
      'work-stuff',
      'work-stuff-1',
      'work-stuff-2',
      'work-stuff-3',
      'work-stuff-4',
    ]);
  });

  it('lets two users have the same slug', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    expect((await createLabel(a.token, { title: 'Follow up' })).slug).toBe('follow-up');
    expect((await createLabel(b.token, { title: 'Follow up' })).slug).toBe('follow-up');
  });

  it('rejects bad input with a 400 naming the field', async () => {
    const { token } = await signUpAndIn(app);
    const cases: [unknown, RegExp][] = [
      [{}, /label/],
      [{ label: {} }, /title/],
      [{ label: { title: '' } }, /title/],
      [{ label: { title: '   ' } }, /title/],
      [{ label: { title: 42 } }, /title/],
      [{ label: { title: 'x'.repeat(101) } }, /title/],
      [{ label: { title: 'Ok', color: 'chartreuse' } }, /color/],
    ];
    for (const [body, field] of cases) {
      const res = await api(token, 'POST', '/label', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res.body)).toMatch(field);
    }
    expect(await labels(token)).toHaveLength(6);
  });
});

describe('PATCH label', () => {
  it('regenerates the slug from a new title, leaving the label itself out', async () => {
    const { token } = await signUpAndIn(app);
    const first = await createLabel(token, { title: 'Work Stuff' });
    const second = await createLabel(token, { title: 'Work Stuff' });
    expect(second.slug).toBe('work-stuff-1');

    // Same title again: its own slug does not count as taken.
    const same = await api(token, 'PATCH', '/label', {
      id: first.id,
      label: { title: 'Work Stuff' },
    });
    expect(same.status).toBe(200);
    expect(same.body).toEqual({ ...first });

    // A title whose slug another label has gets the next suffix.
    await createLabel(token, { title: 'R & D' });
    const renamed = await api(token, 'PATCH', '/label', {
      id: second.id,
      label: { title: ' R & D ' },
    });
    expect(renamed.body).toEqual({ id: second.id, title: 'R & D', slug: 'r-d-1', color: 'blue' });

    // A colour change keeps title and slug.
    const recoloured = await api(token, 'PATCH', '/label', {
      id: first.id,
      label: { color: 'red' },
    });
    expect(recoloured.body).toEqual({ ...first, color: 'red' });
    expect(await labels(token)).toContainEqual({ ...first, color: 'red' });
  });

  it('gives 50 concurrent renames to one title 50 distinct slugs, all 200', async () => {
    const { token } = await signUpAndIn(app);
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createLabel(token, { title: `Label ${i}` })),
    );
    const results = await Promise.all(
      created.map((label) =>
        api(token, 'PATCH', '/label', { id: label.id, label: { title: 'Work Stuff' } }),
      ),
    );
    expect(results.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    const slugs = results.map((r) => (r.body as MailLabel).slug).sort();
    const expected = ['work-stuff', ...Array.from({ length: 49 }, (_, i) => `work-stuff-${i + 1}`)];
    expect(slugs).toEqual(expected.sort());
  });

  it('takes the lowest free suffix when the slug is regenerated', async () => {
    const { token } = await signUpAndIn(app);
    const first = await createLabel(token, { title: 'Prep' });
    const second = await createLabel(token, { title: 'Prep' });
    expect(second.slug).toBe('prep-1');
    await api(token, 'DELETE', `/label?id=${first.id}`);
    const res = await api(token, 'PATCH', '/label', { id: second.id, label: { title: 'Prep' } });
    expect((res.body as MailLabel).slug).toBe('prep');
  });

  it("answers 404 for an unknown, malformed or another user's label and changes nothing", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const theirs = await createLabel(a.token, { title: 'Private' });
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await api(b.token, 'PATCH', '/label', { id, label: { title: 'Mine now' } });
      expect(res.status).toBe(404);
      expect(errorOf(res.body)).toMatch(/label/i);
    }
    expect(await labels(a.token)).toContainEqual(theirs);
  });

  it('rejects bad input with a 400 naming the field', async () => {
    const { token } = await signUpAndIn(app);
    const [label] = await labels(token);
    const cases: [unknown, RegExp][] = [
      [{ label: { title: 'x' } }, /id/],
      [{ id: 5, label: { title: 'x' } }, /id/],
      [{ id: label.id }, /label/],
      [{ id: label.id, label: { title: '' } }, /title/],
      [{ id: label.id, label: { color: 3 } }, /color/],
    ];
    for (const [body, field] of cases) {
      const res = await api(token, 'PATCH', '/label', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res.body)).toMatch(field);
    }
    expect((await labels(token))[0]).toEqual(label);
  });
});

describe('DELETE label', () => {
  it('removes the label from every mail that carries it and answers true', async () => {
    const { token } = await signUpAndIn(app);
    const offers = (await labels(token)).find((l) => l.slug === 'offers') as MailLabel;
    const tagged = ((await api(token, 'GET', '/mails?label=offers')).body as MailsPage)
      .mails as MailListItem[];
    expect(tagged.length).toBeGreaterThan(1);
    // One of them carries a second label, which must survive.
    const interviews = (await labels(token)).find((l) => l.slug === 'interviews') as MailLabel;
    await api(token, 'PATCH', '/mail', {
      id: tagged[0].id,
      mail: { labels: [offers.id, interviews.id] },
    });

    const res = await api(token, 'DELETE', `/label?id=${offers.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);

    expect((await labels(token)).map((l) => l.slug)).not.toContain('offers');
    for (const mail of tagged) {
      const after = (await api(token, 'GET', `/mail?id=${mail.id}`)).body as Mail;
      expect(after.labels).not.toContain(offers.id);
    }
    const first = (await api(token, 'GET', `/mail?id=${tagged[0].id}`)).body as Mail;
    expect(first.labels).toEqual([interviews.id]);
    // No mail of any user still points at it.
    const [left] = await db
      .select({ n: count() })
      .from(mails)
      .where(sql`${offers.id}::uuid = any(${mails.labels})`);
    expect(left.n).toBe(0);
    // Its slug no longer names a label.
    expect((await api(token, 'GET', '/mails?label=offers')).status).toBe(404);
  });

  it("answers 404 for an unknown, malformed or another user's label and changes nothing", async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const theirs = (await labels(a.token)).find((l) => l.slug === 'offers') as MailLabel;
    const before = ((await api(a.token, 'GET', '/mails?label=offers')).body as MailsPage)
      .pagination;
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await api(b.token, 'DELETE', `/label?id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toHaveProperty('error');
    }
    expect(await labels(a.token)).toContainEqual(theirs);
    expect(
      ((await api(a.token, 'GET', '/mails?label=offers')).body as MailsPage).pagination,
    ).toEqual(before);
  });

  it('needs an id', async () => {
    const { token } = await signUpAndIn(app);
    const res = await api(token, 'DELETE', '/label');
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatch(/id/);
  });
});
