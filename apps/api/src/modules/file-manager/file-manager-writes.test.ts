import { readdir } from 'node:fs/promises';
import {
  fileManagerItemSchema,
  fileManagerListingSchema,
  type FileManagerListing,
} from '@rehearse/contracts/file-manager';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { fileManagerRoutes } from './file-manager.routes';

const { app, filesDir } = await useTestApp();
const BASE = '/api/apps/file-manager';
const MB = 1024 * 1024;

const open = async (token: string, folderId?: string) => {
  const res = await call(app, 'GET', `${BASE}${folderId ? `?folderId=${folderId}` : ''}`, {
    token,
  });
  expect(res.status).toBe(200);
  return fileManagerListingSchema.parse(res.body);
};
const folderNamed = (listing: FileManagerListing, name: string) =>
  listing.folders.find((folder) => folder.name === name)!;
const storedFiles = async () => (await readdir(filesDir).catch(() => [])).length;

const upload = (
  token: string,
  query: Record<string, string>,
  body: string | Uint8Array<ArrayBuffer> | null,
  type = 'text/plain',
) =>
  app.request(`${BASE}/upload?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
  });
const uploaded = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(201);
  return fileManagerItemSchema.parse(await res.json());
};
const makeFolder = async (token: string, name: string, folderId?: string | null) => {
  const res = await call(app, 'POST', `${BASE}/folder`, { token, body: { name, folderId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return fileManagerItemSchema.parse(res.body);
};

describe('POST folder', () => {
  it('makes a folder, trimming its name, and refuses a name taken in any case', async () => {
    const { token } = await signUpAndIn(app, { name: 'Ada Byron' });
    const folder = await makeFolder(token, '  Offers  ');
    expect(folder).toMatchObject({
      name: 'Offers',
      type: 'folder',
      folderId: null,
      createdBy: 'Ada Byron',
      contents: '0 files',
      size: '0 KB',
      downloadable: false,
    });
    const inner = await makeFolder(token, 'Round 2', folder.id);
    expect(inner.folderId).toBe(folder.id);
    const again = await call(app, 'POST', `${BASE}/folder`, { token, body: { name: 'offers' } });
    expect(again).toMatchObject({ status: 409, body: { code: 'fileManager.name_taken' } });
    // The same name in another folder is fine.
    await makeFolder(token, 'Offers', folder.id);
  });

  it('refuses an empty, too long or slashed name, and an unknown folder', async () => {
    const { token } = await signUpAndIn(app);
    for (const name of ['   ', 'x'.repeat(121), 'a/b']) {
      const res = await call(app, 'POST', `${BASE}/folder`, { token, body: { name } });
      expect(res.status, name).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/^name: /);
    }
    const res = await call(app, 'POST', `${BASE}/folder`, {
      token,
      body: { name: 'X', folderId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
  });
});

describe('upload and download', () => {
  it('stores a file, counts it in every folder above, and streams it back', async () => {
    const { token } = await signUpAndIn(app);
    const root = await open(token);
    const prep = folderNamed(root, 'Interview Prep');
    const inner = folderNamed(await open(token, prep.id), 'Northwind Traders');
    const text = 'Questions to ask: team size, on-call, review process.\n'.repeat(40);
    const file = await uploaded(
      await upload(token, { folderId: inner.id, name: 'Questions — ç.txt' }, text),
    );
    expect(file).toMatchObject({
      name: 'Questions — ç.txt',
      type: 'TXT',
      folderId: inner.id,
      size: '2 KB',
      downloadable: true,
      contents: null,
      description: null,
    });
    // 5 files in Interview Prep before; now 6, and Northwind's 2 become 3.
    expect(folderNamed(await open(token), 'Interview Prep').contents).toBe('6 files');
    const inPrep = await open(token, prep.id);
    expect(folderNamed(inPrep, 'Northwind Traders').contents).toBe('3 files');
    expect((await open(token, inner.id)).files.map((f) => f.name)).toContain('Questions — ç.txt');

    const res = await app.request(`${BASE}/file/${file.id}/content`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Questions _ _.txt"; filename*=UTF-8''${encodeURIComponent('Questions — ç.txt')}`,
    );
    expect(await res.text()).toBe(text);
  });

  it('takes the type from the extension when the browser sent none, and refuses others', async () => {
    const { token } = await signUpAndIn(app);
    const before = await storedFiles();
    const pdf = await uploaded(
      await upload(token, { name: 'cv.PDF' }, '%PDF-1.4', 'application/octet-stream'),
    );
    expect(pdf.type).toBe('PDF');
    const jpg = await uploaded(await upload(token, { name: 'me' }, 'jpegbytes', 'image/jpeg'));
    expect(jpg.type).toBe('JPG');
    for (const [name, type] of [
      ['tool.exe', 'application/octet-stream'],
      ['page.html', 'text/html'],
      ['cv.pdf', 'text/html'],
    ]) {
      const res = await upload(token, { name: name! }, 'x', type);
      expect(res.status, name).toBe(415);
      expect(await res.json()).toMatchObject({ code: 'fileManager.unsupported_type' });
    }
    expect(await storedFiles()).toBe(before + 2);
  });

  it('refuses an empty file, a file over 25 MB and a duplicate name, keeping no bytes', async () => {
    const { token } = await signUpAndIn(app);
    const before = await storedFiles();
    const empty = await upload(token, { name: 'empty.txt' }, '');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'fileManager.empty' });
    const big = await upload(token, { name: 'big.txt' }, new Uint8Array(25 * MB + 1));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({
      code: 'fileManager.too_large',
      params: { maxMb: 25 },
    });
    // Without a declared length: the store stops at the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 26; i++) controller.enqueue(new Uint8Array(MB));
        controller.close();
      },
    });
    const streamed = await app.request(`${BASE}/upload?name=s.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    await uploaded(await upload(token, { name: 'Notes.txt' }, 'a'));
    const twice = await upload(token, { name: 'notes.TXT' }, 'b');
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'fileManager.name_taken' });
    expect(await storedFiles()).toBe(before + 1);
  });

  it('keeps concurrent uploads within the 250 MB quota', async () => {
    const { token } = await signUpAndIn(app);
    const bytes = new Uint8Array(24 * MB);
    // 11 x 24 MB = 264 MB: at most ten fit, whatever the order they finish in.
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, i) => upload(token, { name: `part-${i}.txt` }, bytes)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 413)).toHaveLength(1);
    const refused = answers.find((res) => res.status === 413)!;
    expect(await refused.json()).toMatchObject({ code: 'fileManager.quota_exceeded' });
  }, 120_000);

  it('has nothing to download for a sample file or a folder', async () => {
    const { token } = await signUpAndIn(app);
    const root = await open(token);
    const sample = root.files[0]!;
    expect(sample.downloadable).toBe(false);
    const res = await call(app, 'GET', `${BASE}/file/${sample.id}/content`, { token });
    expect(res).toMatchObject({ status: 404, body: { code: 'fileManager.no_content' } });
    const folder = await call(app, 'GET', `${BASE}/file/${root.folders[0]!.id}/content`, { token });
    expect(folder.status).toBe(404);
  });
});

describe('PATCH item', () => {
  it('renames, describes a folder and moves items, never a folder into itself', async () => {
    const { token } = await signUpAndIn(app);
    const a = await makeFolder(token, 'A');
    const b = await makeFolder(token, 'B', a.id);
    const c = await makeFolder(token, 'C', b.id);
    const patch = (body: object) => call(app, 'PATCH', `${BASE}/item`, { token, body });

    const renamed = await patch({ id: a.id, name: ' Alpha ', description: 'First' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Alpha', description: 'First' } });
    for (const target of [a.id, b.id, c.id]) {
      const res = await patch({ id: a.id, folderId: target });
      expect(res, target).toMatchObject({
        status: 409,
        body: { code: 'fileManager.move_into_itself' },
      });
    }
    // C up to the root, then B into C: fine.
    expect((await patch({ id: c.id, folderId: null })).body).toMatchObject({ folderId: null });
    expect((await patch({ id: b.id, folderId: c.id })).body).toMatchObject({ folderId: c.id });
    const file = await uploaded(await upload(token, { name: 'x.txt', folderId: a.id }, 'x'));
    expect((await patch({ id: file.id, folderId: c.id })).status).toBe(200);
    expect((await open(token, c.id)).files.map((f) => f.name)).toEqual(['x.txt']);
    // A file has no description; a name clash on move is 409 naming the name.
    expect((await patch({ id: file.id, description: 'no' })).status).toBe(400);
    await uploaded(await upload(token, { name: 'x.txt' }, 'y'));
    expect(await patch({ id: file.id, folderId: null })).toMatchObject({
      status: 409,
      body: { code: 'fileManager.name_taken', params: { name: 'x.txt' } },
    });
    expect((await patch({ id: file.id, folderId: 'not-an-id' })).status).toBe(404);
    expect((await patch({ id: file.id, extra: 1 })).status).toBe(400);
  });
});

describe('DELETE item', () => {
  it('deletes a folder with everything below it and their stored bytes', async () => {
    const { token } = await signUpAndIn(app);
    const before = await storedFiles();
    const top = await makeFolder(token, 'Top');
    const mid = await makeFolder(token, 'Mid', top.id);
    await uploaded(await upload(token, { name: '1.txt', folderId: top.id }, 'one'));
    await uploaded(await upload(token, { name: '2.txt', folderId: mid.id }, 'two'));
    const kept = await uploaded(await upload(token, { name: 'kept.txt' }, 'kept'));
    expect(await storedFiles()).toBe(before + 3);
    const res = await call(app, 'DELETE', `${BASE}/item?id=${top.id}`, { token });
    expect(res).toMatchObject({ status: 200, body: { deleted: 4 } });
    expect(await storedFiles()).toBe(before + 1);
    expect((await call(app, 'GET', `${BASE}?folderId=${mid.id}`, { token })).status).toBe(404);
    expect((await open(token)).files.map((f) => f.id)).toContain(kept.id);
    expect((await call(app, 'DELETE', `${BASE}/item?id=${top.id}`, { token })).status).toBe(404);
  });
});

describe('isolation', () => {
  it('answers 404 for every call on another user’s items', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const folder = await makeFolder(a.token, 'Private');
    const file = await uploaded(await upload(a.token, { name: 's.txt', folderId: folder.id }, 's'));
    const token = b.token;
    const answers = [
      await call(app, 'GET', `${BASE}/file/${file.id}/content`, { token }),
      await call(app, 'PATCH', `${BASE}/item`, { token, body: { id: file.id, name: 'mine' } }),
      await call(app, 'DELETE', `${BASE}/item?id=${folder.id}`, { token }),
      await call(app, 'POST', `${BASE}/folder`, {
        token,
        body: { name: 'x', folderId: folder.id },
      }),
      await call(app, 'GET', `${BASE}?folderId=${folder.id}`, { token }),
    ];
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404]);
    const res = await upload(token, { name: 'in.txt', folderId: folder.id }, 'x');
    expect(res.status).toBe(404);
    // Nor can b move its own item into a's folder.
    const own = await makeFolder(token, 'Own');
    const move = await call(app, 'PATCH', `${BASE}/item`, {
      token,
      body: { id: own.id, folderId: folder.id },
    });
    expect(move.status).toBe(404);
    expect((await open(a.token, folder.id)).files.map((f) => f.name)).toEqual(['s.txt']);
    expect((await call(app, 'GET', `${BASE}/folders`, { token })).body).not.toMatchObject({
      folders: expect.arrayContaining([expect.objectContaining({ id: folder.id })]),
    });
  });

  it('answers 401 without a token', async () => {
    expect((await call(app, 'POST', `${BASE}/folder`, { body: { name: 'x' } })).status).toBe(401);
    expect((await upload('', { name: 'x.txt' }, 'x')).status).toBe(401);
  });
});

it('documents the calls in the OpenAPI document', () => {
  const doc = fileManagerRoutes.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'file manager', version: '1' },
  });
  expect(Object.keys(doc.paths ?? {}).sort()).toEqual([
    '/',
    '/file/{id}/content',
    '/folder',
    '/folders',
    '/item',
  ]);
  expect(Object.keys(doc.paths?.['/item'] ?? {}).sort()).toEqual(['delete', 'patch']);
});

it('lists every call, the upload included, in the app’s OpenAPI document', async () => {
  const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  const calls = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(BASE))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
    .sort();
  expect(calls).toEqual([
    `delete ${BASE}/item`,
    `get ${BASE}`,
    `get ${BASE}/file/{id}/content`,
    `get ${BASE}/folders`,
    `patch ${BASE}/item`,
    `post ${BASE}/folder`,
    `post ${BASE}/upload`,
  ]);
});
