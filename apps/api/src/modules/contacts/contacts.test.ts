import { z } from 'zod';
import { contactSchema, type Contact, type ContactTag } from '@rehearse/contracts/contacts';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp, type TestApp } from '../../../test/test-app';
import { SAMPLE_CONTACTS } from '../../db/seed/data/contacts.data';

const { app } = await useTestApp();

const P = '/api/apps/contacts';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const byName = (a: { name: string }, b: { name: string }) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

const list = async (a: TestApp, token: string, path = `${P}/all`) => {
  const res = await call(a, 'GET', path, { token });
  expect(res.status).toBe(200);
  return z.array(contactSchema).parse(res.body);
};
const newContact = async (token: string, changes: Partial<Contact> = {}) => {
  const created = (await call(app, 'POST', `${P}/contact`, { token })).body as Contact;
  if (Object.keys(changes).length === 0) return created;
  const res = await call(app, 'PATCH', `${P}/contact`, {
    token,
    body: { id: created.id, contact: changes },
  });
  expect(res.status).toBe(200);
  return res.body as Contact;
};
const tagsOf = async (token: string) =>
  (await call(app, 'GET', `${P}/tags`, { token })).body as ContactTag[];

describe('contacts: list, search and sort', () => {
  it("gives a new account the sample contacts, sorted by name, with the account's tags", async () => {
    const { token } = await signUpAndIn(app);
    const contacts = await list(app, token);
    expect(contacts).toHaveLength(SAMPLE_CONTACTS.length);
    expect(contacts.map((c) => c.name)).toEqual(
      [...SAMPLE_CONTACTS].sort(byName).map((c) => c.name),
    );
    const tagIds = new Set((await tagsOf(token)).map((t) => t.id));
    expect(contacts.flatMap((c) => c.tags).every((id) => tagIds.has(id))).toBe(true);
    expect(contacts.some((c) => c.title === null)).toBe(true);
    expect(contacts.find((c) => c.name === 'Amara Okafor')).toMatchObject({
      avatar: '/images/avatars/female-01.jpg',
      background: '/images/cards/14-640x480.jpg',
      birthday: '1988-03-14T12:00:00.000Z',
    });
  });

  it('sorts by name case-insensitively', async () => {
    const { token } = await signUpAndIn(app);
    await newContact(token, { name: 'aaron lowercase' });
    await newContact(token, { name: 'AARON UPPER' });
    await newContact(token, { name: 'Aardvark Inc' });
    const names = (await list(app, token)).map((c) => c.name);
    // Case-sensitive order would put the upper-case names before 'aaron lowercase'.
    expect(names.slice(0, 3)).toEqual(['Aardvark Inc', 'aaron lowercase', 'AARON UPPER']);
  });

  it('searches names case-insensitively, sorted by name; an empty query answers all', async () => {
    const { token } = await signUpAndIn(app);
    const all = await list(app, token);
    const found = await list(app, token, `${P}/search?query=AN`);
    const expected = all.filter((c) => c.name.toLowerCase().includes('an')).sort(byName);
    expect(found.length).toBeGreaterThan(2);
    expect(found.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(await list(app, token, `${P}/search?query=`)).toEqual(all);
    expect(await list(app, token, `${P}/search`)).toEqual(all);
    expect(await list(app, token, `${P}/search?query=zzzz`)).toEqual([]);
  });

  it('takes % and _ in a query literally', async () => {
    const { token } = await signUpAndIn(app);
    expect(await list(app, token, `${P}/search?query=%25`)).toEqual([]);
    await newContact(token, { name: '100% Recruiting' });
    const found = await list(app, token, `${P}/search?query=0%25`);
    expect(found.map((c) => c.name)).toEqual(['100% Recruiting']);
    expect(await list(app, token, `${P}/search?query=_`)).toEqual([]);
  });
});

describe('contacts: create, read, update, delete', () => {
  it('creates a blank "New Contact" with empty defaults, newest first among equal names', async () => {
    const { token } = await signUpAndIn(app);
    const first = await newContact(token);
    expect(first).toEqual({
      id: expect.any(String),
      avatar: null,
      background: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    const second = await newContact(token);
    const ids = (await list(app, token)).filter((c) => c.name === 'New Contact').map((c) => c.id);
    expect(ids).toEqual([second.id, first.id]);
    expect((await call(app, 'GET', `${P}/contact?id=${first.id}`, { token })).body).toEqual(first);
  });

  it('merges a PATCH into the stored contact', async () => {
    const { token } = await signUpAndIn(app);
    const [tag] = await tagsOf(token);
    const contact = await newContact(token, {
      name: 'Rita Recruiter',
      emails: [{ email: 'rita@example.com', label: 'Work' }],
      notes: '<p>Met at the job fair</p>',
    });
    const res = await call(app, 'PATCH', `${P}/contact`, {
      token,
      body: {
        id: contact.id,
        contact: {
          id: NO_SUCH_ID,
          title: 'Talent Partner',
          birthday: '1990-05-01T00:00:00.000Z',
          phoneNumbers: [{ country: 'US', phoneNumber: '415 555 0100', label: 'Mobile' }],
          tags: [tag.id, tag.id],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...contact,
      title: 'Talent Partner',
      birthday: '1990-05-01T00:00:00.000Z',
      phoneNumbers: [{ country: 'us', phoneNumber: '415 555 0100', label: 'Mobile' }],
      tags: [tag.id],
    });
    const cleared = await call(app, 'PATCH', `${P}/contact`, {
      token,
      body: { id: contact.id, contact: { birthday: null, notes: null } },
    });
    expect(cleared.body).toMatchObject({ birthday: null, notes: null, title: 'Talent Partner' });
    expect((await call(app, 'GET', `${P}/contact?id=${contact.id}`, { token })).body).toEqual(
      cleared.body,
    );
  });

  it('keeps only the rich-text set in notes: handlers and scripts never stored', async () => {
    const { token } = await signUpAndIn(app);
    const contact = await newContact(token, { name: 'Xavier Script' });
    const res = await call(app, 'PATCH', `${P}/contact`, {
      token,
      body: {
        id: contact.id,
        contact: {
          notes:
            '<p>Met at <strong>the fair</strong><img src=x onerror="alert(1)"></p><script>alert(2)</script>',
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notes: '<p>Met at <strong>the fair</strong></p>' });
    expect((await call(app, 'GET', `${P}/contact?id=${contact.id}`, { token })).body).toEqual(
      res.body,
    );
  });

  it('takes null as empty for every optional text field', async () => {
    const { token } = await signUpAndIn(app);
    const contact = await newContact(token, { name: 'Nora Null', title: 'Lead', address: 'Here' });
    const res = await call(app, 'PATCH', `${P}/contact`, {
      token,
      body: {
        id: contact.id,
        contact: {
          title: null,
          company: null,
          address: null,
          notes: null,
          avatar: null,
          background: null,
          emails: [{ email: 'nora@example.com', label: null }],
          phoneNumbers: [{ country: 'gb', phoneNumber: '020 7946 0000', label: null }],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The contact's own fields answer null when empty; email and phone labels are text.
    expect(contactSchema.parse(res.body)).toMatchObject({
      title: null,
      company: null,
      address: null,
      notes: null,
      emails: [{ email: 'nora@example.com', label: '' }],
      phoneNumbers: [{ country: 'gb', phoneNumber: '020 7946 0000', label: '' }],
    });
  });

  it('deletes a contact: true, then 404', async () => {
    const { token } = await signUpAndIn(app);
    const contact = await newContact(token);
    expect(await call(app, 'DELETE', `${P}/contact?id=${contact.id}`, { token })).toMatchObject({
      status: 200,
      body: true,
    });
    expect((await call(app, 'GET', `${P}/contact?id=${contact.id}`, { token })).status).toBe(404);
    expect((await call(app, 'DELETE', `${P}/contact?id=${contact.id}`, { token })).status).toBe(
      404,
    );
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const { token } = await signUpAndIn(app);
    for (const id of [NO_SUCH_ID, 'not-a-uuid']) {
      expect((await call(app, 'GET', `${P}/contact?id=${id}`, { token })).status).toBe(404);
      expect((await call(app, 'DELETE', `${P}/contact?id=${id}`, { token })).status).toBe(404);
      const patch = await call(app, 'PATCH', `${P}/contact`, {
        token,
        body: { id, contact: { name: 'X' } },
      });
      expect(patch).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    }
  });
});

describe('contacts: bad input', () => {
  it('answers 400 naming the field for a PATCH of the wrong shape', async () => {
    const { token } = await signUpAndIn(app);
    const cases: [unknown, RegExp][] = [
      [{ contact: { name: 'X' } }, /^id: /],
      [{ id: 'x' }, /^contact: /],
      [{ id: 'x', contact: { name: 42 } }, /contact\.name/],
      [{ id: 'x', contact: { name: '  ' } }, /contact\.name: Name cannot be empty/],
      [
        { id: 'x', contact: { emails: [{ email: 'nope', label: 'Work' }] } },
        /contact\.emails\.0\.email/,
      ],
      [{ id: 'x', contact: { emails: 'a@b.co' } }, /contact\.emails/],
      [
        { id: 'x', contact: { phoneNumbers: [{ country: 'usa', phoneNumber: '1', label: '' }] } },
        /contact\.phoneNumbers\.0\.country/,
      ],
      [
        {
          id: 'x',
          contact: { phoneNumbers: [{ country: 'us', phoneNumber: 'call me', label: '' }] },
        },
        /contact\.phoneNumbers\.0\.phoneNumber/,
      ],
      [{ id: 'x', contact: { birthday: 'last spring' } }, /contact\.birthday/],
      [{ id: 'x', contact: { tags: 'Work' } }, /contact\.tags/],
      [{ id: 'x', contact: { avatar: 'javascript:alert(1)' } }, /contact\.avatar/],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, 'PATCH', `${P}/contact`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
    }
  });

  it("answers 400 for tags that are not the user's and for unknown countries, changing nothing", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const contact = await newContact(alice.token);
    const [bobTag] = await tagsOf(bob.token);
    for (const tags of [[bobTag.id], [NO_SUCH_ID], ['Work']]) {
      const res = await call(app, 'PATCH', `${P}/contact`, {
        token: alice.token,
        body: { id: contact.id, contact: { name: 'Changed', tags } },
      });
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/^tags: Unknown tag id/);
    }
    const country = await call(app, 'PATCH', `${P}/contact`, {
      token: alice.token,
      body: {
        id: contact.id,
        contact: { phoneNumbers: [{ country: 'zz', phoneNumber: '1', label: '' }] },
      },
    });
    expect(country).toMatchObject({
      status: 400,
      body: { error: 'phoneNumbers: Unknown country zz' },
    });
    const stored = await call(app, 'GET', `${P}/contact?id=${contact.id}`, { token: alice.token });
    expect(stored.body).toEqual(contact);
  });

  it('answers 400 for a missing id or an overlong query, 401 without a token', async () => {
    const { token } = await signUpAndIn(app);
    const missing = await call(app, 'GET', `${P}/contact`, { token });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: string }).error).toMatch(/^id: /);
    const long = await call(app, 'GET', `${P}/search?query=${'a'.repeat(201)}`, { token });
    expect(long.status).toBe(400);
    expect((long.body as { error: string }).error).toMatch(/^query: /);
    expect((await call(app, 'GET', `${P}/all`)).status).toBe(401);
  });

  it('keeps the 1 MB body limit on contact calls other than the avatar upload', async () => {
    const { token } = await signUpAndIn(app);
    const contact = await newContact(token);
    const res = await call(app, 'PATCH', `${P}/contact`, {
      token,
      body: { id: contact.id, contact: { notes: 'x'.repeat(1024 * 1024) } },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'body: Request body is larger than the 1 MB limit' },
    });
  });
});

describe('contacts: isolation', () => {
  it("never shows or changes another user's contacts", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const mine = await newContact(alice.token, { name: 'Only Alice Knows' });
    const t = bob.token;
    expect((await list(app, t)).map((c) => c.id)).not.toContain(mine.id);
    expect(await list(app, t, `${P}/search?query=only alice`)).toEqual([]);
    expect((await call(app, 'GET', `${P}/contact?id=${mine.id}`, { token: t })).status).toBe(404);
    const patch = await call(app, 'PATCH', `${P}/contact`, {
      token: t,
      body: { id: mine.id, contact: { name: 'Hacked' } },
    });
    expect(patch.status).toBe(404);
    expect((await call(app, 'DELETE', `${P}/contact?id=${mine.id}`, { token: t })).status).toBe(
      404,
    );
    const stored = await call(app, 'GET', `${P}/contact?id=${mine.id}`, { token: alice.token });
    expect(stored.body).toEqual(mine);
  });
});

describe('contacts and chat in the OpenAPI document', () => {
  it('lists every contacts and chat call', async () => {
    const doc = await call(app, 'GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const paths = (doc.body as { paths: Record<string, object> }).paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods(`${P}/all`)).toEqual(['get']);
    expect(methods(`${P}/search`)).toEqual(['get']);
    expect(methods(`${P}/contact`)).toEqual(['delete', 'get', 'patch', 'post']);
    expect(methods(`${P}/countries`)).toEqual(['get']);
    expect(methods(`${P}/tags`)).toEqual(['get']);
    expect(methods(`${P}/tag`)).toEqual(['delete', 'patch', 'post']);
    expect(methods(`${P}/avatar`)).toEqual(['post']);
    for (const path of ['chats', 'contacts', 'contact', 'profile']) {
      expect(methods(`/api/apps/chat/${path}`)).toEqual(['get']);
    }
    expect(methods('/api/apps/chat/chat')).toEqual(['get', 'patch', 'post']);
    expect(methods('/api/apps/chat/message')).toEqual(['post']);
  });
});
