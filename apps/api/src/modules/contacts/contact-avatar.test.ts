import type { Contact } from '@rehearse/contracts/contacts';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();

const P = '/api/apps/contacts';
const MB = 1024 * 1024;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

// Only the leading bytes matter to the type check; the rest is padding.
const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...'GIF89a'].map((ch) => ch.charCodeAt(0)),
  webp: [...'RIFF\0\0\0\0WEBPVP8 '].map((ch) => ch.charCodeAt(0)),
  text: [...'hello, not an image'].map((ch) => ch.charCodeAt(0)),
};
const image = (kind: keyof typeof SIGNATURES, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[kind]);
  for (let i = SIGNATURES[kind].length; i < size; i++) bytes[i] = (i * 7) % 256;
  return bytes;
};
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

const upload = async (token: string, id: string, file: Blob | string, name = 'avatar.png') => {
  const form = new FormData();
  form.set('id', id);
  if (typeof file === 'string') form.set('avatar', file);
  else form.set('avatar', file, name);
  const res = await app.request(`${P}/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
const postJson = (token: string, body: unknown) =>
  call(app, 'POST', `${P}/avatar`, { token, body });

const setUp = async () => {
  const { token } = await signUpAndIn(app);
  const contact = (await call(app, 'POST', `${P}/contact`, { token })).body as Contact;
  return { token, contact };
};
const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

describe('contact avatar upload', () => {
  it('stores a multipart file as a data URL of the type its bytes show, and answers the contact', async () => {
    const { token, contact } = await setUp();
    for (const kind of ['png', 'jpeg', 'gif', 'webp'] as const) {
      const bytes = image(kind, 1000);
      const res = await upload(token, contact.id, new Blob([bytes], { type: `image/${kind}` }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...contact,
        avatar: `data:image/${kind};base64,${base64(bytes)}`,
      });
    }
    const stored = await call(app, 'GET', `${P}/contact?id=${contact.id}`, { token });
    expect((stored.body as Contact).avatar).toMatch(/^data:image\/webp;base64,/);
  });

  it('stores a JSON data URL, normalised to the type of its bytes', async () => {
    const { token, contact } = await setUp();
    const bytes = image('jpeg');
    const res = await postJson(token, {
      id: contact.id,
      avatar: `data:image/png;base64,${base64(bytes)}`,
    });
    expect(res.status).toBe(200);
    expect((res.body as Contact).avatar).toBe(`data:image/jpeg;base64,${base64(bytes)}`);
  });

  it('accepts an image up to 2 MB, beyond the 1 MB limit of other calls', async () => {
    const { token, contact } = await setUp();
    const bytes = image('png', 2 * MB);
    const asFile = await upload(token, contact.id, new Blob([bytes], { type: 'image/png' }));
    expect(asFile.status).toBe(200);
    const asJson = await postJson(token, {
      id: contact.id,
      avatar: `data:image/png;base64,${base64(bytes)}`,
    });
    expect(asJson.status).toBe(200);
    expect((asJson.body as Contact).avatar).toBe(`data:image/png;base64,${base64(bytes)}`);
  });

  it('answers 400 for an image over 2 MB, as a file or as a data URL, keeping the avatar', async () => {
    const { token, contact } = await setUp();
    const bytes = image('png', 2 * MB + 1);
    const asFile = await upload(token, contact.id, new Blob([bytes], { type: 'image/png' }));
    expect(asFile).toEqual({
      status: 400,
      body: {
        error: 'avatar: Image is larger than the 2 MB limit',
        code: 'image.too_large',
        field: 'avatar',
        params: { maxMb: 2 },
      },
    });
    const asJson = await postJson(token, {
      id: contact.id,
      avatar: `data:image/png;base64,${base64(bytes)}`,
    });
    expect(asJson).toMatchObject({
      status: 400,
      body: {
        error: 'avatar: Image is larger than the 2 MB limit',
        code: 'image.too_large',
        field: 'avatar',
        params: { maxMb: 2 },
      },
    });
    // Far larger: refused by the body limit of the avatar path, with the same message.
    const huge = await upload(token, contact.id, new Blob([image('png', 4 * MB)]));
    expect(huge).toEqual({
      status: 400,
      body: {
        error: 'avatar: Image is larger than the 2 MB limit',
        code: 'image.too_large',
        field: 'avatar',
        params: { maxMb: 2 },
      },
    });
    const stored = await call(app, 'GET', `${P}/contact?id=${contact.id}`, { token });
    expect((stored.body as Contact).avatar).toBeNull();
  });

  it('answers 400 when the content is not a PNG, JPEG, GIF or WebP image, whatever the declared type', async () => {
    const { token, contact } = await setUp();
    const text = image('text');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const fileCases: [Blob, RegExp][] = [
      [
        new Blob([text], { type: 'image/png' }),
        /^avatar: The file is not a PNG, JPEG, GIF or WebP/,
      ],
      [new Blob([svg], { type: 'image/svg+xml' }), /^avatar: Only PNG, JPEG, GIF or WebP/],
      [new Blob([image('png')], { type: 'text/html' }), /^avatar: Only PNG, JPEG, GIF or WebP/],
      [new Blob([], { type: 'image/png' }), /^avatar: The image is empty/],
    ];
    for (const [file, message] of fileCases) {
      const res = await upload(token, contact.id, file);
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatch(message);
    }
    const jsonCases: [string, RegExp][] = [
      [`data:image/png;base64,${base64(text)}`, /^avatar: The file is not a PNG/],
      [`data:image/svg+xml;base64,${base64(svg)}`, /^avatar: Only PNG, JPEG, GIF or WebP/],
      ['data:image/png;base64,***', /^avatar: The data URL is not valid base64/],
      ['data:image/png,rawtext', /^avatar: Must be a base64 image data URL/],
      ['/images/avatars/female-01.jpg', /^avatar: Avatar must be an image data URL/],
    ];
    for (const [avatar, message] of jsonCases) {
      const res = await postJson(token, { id: contact.id, avatar });
      expect(res.status, avatar).toBe(400);
      expect(errorOf(res)).toMatch(message);
    }
  });

  it('validates the same way when a PATCH sets a data URL avatar', async () => {
    const { token, contact } = await setUp();
    const bad = await call(app, 'PATCH', `${P}/contact`, {
      token,
      body: {
        id: contact.id,
        contact: { avatar: `data:image/png;base64,${base64(image('text'))}` },
      },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatch(/^contact\.avatar: The file is not/);
    const bytes = image('gif');
    const good = await call(app, 'PATCH', `${P}/contact`, {
      token,
      body: { id: contact.id, contact: { avatar: `data:image/gif;base64,${base64(bytes)}` } },
    });
    expect((good.body as Contact).avatar).toBe(`data:image/gif;base64,${base64(bytes)}`);
  });

  it('answers 400 for missing fields or another content type', async () => {
    const { token, contact } = await setUp();
    const noFile = await upload(token, contact.id, 'just text');
    expect(noFile.status).toBe(400);
    expect(errorOf(noFile)).toMatch(/^avatar: /);
    const noId = await postJson(token, { avatar: `data:image/png;base64,${base64(image('png'))}` });
    expect(noId.status).toBe(400);
    expect(errorOf(noId)).toMatch(/^id: /);
    const plain = await app.request(`${P}/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(plain.status).toBe(415);
    const none = await app.request(`${P}/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: string }).error).toMatch(/^body: /);
  });

  it("answers 404 for an unknown contact or another user's, changing nothing", async () => {
    const alice = await setUp();
    const bob = await signUpAndIn(app);
    const file = new Blob([image('png')], { type: 'image/png' });
    for (const id of [alice.contact.id, NO_SUCH_ID, 'nope']) {
      expect((await upload(bob.token, id, file)).status).toBe(404);
    }
    const stored = await call(app, 'GET', `${P}/contact?id=${alice.contact.id}`, {
      token: alice.token,
    });
    expect((stored.body as Contact).avatar).toBeNull();
  });
});
