import { dashboardSchemas } from '@rehearse/contracts/dashboards';
import { successEnvelope } from '@rehearse/contracts/envelope';
import { sampleContentSchema, type SampleContent } from '@rehearse/contracts/workspace';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { demoAccountHooks } from '../../app';
import { fileManagerItems } from '../../db/schema/file-manager';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../../demo-accounts';

const { app, db, recordings } = await useTestApp();
const PATH = '/api/workspace/sample-content';

const NEW_ACCOUNT: SampleContent['areas'] = {
  mailbox: expect.any(Number),
  contacts: expect.any(Number),
  notes: expect.any(Number),
  tasks: expect.any(Number),
  scrumboard: expect.any(Number),
  fileManager: expect.any(Number),
  inventory: expect.any(Number),
  dashboards: 4,
};
const NOTHING: SampleContent = {
  areas: {
    mailbox: 0,
    contacts: 0,
    notes: 0,
    tasks: 0,
    scrumboard: 0,
    fileManager: 0,
    inventory: 0,
    dashboards: 0,
  },
  total: 0,
  noticeHidden: false,
};

const sampleContent = async (token: string, method: 'GET' | 'DELETE' = 'GET') => {
  const res = await call(app, method, PATH, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return successEnvelope(sampleContentSchema).parse(res.body).data;
};
const get = async <T = unknown>(token: string, path: string) => {
  const res = await call(app, 'GET', path, { token });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as T;
};
const send = async <T = unknown>(token: string, method: string, path: string, body?: unknown) => {
  const res = await call(app, method, path, { token, body });
  expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as T;
};

type Named = { id: string; title?: string; name?: string };
const ids = (rows: Named[]) => rows.map((row) => row.id);

describe('sample content', () => {
  it('counts what a new account got in each area', async () => {
    const { token } = await signUpAndIn(app);
    const counts = await sampleContent(token);
    expect(counts.areas).toEqual(NEW_ACCOUNT);
    for (const area of Object.keys(counts.areas) as (keyof SampleContent['areas'])[]) {
      expect(counts.areas[area], area).toBeGreaterThan(0);
    }
    expect(counts.total).toBe(Object.values(counts.areas).reduce((a, b) => a + b, 0));
    expect(counts.noticeHidden).toBe(false);
  });

  it('removes only sample rows: what the user made, and what it still uses, stays', async () => {
    const { token } = await signUpAndIn(app);
    const before = await sampleContent(token);

    // Mailbox: a label of the user's own.
    const myLabel = await send<Named>(token, 'POST', '/api/apps/mailbox/label', {
      label: { title: 'Offers' },
    });
    // Contacts: one of the user's own carrying a sample tag; a sample contact the user chats with.
    const contactTags = await get<Named[]>(token, '/api/apps/contacts/tags');
    const sampleContacts = await get<Named[]>(token, '/api/apps/contacts/all');
    const myContact = await send<Named>(token, 'POST', '/api/apps/contacts/contact');
    await send(token, 'PATCH', '/api/apps/contacts/contact', {
      id: myContact.id,
      contact: { name: 'My Mentor', tags: [contactTags[0].id] },
    });
    const chatted = sampleContacts[0];
    await send(token, 'POST', '/api/apps/chat/chat', { contactId: chatted.id });
    // Notes and tasks of the user's own, one note with a sample label.
    const noteLabels = await get<Named[]>(token, '/api/apps/notes/labels');
    const myNote = await send<Named>(token, 'POST', '/api/apps/notes', {
      note: { title: 'My note', labels: [noteLabels[0].id] },
    });
    const myTask = await send<Named>(token, 'POST', '/api/apps/tasks/task', { type: 'task' });
    // Scrumboard: the user's card on the first list of the first sample board.
    const boards = await get<Named[]>(token, '/api/apps/scrumboard/boards');
    const board = await get<{ id: string; lists: Named[]; labels: Named[] }>(
      token,
      `/api/apps/scrumboard/board?id=${boards[0].id}`,
    );
    const myCard = await send<Named>(token, 'PUT', '/api/apps/scrumboard/board/card', {
      card: {
        boardId: board.id,
        listId: board.lists[0].id,
        title: 'My card',
        labels: [board.labels[0].id],
      },
    });
    // Inventory: the user's product in a sample category.
    const categories = await get<Named[]>(token, '/api/apps/ecommerce/inventory/categories');
    const myProduct = await send<Named>(token, 'POST', '/api/apps/ecommerce/inventory/product');
    await send(token, 'PATCH', '/api/apps/ecommerce/inventory/product', {
      id: myProduct.id,
      product: { category: categories[0].id },
    });

    const removed = await sampleContent(token, 'DELETE');
    expect(removed.areas).toEqual({
      ...before.areas,
      // The board holding the user's card stays.
      scrumboard: before.areas.scrumboard - 1,
      // The contact the user chats with stays.
      contacts: before.areas.contacts - 1,
    });
    expect(await sampleContent(token)).toEqual(NOTHING);

    // Mailbox: no mails left, the folders say so, the user's label stays.
    const folders = await get<{ slug: string; count: number }[]>(
      token,
      '/api/apps/mailbox/folders',
    );
    expect(folders.map((f) => f.slug)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    for (const folder of ['inbox', 'sent', 'drafts', 'spam', 'trash']) {
      const page = await get<{ mails: unknown[] | null }>(
        token,
        `/api/apps/mailbox/mails?folder=${folder}`,
      );
      expect(page.mails ?? [], folder).toEqual([]);
    }
    expect(ids(await get<Named[]>(token, '/api/apps/mailbox/labels'))).toEqual([myLabel.id]);

    // Contacts: the user's own and the one with a chat; the sample tag the user uses stays.
    expect(ids(await get<Named[]>(token, '/api/apps/contacts/all')).sort()).toEqual(
      [myContact.id, chatted.id].sort(),
    );
    expect(ids(await get<Named[]>(token, '/api/apps/contacts/tags'))).toEqual([contactTags[0].id]);

    // Notes and tasks: only the user's, with the label it uses.
    expect(ids(await get<Named[]>(token, '/api/apps/notes/all'))).toEqual([myNote.id]);
    expect(ids(await get<Named[]>(token, '/api/apps/notes/labels'))).toEqual([noteLabels[0].id]);
    expect(ids(await get<Named[]>(token, '/api/apps/tasks/all'))).toEqual([myTask.id]);
    expect(await get<Named[]>(token, '/api/apps/tasks/tags')).toEqual([]);

    // Scrumboard: the board with the user's card, its list and label; the sample cards gone.
    expect(ids(await get<Named[]>(token, '/api/apps/scrumboard/boards'))).toEqual([board.id]);
    const kept = await get<{ lists: (Named & { cards: Named[] })[]; labels: Named[] }>(
      token,
      `/api/apps/scrumboard/board?id=${board.id}`,
    );
    expect(ids(kept.lists)).toEqual([board.lists[0].id]);
    expect(ids(kept.labels)).toEqual([board.labels[0].id]);
    expect(ids(kept.lists[0].cards)).toEqual([myCard.id]);

    // File manager: empty. Inventory: the user's product and the category it uses.
    expect(await get(token, '/api/apps/file-manager')).toMatchObject({ folders: [], files: [] });
    const products = await get<{ products: Named[] }>(
      token,
      '/api/apps/ecommerce/inventory/products?page=0&size=100',
    );
    expect(ids(products.products)).toEqual([myProduct.id]);
    expect(ids(await get<Named[]>(token, '/api/apps/ecommerce/inventory/categories'))).toEqual([
      categories[0].id,
    ]);
    expect(await get(token, '/api/apps/ecommerce/inventory/brands')).toEqual([]);
    expect(await get(token, '/api/apps/ecommerce/inventory/tags')).toEqual([]);

    // Dashboards still answer their contract's shape, with no figures.
    const finance = dashboardSchemas.finance.parse(await get(token, '/api/dashboards/finance'));
    expect(finance.recentTransactions).toEqual([]);
    expect(finance.budget.expenses).toBe(0);
    dashboardSchemas.project.parse(await get(token, '/api/dashboards/project'));

    // A second removal finds nothing.
    expect(await sampleContent(token, 'DELETE')).toEqual(NOTHING);
  });

  it("keeps a sample row the user edited sample, and never touches another user's rows", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const [note] = await get<Named[]>(alice.token, '/api/apps/notes/all');
    await send(alice.token, 'PATCH', '/api/apps/notes', {
      updatedNote: { id: note.id, title: 'Mine now?' },
    });
    const bobBefore = await sampleContent(bob.token);

    await sampleContent(alice.token, 'DELETE');
    expect(await get(alice.token, '/api/apps/notes/all')).toEqual([]);
    expect(await sampleContent(bob.token)).toEqual(bobBefore);
    expect((await get<Named[]>(bob.token, '/api/apps/notes/all')).length).toBe(
      bobBefore.areas.notes,
    );
  });

  it('keeps a sample folder, and the folders above it, that hold a file of the user', async () => {
    // The file manager has no upload call yet, so the user's file is written directly.
    const { token, user } = await signUpAndIn(app);
    const [inner] = await db
      .select({ id: fileManagerItems.id, folderId: fileManagerItems.folderId })
      .from(fileManagerItems)
      .where(
        and(
          eq(fileManagerItems.userId, user.id),
          eq(fileManagerItems.type, 'folder'),
          isNotNull(fileManagerItems.folderId),
        ),
      )
      .limit(1);
    expect(inner).toBeDefined();
    const [mine] = await db
      .insert(fileManagerItems)
      .values({
        userId: user.id,
        folderId: inner.id,
        name: 'cv.pdf',
        createdBy: 'Me',
        size: '1 KB',
        type: 'PDF',
      })
      .returning({ id: fileManagerItems.id });

    await sampleContent(token, 'DELETE');
    const root = await get<{ folders: Named[]; files: Named[] }>(token, '/api/apps/file-manager');
    expect(ids(root.folders)).toEqual([inner.folderId]);
    expect(root.files).toEqual([]);
    const folder = await get<{ folders: Named[]; files: Named[] }>(
      token,
      `/api/apps/file-manager?folderId=${inner.id}`,
    );
    expect(ids(folder.files)).toEqual([mine.id]);
    expect(folder.folders).toEqual([]);
    expect(await sampleContent(token)).toEqual(NOTHING);
  });

  it('removes a demo account’s sample content the same way', async () => {
    await ensureDemoAccounts(db, demoAccountHooks, recordings);
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'candidate@rehearse.dev', password: DEMO_PASSWORD },
    });
    const token = (signIn.body as { accessToken: string }).accessToken;
    const before = await sampleContent(token);
    expect(before.areas).toEqual(NEW_ACCOUNT);
    const chats = await get<unknown[]>(token, '/api/apps/chat/chats');
    const removed = await sampleContent(token, 'DELETE');
    // The contacts the demo account chats with stay, with their chats.
    expect(removed.areas).toEqual({
      ...before.areas,
      contacts: before.areas.contacts - chats.length,
    });
    expect(await sampleContent(token)).toEqual(NOTHING);
    expect(await get<unknown[]>(token, '/api/apps/chat/chats')).toHaveLength(chats.length);
    expect(await get<unknown[]>(token, '/api/apps/contacts/all')).toHaveLength(chats.length);
  });

  it('asks for a session', async () => {
    expect((await call(app, 'GET', PATH)).status).toBe(401);
    expect((await call(app, 'DELETE', PATH)).status).toBe(401);
    expect((await call(app, 'PATCH', PATH, { body: { noticeHidden: true } })).status).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths[PATH] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
  });
});

describe('the home notice about sample content', () => {
  const patch = (token: string, body: unknown) => call(app, 'PATCH', PATH, { token, body });

  it('is hidden for the account, not for another one, and can be shown again', async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const before = await sampleContent(alice.token);
    expect(before.noticeHidden).toBe(false);

    const hidden = await patch(alice.token, { noticeHidden: true });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    // Answers the sample content, which hiding leaves as it was.
    expect(successEnvelope(sampleContentSchema).parse(hidden.body).data).toEqual({
      ...before,
      noticeHidden: true,
    });
    expect(await sampleContent(alice.token)).toEqual({ ...before, noticeHidden: true });
    // Hiding twice is hiding.
    expect((await patch(alice.token, { noticeHidden: true })).status).toBe(200);
    expect((await sampleContent(alice.token)).noticeHidden).toBe(true);
    expect((await sampleContent(bob.token)).noticeHidden).toBe(false);

    expect((await patch(alice.token, { noticeHidden: false })).status).toBe(200);
    expect(await sampleContent(alice.token)).toEqual(before);
  });

  it('refuses a value that is not a boolean, a missing one and unknown fields, naming them', async () => {
    const { token } = await signUpAndIn(app);
    const notBoolean = await patch(token, { noticeHidden: 'yes' });
    expect(notBoolean).toMatchObject({
      status: 400,
      body: {
        success: false,
        error: {
          code: 'validation.invalid_type',
          message: expect.stringMatching(/^noticeHidden: /),
          issues: [
            expect.objectContaining({ field: 'noticeHidden', code: 'validation.invalid_type' }),
          ],
        },
      },
    });
    const missing = await patch(token, {});
    expect(missing).toMatchObject({
      status: 400,
      body: {
        success: false,
        error: {
          code: 'validation.required',
          issues: [expect.objectContaining({ field: 'noticeHidden', code: 'validation.required' })],
        },
      },
    });
    const unknown = await patch(token, { noticeHidden: true, hideForever: true });
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        success: false,
        error: {
          code: 'validation.unknown_field',
          params: { keys: 'hideForever' },
          message: expect.stringContaining('hideForever'),
        },
      },
    });
    // Nothing refused was stored.
    expect((await sampleContent(token)).noticeHidden).toBe(false);
  });

  it('stays hidden through a removal, whose answer says so', async () => {
    const { token } = await signUpAndIn(app);
    const before = await sampleContent(token);
    expect((await patch(token, { noticeHidden: true })).status).toBe(200);

    const removed = await sampleContent(token, 'DELETE');
    expect(removed).toEqual({ ...before, noticeHidden: true });
    expect(await sampleContent(token)).toEqual({ ...NOTHING, noticeHidden: true });
    expect(await sampleContent(token, 'DELETE')).toEqual({ ...NOTHING, noticeHidden: true });
  });
});
