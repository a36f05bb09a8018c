import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  contactPageSchema,
  contactSchema,
  type Contact,
  type ContactPage,
} from '@rehearse/contracts/contacts';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app, db } = await useTestApp();

const P = '/api/apps/contacts';

const page = async (token: string, query: string) => {
  const res = await call(app, 'GET', `${P}/page?${query}`, { token });
  expect(res.status).toBe(200);
  return contactPageSchema.parse(res.body);
};

// Every page from the first, following `next`.
async function allPages(token: string, query: string): Promise<ContactPage[]> {
  const pages = [await page(token, query)];
  while (pages.at(-1)!.next) {
    pages.push(await page(token, `${query}&after=${encodeURIComponent(pages.at(-1)!.next!)}`));
  }
  return pages;
}

const all = async (token: string) =>
  z.array(contactSchema).parse((await call(app, 'GET', `${P}/all`, { token })).body);

async function addContact(token: string, name: string): Promise<Contact> {
  const created = (await call(app, 'POST', `${P}/contact`, { token })).body as Contact;
  const res = await call(app, 'PATCH', `${P}/contact`, {
    token,
    body: { id: created.id, contact: { name } },
  });
  return res.body as Contact;
}

describe('contacts: GET page', () => {
  it('pages through every contact in the order of GET all, with totals and letters once', async () => {
    const { token } = await signUpAndIn(app);
    // Namesakes test the tie-breakers (newest first, then id).
    for (const name of ['New Contact', 'new contact', 'Zoë Ng', '42 Club']) {
      await addContact(token, name);
    }
    await call(app, 'POST', `${P}/contact`, { token });
    const expected = await all(token);
    const pages = await allPages(token, 'limit=3');
    expect(pages.length).toBe(Math.ceil(expected.length / 3));
    expect(pages.flatMap((p) => p.contacts.map((c) => c.id))).toEqual(expected.map((c) => c.id));
    expect(pages[0]!.total).toBe(expected.length);
    expect(pages.slice(1).every((p) => p.total === undefined && p.letters === undefined)).toBe(
      true,
    );
    const counts = new Map<string, number>();
    for (const contact of pages.flatMap((p) => p.contacts)) {
      counts.set(contact.letter, (counts.get(contact.letter) ?? 0) + 1);
    }
    expect(Object.fromEntries(pages[0]!.letters!.map((l) => [l.letter, l.count]))).toEqual(
      Object.fromEntries(counts),
    );
    expect(counts.get('N')).toBeGreaterThanOrEqual(3);
    expect(counts.get('4')).toBe(1);
    expect(pages.at(-1)!.next).toBeNull();
    // Slim rows: no emails, notes or other details.
    expect(Object.keys(pages[0]!.contacts[0]!).sort()).toEqual(
      ['avatar', 'company', 'id', 'letter', 'name', 'title'].sort(),
    );
  });

  it('filters by name as search does, paging the matches', async () => {
    const { token } = await signUpAndIn(app);
    const expected = z
      .array(contactSchema)
      .parse((await call(app, 'GET', `${P}/search?query=an`, { token })).body);
    const pages = await allPages(token, 'query=AN&limit=2');
    expect(pages.flatMap((p) => p.contacts.map((c) => c.id))).toEqual(expected.map((c) => c.id));
    expect(pages[0]!.total).toBe(expected.length);
    expect((await page(token, 'query=zzzz')).contacts).toEqual([]);
    expect((await page(token, 'query=zzzz')).total).toBe(0);
  });

  it('keeps to its own user, and refuses a bad cursor or limit naming the field', async () => {
    const first = await signUpAndIn(app);
    const second = await signUpAndIn(app);
    await addContact(first.token, 'Only Mine');
    expect((await page(second.token, 'query=Only Mine')).contacts).toEqual([]);

    const badCursor = await call(app, 'GET', `${P}/page?after=bm90LWEtY3Vyc29y`, {
      token: first.token,
    });
    expect(badCursor.status).toBe(400);
    expect(JSON.stringify(badCursor.body)).toContain('after');
    const badLimit = await call(app, 'GET', `${P}/page?limit=500`, { token: first.token });
    expect(badLimit.status).toBe(400);
    expect(JSON.stringify(badLimit.body)).toContain('limit');
    expect((await call(app, 'GET', `${P}/page`)).status).toBe(401);
  });

  it('serves a late page of 20,000 contacts from the index', async () => {
    const { token, user } = await signUpAndIn(app);
    await db.execute(
      sql`insert into contacts (user_id, name) select ${user.id}, 'Person ' || lpad(i::text, 5, '0') from generate_series(1, 20000) as i`,
    );
    const first = await page(token, 'query=Person&limit=200');
    expect(first.total).toBe(20_000);
    expect(first.contacts[0]!.name).toBe('Person 00001');
    // Jump near the end with a cursor made from a row of the list.
    const result = await db.execute(
      sql`select lower(name) as key, created_at::text as created, id from contacts where name = 'Person 19990'`,
    );
    const [row] = (result as unknown as { rows: { key: string; created: string; id: string }[] })
      .rows;
    const after = Buffer.from(JSON.stringify([row!.key, row!.created, row!.id])).toString(
      'base64url',
    );
    const late = await page(token, `query=Person&limit=200&after=${after}`);
    expect(late.contacts.map((c) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Person ${String(19_991 + i).padStart(5, '0')}`),
    );
    expect(late.next).toBeNull();
  });

  it('is in the OpenAPI document with its parameters', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    const page = doc.paths[`${P}/page`]?.get;
    expect(page?.parameters?.map((p) => p.name).sort()).toEqual(['after', 'limit', 'query']);
  });
});
