import { boardDetailSchema, boardListSchema, boardSchema } from '@rehearse/contracts/scrumboard';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';

const { app } = await useTestApp();
const BASE = '/api/apps/scrumboard';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const boardsOf = async (token: string) =>
  boardListSchema.parse((await call(app, 'GET', `${BASE}/boards`, { token })).body);

describe('scrumboard: boards', () => {
  it('starts an empty board at the end of the gallery, with the user as its member', async () => {
    const { token } = await signUpAndIn(app);
    const before = await boardsOf(token);
    const res = await call(app, 'POST', `${BASE}/board`, {
      token,
      body: { board: { title: '  Side project  ', description: 'Weekend work' } },
    });
    expect(res.status).toBe(200);
    const board = boardSchema.parse(res.body);
    expect(board).toMatchObject({
      title: 'Side project',
      description: 'Weekend work',
      icon: 'heroicons_outline:view-columns',
    });
    expect(board.members).toHaveLength(1);
    expect(board.members[0]?.name).toEqual(expect.any(String));
    const after = await boardsOf(token);
    expect(after.map((b) => b.id)).toEqual([...before.map((b) => b.id), board.id]);
    const detail = boardDetailSchema.parse(
      (await call(app, 'GET', `${BASE}/board?id=${board.id}`, { token })).body,
    );
    expect(detail).toMatchObject({ lists: [], labels: [] });
  });

  it('renames a board and changes its description', async () => {
    const { token } = await signUpAndIn(app);
    const [board] = await boardsOf(token);
    const res = await call(app, 'PATCH', `${BASE}/board`, {
      token,
      body: { id: board!.id, board: { title: 'Renamed' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: board!.id,
      title: 'Renamed',
      description: board!.description,
    });
    const described = await call(app, 'PATCH', `${BASE}/board`, {
      token,
      body: { id: board!.id, board: { description: '' } },
    });
    expect(described.body).toMatchObject({ title: 'Renamed', description: '' });
    expect((await boardsOf(token))[0]).toMatchObject({ title: 'Renamed', description: '' });
  });

  it('deletes a board with its lists, cards and labels', async () => {
    const { token } = await signUpAndIn(app);
    const [board, ...rest] = await boardsOf(token);
    const detail = boardDetailSchema.parse(
      (await call(app, 'GET', `${BASE}/board?id=${board!.id}`, { token })).body,
    );
    const res = await call(app, 'DELETE', `${BASE}/board?id=${board!.id}`, { token });
    expect(res).toMatchObject({ status: 200, body: true });
    expect((await boardsOf(token)).map((b) => b.id)).toEqual(rest.map((b) => b.id));
    expect((await call(app, 'GET', `${BASE}/board?id=${board!.id}`, { token })).status).toBe(404);
    const card = detail.lists.flatMap((l) => l.cards)[0]!;
    const gone = await call(app, 'PATCH', `${BASE}/board/card`, {
      token,
      body: { id: card.id, card: { title: 'x' } },
    });
    expect(gone.status).toBe(404);
    expect((await call(app, 'DELETE', `${BASE}/board?id=${board!.id}`, { token })).status).toBe(
      404,
    );
  });

  it("never renames or deletes another user's board, and names bad input", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const [board] = await boardsOf(alice.token);
    const t = bob.token;
    const rename = await call(app, 'PATCH', `${BASE}/board`, {
      token: t,
      body: { id: board!.id, board: { title: 'Mine' } },
    });
    expect(rename.status).toBe(404);
    expect((await call(app, 'DELETE', `${BASE}/board?id=${board!.id}`, { token: t })).status).toBe(
      404,
    );
    expect((await call(app, 'DELETE', `${BASE}/board?id=${UNKNOWN_ID}`, { token: t })).status).toBe(
      404,
    );
    expect((await call(app, 'DELETE', `${BASE}/board?id=nope`, { token: t })).status).toBe(404);
    expect((await boardsOf(alice.token))[0]).toEqual(board);

    const empty = await call(app, 'POST', `${BASE}/board`, {
      token: t,
      body: { board: { title: ' ' } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ issues: [{ field: 'board.title' }] });
    const missing = await call(app, 'POST', `${BASE}/board`, { token: t, body: {} });
    expect(missing.status).toBe(400);
    const anonymous = await call(app, 'POST', `${BASE}/board`, { body: { board: { title: 'x' } } });
    expect(anonymous.status).toBe(401);
  });
});

describe('scrumboard: OpenAPI', () => {
  it('documents the board calls beside the spec’s GET board', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths[`${BASE}/board`] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
      'post',
    ]);
  });
});
