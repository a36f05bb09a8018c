import { eq } from 'drizzle-orm';
import {
  fileItemSchema,
  fileManagerListingSchema,
  type FileManagerListing,
} from '@rehearse/contracts/file-manager';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { SAMPLE_FILE_ITEMS } from '../../db/seed/data/file-manager.data';
import { fileManagerItems } from '../../db/schema/file-manager';
import { fileManagerRoutes } from './file-manager.routes';

const { app, db } = await useTestApp();
const BASE = '/api/apps/file-manager';
const DAY = 24 * 60 * 60 * 1000;

const open = async (token: string, query = '') => {
  const res = await call(app, 'GET', `${BASE}${query}`, { token });
  expect(res.status).toBe(200);
  return fileManagerListingSchema.parse(res.body);
};
const namesOf = (items: { name: string }[]) => items.map((item) => item.name);
const folderNamed = (listing: FileManagerListing, name: string) =>
  listing.folders.find((folder) => folder.name === name)!;

describe('GET file-manager', () => {
  it('answers the root: its folders and files by name, and an empty path', async () => {
    const { token } = await signUpAndIn(app, { name: 'Jordan Reyes' });
    const root = await open(token);
    expect(namesOf(root.folders)).toEqual(['Cover Letters', 'Interview Prep', 'Résumés']);
    expect(namesOf(root.files)).toEqual([
      'Elevator Pitch',
      'Job Applications Tracker',
      'Professional Headshot',
    ]);
    expect(root.path).toEqual([]);
    for (const item of [...root.folders, ...root.files]) {
      expect(item).toMatchObject({ folderId: null, createdBy: 'Jordan Reyes' });
    }
    expect(root.folders.every((f) => f.type === 'folder' && f.description)).toBe(true);
    expect(root.files.every((f) => f.type !== 'folder' && !f.contents && !f.description)).toBe(
      true,
    );
    expect(await open(token, '?folderId=null')).toEqual(root);
  });

  it('answers a nested folder with the path from the root down to it', async () => {
    const { token } = await signUpAndIn(app);
    const prep = folderNamed(await open(token), 'Interview Prep');
    expect(prep).toMatchObject({ contents: '5 files', size: '4.2 MB' });

    const inPrep = await open(token, `?folderId=${prep.id}`);
    expect(namesOf(inPrep.folders)).toEqual(['Contoso', 'Northwind Traders']);
    // By name whatever the case: 'Salary' before 'STAR'.
    expect(namesOf(inPrep.files)).toEqual(['Salary Benchmarks', 'STAR Stories']);
    expect(inPrep.path).toEqual([prep]);

    const northwind = folderNamed(inPrep, 'Northwind Traders');
    const inNorthwind = await open(token, `?folderId=${northwind.id}`);
    expect(inNorthwind.folders).toEqual([]);
    expect(namesOf(inNorthwind.files)).toEqual(['Interview Notes - Round 1', 'Offer Letter']);
    expect(inNorthwind.files.every((file) => file.folderId === northwind.id)).toBe(true);
    expect(inNorthwind.path).toEqual([prep, northwind]);
    expect(namesOf(inNorthwind.path)).toEqual(['Interview Prep', 'Northwind Traders']);
  });

  it('dates the sample files before the sign-up', async () => {
    const before = Date.now();
    const { token } = await signUpAndIn(app);
    const resumes = folderNamed(await open(token), 'Résumés');
    const created = Date.parse(resumes.createdAt);
    expect(created).toBeGreaterThan(before - 120 * DAY - 60_000);
    expect(created).toBeLessThan(Date.now() - 120 * DAY + 60_000);
    expect(Date.parse(resumes.modifiedAt)).toBeGreaterThan(created);
  });

  it('answers 404 for an unknown, malformed or file id', async () => {
    const { token } = await signUpAndIn(app);
    const root = await open(token);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '', root.files[0].id]) {
      const res = await call(app, 'GET', `${BASE}?folderId=${id}`, { token });
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ error: 'No folder with this id' });
    }
  });

  it('never shows another account’s folders', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const theirs = folderNamed(await open(a.token), 'Interview Prep');
    const res = await call(app, 'GET', `${BASE}?folderId=${theirs.id}`, { token: b.token });
    expect(res).toMatchObject({ status: 404, body: { error: 'No folder with this id' } });
    const mine = await open(b.token);
    expect(folderNamed(mine, 'Interview Prep').id).not.toBe(theirs.id);
  });

  it('answers 400 naming the field for an oversized folderId, 401 without a token', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'GET', `${BASE}?folderId=${'a'.repeat(101)}`, { token });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/^folderId: /);
    expect((await call(app, 'GET', BASE)).status).toBe(401);
  });
});

describe('sample files', () => {
  it('are 20 schema-valid items in folders nested three levels deep', async () => {
    expect(SAMPLE_FILE_ITEMS).toHaveLength(20);
    const { token, user } = await signUpAndIn(app);
    const rows = await db
      .select()
      .from(fileManagerItems)
      .where(eq(fileManagerItems.userId, user.id));
    expect(rows).toHaveLength(20);

    // Walk the whole tree through the API: every item is reachable and schema-valid.
    const seen: string[] = [];
    let deepest = 0;
    // Answers how many files lie below the folder, checking each folder's `contents` on the way.
    const walk = async (folderId: string | null, depth: number): Promise<number> => {
      const listing = await open(token, folderId ? `?folderId=${folderId}` : '');
      expect(listing.path).toHaveLength(depth);
      for (const item of [...listing.folders, ...listing.files]) {
        fileItemSchema.parse(item);
        seen.push(item.id);
        deepest = Math.max(deepest, depth + 1);
      }
      let files = listing.files.length;
      for (const folder of listing.folders) {
        const inside = await walk(folder.id, depth + 1);
        expect(folder.contents).toBe(`${inside} ${inside === 1 ? 'file' : 'files'}`);
        files += inside;
      }
      return files;
    };
    expect(await walk(null, 0)).toBe(14);
    expect(new Set(seen).size).toBe(20);
    expect(deepest).toBe(3);
  });
});

it('documents the call in the OpenAPI document', () => {
  const doc = fileManagerRoutes.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'file manager', version: '1' },
  });
  expect(Object.keys(doc.paths?.['/'] ?? {})).toEqual(['get']);
});
