import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  contactSchema,
  contactTagSchema,
  countrySchema,
  type Contact,
  type ContactTag,
} from '@rehearse/contracts/contacts';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { CONTACT_TAG_TITLES, SAMPLE_CONTACTS } from '../../db/seed/data/contacts.data';
import { COUNTRIES } from '../../db/seed/data/countries.data';
import { seedCountries } from '../../db/seed/countries.seed';

const { app, db } = await useTestApp();

const P = '/api/apps/contacts';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const tagsOf = async (token: string) =>
  z.array(contactTagSchema).parse((await call(app, 'GET', `${P}/tags`, { token })).body);
const contactsOf = async (token: string) =>
  z.array(contactSchema).parse((await call(app, 'GET', `${P}/all`, { token })).body);

describe('contact tags', () => {
  it('gives a new account exactly the seven sample tags, in order', async () => {
    const { token } = await signUpAndIn(app);
    expect((await tagsOf(token)).map((t) => t.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
  });

  it('creates a tag with a new id and puts it first; renames it', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'POST', `${P}/tag`, {
      token,
      body: { tag: { id: 'mine', title: '  Mentors ' } },
    });
    expect(res.status).toBe(200);
    const tag = contactTagSchema.parse(res.body);
    expect(tag.title).toBe('Mentors');
    expect(tag.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await tagsOf(token))[0]).toEqual(tag);

    const renamed = await call(app, 'PATCH', `${P}/tag`, {
      token,
      body: { id: tag.id, tag: { title: 'Mentor' } },
    });
    expect(renamed.body).toEqual({ id: tag.id, title: 'Mentor' });
    expect((await tagsOf(token))[0]).toEqual({ id: tag.id, title: 'Mentor' });
    const unchanged = await call(app, 'PATCH', `${P}/tag`, {
      token,
      body: { id: tag.id, tag: {} },
    });
    expect(unchanged.body).toEqual({ id: tag.id, title: 'Mentor' });
  });

  it('deletes a tag and strips it from every contact carrying it, keeping other tags', async () => {
    const { token } = await signUpAndIn(app);
    const work = (await tagsOf(token)).find((t) => t.title === 'Work') as ContactTag;
    const before = await contactsOf(token);
    const carriers = before.filter((c) => c.tags.includes(work.id));
    expect(carriers.length).toBe(SAMPLE_CONTACTS.filter((c) => c.tags.includes('Work')).length);
    expect(carriers.some((c) => c.tags.length > 1)).toBe(true);

    expect(await call(app, 'DELETE', `${P}/tag?id=${work.id}`, { token })).toMatchObject({
      status: 200,
      body: true,
    });
    expect((await tagsOf(token)).map((t) => t.id)).not.toContain(work.id);
    const after = await contactsOf(token);
    for (const contact of before) {
      const now = after.find((c) => c.id === contact.id) as Contact;
      expect(now.tags).toEqual(contact.tags.filter((id) => id !== work.id));
    }
    expect((await call(app, 'DELETE', `${P}/tag?id=${work.id}`, { token })).status).toBe(404);
  });

  it('rolls back the tag deletion when stripping it fails (one transaction)', async () => {
    const { token } = await signUpAndIn(app);
    const [tag] = await tagsOf(token);
    // Make the strip step fail: a trigger refuses any update of contacts.
    await db.execute(sql`create or replace function refuse_contacts_update() returns trigger
      language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db.execute(sql`create trigger refuse_contacts_update before update on contacts
      for each row execute function refuse_contacts_update()`);
    try {
      const res = await call(app, 'DELETE', `${P}/tag?id=${tag.id}`, { token });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_contacts_update on contacts`);
      await db.execute(sql`drop function refuse_contacts_update()`);
    }
    expect((await tagsOf(token)).map((t) => t.id)).toContain(tag.id);
    expect((await contactsOf(token)).some((c) => c.tags.includes(tag.id))).toBe(true);
  });

  it('answers 400 naming the field for bad tag input', async () => {
    const { token } = await signUpAndIn(app);
    const cases: [string, unknown, RegExp][] = [
      ['POST', {}, /^tag: /],
      ['POST', { tag: { title: '' } }, /^tag\.title: Title cannot be empty/],
      ['POST', { tag: { title: 7 } }, /^tag\.title: /],
      ['POST', { tag: { title: 'x'.repeat(51) } }, /^tag\.title: /],
      ['PATCH', { tag: { title: 'x' } }, /^id: /],
      ['PATCH', { id: NO_SUCH_ID, tag: { title: ' ' } }, /^tag\.title: /],
    ];
    for (const [method, body, message] of cases) {
      const res = await call(app, method, `${P}/tag`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
    }
    expect((await call(app, 'DELETE', `${P}/tag`, { token })).status).toBe(400);
  });

  it("never renames or deletes another user's tag, nor strips it from their contacts", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const [aliceTag] = await tagsOf(alice.token);
    const aliceContacts = await contactsOf(alice.token);
    for (const id of [aliceTag.id, NO_SUCH_ID, 'nope']) {
      const patch = await call(app, 'PATCH', `${P}/tag`, {
        token: bob.token,
        body: { id, tag: { title: 'Hacked' } },
      });
      expect(patch.status).toBe(404);
      expect((await call(app, 'DELETE', `${P}/tag?id=${id}`, { token: bob.token })).status).toBe(
        404,
      );
    }
    expect((await tagsOf(alice.token))[0]).toEqual(aliceTag);
    expect(await contactsOf(alice.token)).toEqual(aliceContacts);
    expect((await tagsOf(bob.token)).map((t) => t.id)).not.toContain(aliceTag.id);
  });
});

describe('countries', () => {
  it('lists about 240 countries by name with unique ISO codes, dialling codes and flag offsets', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', `${P}/countries`, { token });
    const countries = z.array(countrySchema).parse(res.body);
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries.length).toBeLessThanOrEqual(255);
    expect(new Set(countries.map((c) => c.iso)).size).toBe(countries.length);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const country of countries) {
      expect(country.iso).toMatch(/^[a-z]{2}$/);
      expect(country.code).toMatch(/^\+[1-9]\d{0,3}$/);
      expect(country.flagImagePos).toMatch(/^-1px -\d+px$/);
    }
    const find = (iso: string) => countries.find((c) => c.iso === iso);
    expect(find('us')).toMatchObject({ name: 'United States', code: '+1' });
    expect(find('gb')).toMatchObject({ name: 'United Kingdom', code: '+44' });
    expect(find('tr')).toMatchObject({ code: '+90' });
    expect(find('in')).toMatchObject({ name: 'India', code: '+91' });
    // The sprite order is the data file's: flag n sits 11 px below flag n - 1.
    const offsets = COUNTRIES.map(([iso]) => find(iso)?.flagImagePos);
    expect(offsets.slice(0, 3)).toEqual(['-1px -1px', '-1px -12px', '-1px -23px']);
    expect(new Set(offsets).size).toBe(COUNTRIES.length);
  });

  it('re-seeds idempotently, keeping ids', async () => {
    const { token } = await signUpAndIn(app);
    const before = (await call(app, 'GET', `${P}/countries`, { token })).body;
    await seedCountries(db);
    expect((await call(app, 'GET', `${P}/countries`, { token })).body).toEqual(before);
  });

  it('sample data uses only known countries and the seven tags', () => {
    const isos = new Set(COUNTRIES.map(([iso]) => iso));
    expect(CONTACT_TAG_TITLES).toHaveLength(7);
    for (const contact of SAMPLE_CONTACTS) {
      for (const phone of contact.phoneNumbers) expect(isos.has(phone.country)).toBe(true);
    }
  });
});
