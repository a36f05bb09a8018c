import { eq } from 'drizzle-orm';
import {
  newShortcutSchema,
  shortcutListSchema,
  shortcutSchema,
  type Shortcut,
} from '@rehearse/contracts/shortcuts';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { shortcuts } from '../../db/schema/shortcuts';
import iconNames from '../../db/seed/data/icon-sets.json';
import { SAMPLE_SHORTCUTS } from '../../db/seed/data/shortcuts.data';

const { app, db } = await useTestApp();
const path = '/api/common/shortcuts';

const list = async (token: string) => {
  const res = await call(app, 'GET', path, { token });
  expect(res.status).toBe(200);
  return shortcutListSchema.parse(res.body);
};
const stored = async (id: string) =>
  (await db.select().from(shortcuts).where(eq(shortcuts.id, id)))[0];
const newShortcut = {
  label: 'Mock interview',
  description: 'Start a new mock interview',
  icon: 'heroicons_outline:video-camera',
  link: '/apps/mock-interview',
  useRouter: true,
};

describe('common/shortcuts', () => {
  it('gives a new account the shortcuts Demo, Documentation, Help center and Dashboard, in order', async () => {
    const { token } = await signUpAndIn(app);
    const items = await list(token);
    expect(items.map((item) => [item.label, item.link, item.useRouter])).toEqual([
      ['Demo', '/support/demo', true],
      ['Documentation', '/support/faq', true],
      ['Help center', '/support/contact', true],
      ['Dashboard', '/workspace/dashboard', true],
    ]);
  });

  it('creates a shortcut, answers it, and lists it last', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'POST', path, { token, body: { shortcut: newShortcut } });
    expect(res.status).toBe(200);
    const created = shortcutSchema.parse(res.body);
    expect(created).toEqual({ ...newShortcut, id: created.id });
    expect((await list(token)).at(-1)).toEqual(created);
  });

  it('makes description optional and useRouter off unless set', async () => {
    const { token } = await signUpAndIn(app);
    const { label, icon, link } = newShortcut;
    const res = await call(app, 'POST', path, { token, body: { shortcut: { label, icon, link } } });
    expect(res.body).toMatchObject({ label, icon, link, description: null, useRouter: false });
  });

  it.each([
    [{ icon: 'x', link: '/x' }, 'shortcut.label'],
    [{ label: '  ', icon: 'x', link: '/x' }, 'shortcut.label: Label is required'],
    [{ label: 'x', link: '/x' }, 'shortcut.icon'],
    [{ label: 'x', icon: 'x' }, 'shortcut.link'],
    [{ label: 'x', icon: 'x', link: 'javascript:alert(1)' }, 'shortcut.link'],
    [{ label: 'x', icon: 'x', link: '//evil.example' }, 'shortcut.link'],
    [{ label: 'x', icon: 'x', link: '/\\evil.example/landing' }, 'shortcut.link'],
    [{ label: 'x', icon: 'x', link: '/.//evil.example' }, 'shortcut.link'],
    [{ label: 'x', icon: 'x', link: '/x', useRouter: 'yes' }, 'shortcut.useRouter'],
    [{ label: 'x'.repeat(101), icon: 'x', link: '/x' }, 'shortcut.label'],
  ])('refuses %j with 400 naming the field', async (shortcut, message) => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'POST', path, { token, body: { shortcut } });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain(message);
  });

  it('merges a PATCH: only the given fields change; a required field cannot be emptied', async () => {
    const { token } = await signUpAndIn(app);
    const [first] = await list(token);
    const res = await call(app, 'PATCH', path, {
      token,
      body: { id: first.id, shortcut: { label: 'Demos', description: null } },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { ...first, label: 'Demos', description: null },
    });
    expect((await list(token))[0]).toEqual(res.body);

    const emptied = await call(app, 'PATCH', path, {
      token,
      body: { id: first.id, shortcut: { link: '' } },
    });
    expect(emptied).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('link') },
    });
    expect((await list(token))[0]).toEqual(res.body);
  });

  it('deletes a shortcut and answers true; a second delete is a 404', async () => {
    const { token } = await signUpAndIn(app);
    const [first, ...rest] = await list(token);
    expect(await call(app, 'DELETE', `${path}?id=${first.id}`, { token })).toMatchObject({
      status: 200,
      body: true,
    });
    expect(await list(token)).toEqual(rest);
    expect((await call(app, 'DELETE', `${path}?id=${first.id}`, { token })).status).toBe(404);
  });

  it("never reads or changes another user's shortcuts: 404 and nothing changes", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const [target]: Shortcut[] = await list(alice.token);
    const before = await stored(target.id);
    const patch = await call(app, 'PATCH', path, {
      token: bob.token,
      body: { id: target.id, shortcut: { label: 'Hijacked' } },
    });
    expect(patch).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    const remove = await call(app, 'DELETE', `${path}?id=${target.id}`, { token: bob.token });
    expect(remove.status).toBe(404);
    expect(await stored(target.id)).toEqual(before);
    expect((await list(bob.token)).map((item) => item.id)).not.toContain(target.id);
  });

  it('answers 404 for unknown or malformed ids and 400 for a missing one', async () => {
    const { token } = await signUpAndIn(app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call(app, 'DELETE', `${path}?id=${id}`, { token })).status).toBe(404);
      const patch = await call(app, 'PATCH', path, { token, body: { id, shortcut: {} } });
      expect(patch.status).toBe(404);
    }
    expect((await call(app, 'DELETE', path, { token })).status).toBe(400);
    const noId = await call(app, 'PATCH', path, { token, body: { shortcut: { label: 'x' } } });
    expect(noId).toMatchObject({ status: 400, body: { error: expect.stringContaining('id') } });
  });

  it('needs a signed-in user', async () => {
    expect((await call(app, 'GET', path)).status).toBe(401);
  });
});

describe('shortcuts sample data', () => {
  it('is valid shortcut input with icons of the heroicons outline set', () => {
    const known = new Set(iconNames['heroicons-outline']);
    expect(SAMPLE_SHORTCUTS).toHaveLength(4);
    for (const shortcut of SAMPLE_SHORTCUTS) {
      expect(newShortcutSchema.safeParse(shortcut).success).toBe(true);
      expect(known.has(shortcut.icon.replace('heroicons_outline:', ''))).toBe(true);
    }
  });
});
