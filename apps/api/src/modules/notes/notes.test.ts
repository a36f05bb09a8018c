import {
  noteLabelListSchema,
  noteListSchema,
  noteSchema,
  type Note,
  type NoteLabel,
} from '@rehearse/contracts/notes';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { NOTE_LABEL_TITLES, NOTE_SEEDS } from '../../db/seed/data/notes.data';

const { app } = await useTestApp();
const BASE = '/api/apps/notes';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const labelsOf = async (token: string) =>
  (await call(app, 'GET', `${BASE}/labels`, { token })).body as NoteLabel[];
const notesOf = async (token: string) =>
  (await call(app, 'GET', `${BASE}/all`, { token })).body as Note[];

describe('notes: sample data', () => {
  it('gives a new account the six labels and the sample notes, newest first', async () => {
    const before = Date.now();
    const { token } = await signUpAndIn(app);
    const labels = noteLabelListSchema.parse(await labelsOf(token));
    expect(labels.map((l) => l.title)).toEqual([...NOTE_LABEL_TITLES]);

    const notes = noteListSchema.parse(await notesOf(token));
    expect(notes).toHaveLength(NOTE_SEEDS.length);
    expect(notes.length).toBeGreaterThanOrEqual(10);
    const created = notes.map((n) => Date.parse(n.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // Dates are relative to the sign-up time.
    expect(created[0]).toBeGreaterThan(before - 3 * 3_600_000);
    expect(created[0]).toBeLessThan(Date.now());

    expect(
      notes.every((n) => n.labels.every((label) => labels.some((l) => l.id === label.id))),
    ).toBe(true);
    expect(notes.some((n) => n.tasks && n.tasks.length > 0)).toBe(true);
    expect(notes.some((n) => n.tasks === null)).toBe(true);
    expect(notes.some((n) => n.image?.startsWith('/images/cards/'))).toBe(true);
    expect(notes.some((n) => n.reminder && Date.parse(n.reminder) > before)).toBe(true);
    expect(notes.some((n) => n.archived)).toBe(true);
    expect(notes.some((n) => n.title === '')).toBe(true);
  });
});

describe('notes: labels', () => {
  it('answers the whole label list on create, rename and delete', async () => {
    const { token } = await signUpAndIn(app);
    const created = await call(app, 'POST', `${BASE}/labels`, {
      token,
      body: { title: 'Mentors' },
    });
    expect(created.status).toBe(200);
    const afterCreate = noteLabelListSchema.parse(created.body);
    expect(afterCreate.map((l) => l.title)).toEqual([...NOTE_LABEL_TITLES, 'Mentors']);

    const mentors = afterCreate[afterCreate.length - 1];
    const renamed = await call(app, 'PATCH', `${BASE}/labels`, {
      token,
      body: { label: { id: mentors.id, title: 'Coaches' } },
    });
    expect(renamed.status).toBe(200);
    expect(noteLabelListSchema.parse(renamed.body).map((l) => l.title)).toEqual([
      ...NOTE_LABEL_TITLES,
      'Coaches',
    ]);

    const deleted = await call(app, 'DELETE', `${BASE}/labels?id=${mentors.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(noteLabelListSchema.parse(deleted.body).map((l) => l.title)).toEqual([
      ...NOTE_LABEL_TITLES,
    ]);
  });

  it('strips a deleted label from every note and keeps the other labels', async () => {
    const { token } = await signUpAndIn(app);
    const work = (await labelsOf(token)).find((l) => l.title === 'Work');
    if (!work) throw new Error('no Work label');
    const carrying = (await notesOf(token)).filter((n) => n.labels.some((l) => l.id === work.id));
    expect(carrying.length).toBeGreaterThan(1);

    expect((await call(app, 'DELETE', `${BASE}/labels?id=${work.id}`, { token })).status).toBe(200);
    const after = await notesOf(token);
    expect(after.some((n) => n.labels.some((l) => l.id === work.id))).toBe(false);
    for (const note of carrying) {
      const now = after.find((n) => n.id === note.id);
      expect(now?.labels).toEqual(note.labels.filter((l) => l.id !== work.id));
    }
  });
});

describe('notes: labels on the wire', () => {
  it('answers each note with its labels as label objects from every call', async () => {
    const { token } = await signUpAndIn(app);
    const labels = await labelsOf(token);
    const notes = await notesOf(token);
    const labelled = notes.filter((n) => n.labels.length > 0);
    expect(labelled.length).toBeGreaterThan(1);
    for (const note of labelled) {
      for (const label of note.labels) expect(labels).toContainEqual(label);
    }
    // A sample note with two labels keeps its order: Work, then Priority.
    expect(notes.map((n) => n.labels.map((l) => l.title))).toContainEqual(['Work', 'Priority']);

    // A renamed label shows its new title on the notes that carry it.
    const work = labels.find((l) => l.title === 'Work') as NoteLabel;
    await call(app, 'PATCH', `${BASE}/labels`, {
      token,
      body: { label: { id: work.id, title: 'Job' } },
    });
    const renamed = (await notesOf(token)).flatMap((n) => n.labels).filter((l) => l.id === work.id);
    expect(renamed.length).toBeGreaterThan(1);
    expect(renamed.every((l) => l.title === 'Job')).toBe(true);

    const [note] = await notesOf(token);
    const withTask = await call(app, 'POST', `${BASE}/tasks`, {
      token,
      body: { note, task: 'Practise' },
    });
    expect(noteSchema.parse(withTask.body).labels).toEqual(note.labels);
    const created = await call(app, 'POST', BASE, {
      token,
      body: { note: { title: 'New', labels: [work] } },
    });
    expect(noteSchema.parse(created.body).labels).toEqual([{ id: work.id, title: 'Job' }]);
  });

  it('accepts label objects or ids in a write and stores ids', async () => {
    const { token } = await signUpAndIn(app);
    const labels = await labelsOf(token);
    const family = labels.find((l) => l.title === 'Family') as NoteLabel;
    const work = labels.find((l) => l.title === 'Work') as NoteLabel;
    const [note] = await notesOf(token);

    // A client sends back the note it read, labels as objects, with one more label by id.
    const res = await call(app, 'PATCH', BASE, {
      token,
      body: { updatedNote: { ...note, title: 'Edited', labels: [family, work.id] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(noteSchema.parse(res.body)).toMatchObject({ title: 'Edited', labels: [family, work] });
    expect((await notesOf(token)).find((n) => n.id === note.id)?.labels).toEqual([family, work]);

    // Deleting a label still strips it: the stored ids are what it removes.
    await call(app, 'DELETE', `${BASE}/labels?id=${family.id}`, { token });
    expect((await notesOf(token)).find((n) => n.id === note.id)?.labels).toEqual([work]);

    const unknown = await call(app, 'PATCH', BASE, {
      token,
      body: { updatedNote: { id: note.id, labels: [{ id: UNKNOWN_ID, title: 'Ghost' }] } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'validation.unknown_id',
      error: expect.stringContaining('updatedNote.labels'),
    });
  });
});

describe('notes: notes and their tasks', () => {
  it('creates a note with defaults, listed first', async () => {
    const { token } = await signUpAndIn(app);
    const res = await call(app, 'POST', BASE, { token, body: { note: { title: 'STAR stories' } } });
    expect(res.status).toBe(200);
    const note = noteSchema.parse(res.body);
    expect(note).toMatchObject({
      title: 'STAR stories',
      content: '',
      tasks: null,
      image: null,
      reminder: null,
      labels: [],
      archived: false,
      updatedAt: null,
    });
    expect((await notesOf(token))[0].id).toBe(note.id);
  });

  it('takes null as empty for every optional text field', async () => {
    const { token } = await signUpAndIn(app);
    const created = await call(app, 'POST', BASE, {
      token,
      body: { note: { title: null, content: null, image: null, reminder: null } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const note = noteSchema.parse(created.body);
    expect(note).toMatchObject({ title: '', content: '', image: null, reminder: null });
    const res = await call(app, 'PATCH', BASE, {
      token,
      body: {
        updatedNote: { id: note.id, title: null, content: null, tasks: [{ content: null }] },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(noteSchema.parse(res.body)).toMatchObject({
      title: '',
      content: '',
      tasks: [{ id: expect.any(String) as string, content: '', completed: false }],
    });
  });

  it('adds a task to a note and answers the updated note', async () => {
    const { token } = await signUpAndIn(app);
    const plain = (await notesOf(token)).find((n) => n.tasks === null);
    const list = (await notesOf(token)).find((n) => n.tasks && n.tasks.length > 1);
    if (!plain || !list?.tasks) throw new Error('sample notes missing');

    const first = await call(app, 'POST', `${BASE}/tasks`, {
      token,
      body: { note: plain, task: 'Review the job posting' },
    });
    expect(first.status).toBe(200);
    const updated = noteSchema.parse(first.body);
    expect(updated.id).toBe(plain.id);
    expect(updated.tasks).toEqual([
      { id: expect.any(String), content: 'Review the job posting', completed: false },
    ]);
    expect(updated.updatedAt).not.toBeNull();

    const second = noteSchema.parse(
      (await call(app, 'POST', `${BASE}/tasks`, { token, body: { note: list, task: 'One more' } }))
        .body,
    );
    expect(second.tasks).toEqual([...list.tasks, expect.objectContaining({ content: 'One more' })]);
    expect((await notesOf(token)).find((n) => n.id === list.id)).toEqual(second);
  });

  it('merges an update, checks labels, and deletes', async () => {
    const { token } = await signUpAndIn(app);
    const [note] = await notesOf(token);
    const family = (await labelsOf(token)).find((l) => l.title === 'Family') as NoteLabel;
    const res = await call(app, 'PATCH', BASE, {
      token,
      body: { updatedNote: { id: note.id, archived: true, labels: [family.id] } },
    });
    expect(res.status).toBe(200);
    const updated = noteSchema.parse(res.body);
    expect(updated).toEqual({
      ...note,
      archived: true,
      labels: [family],
      updatedAt: expect.any(String),
    });

    const badLabel = await call(app, 'PATCH', BASE, {
      token,
      body: { updatedNote: { id: note.id, title: 'x', labels: [UNKNOWN_ID] } },
    });
    expect(badLabel.status).toBe(400);
    expect(badLabel.body).toMatchObject({ error: expect.stringContaining('updatedNote.labels') });
    expect((await notesOf(token))[0]).toEqual(updated);

    expect(await call(app, 'DELETE', `${BASE}?id=${note.id}`, { token })).toMatchObject({
      status: 200,
      body: true,
    });
    expect((await notesOf(token)).some((n) => n.id === note.id)).toBe(false);
    expect((await call(app, 'DELETE', `${BASE}?id=${note.id}`, { token })).status).toBe(404);
  });
});

describe('notes: isolation and bad input', () => {
  it("never reads or changes another user's notes or labels", async () => {
    const alice = await signUpAndIn(app);
    const bob = await signUpAndIn(app);
    const aliceNotes = await notesOf(alice.token);
    const aliceLabels = await labelsOf(alice.token);
    const [note] = aliceNotes;
    const [label] = aliceLabels;
    const t = bob.token;

    expect((await notesOf(t)).some((n) => n.id === note.id)).toBe(false);
    const attempts = [
      call(app, 'PATCH', BASE, { token: t, body: { updatedNote: { id: note.id, title: 'x' } } }),
      call(app, 'DELETE', `${BASE}?id=${note.id}`, { token: t }),
      call(app, 'POST', `${BASE}/tasks`, { token: t, body: { note: { id: note.id }, task: 'x' } }),
      call(app, 'PATCH', `${BASE}/labels`, { token: t, body: { label: { ...label, title: 'x' } } }),
      call(app, 'DELETE', `${BASE}/labels?id=${label.id}`, { token: t }),
      call(app, 'DELETE', `${BASE}?id=${UNKNOWN_ID}`, { token: t }),
      call(app, 'DELETE', `${BASE}?id=not-a-uuid`, { token: t }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    }
    // Bob cannot put Alice's label on his own note either.
    const [bobNote] = await notesOf(t);
    const foreignLabel = await call(app, 'PATCH', BASE, {
      token: t,
      body: { updatedNote: { id: bobNote.id, labels: [label.id] } },
    });
    expect(foreignLabel.status).toBe(400);

    expect(await notesOf(alice.token)).toEqual(aliceNotes);
    expect(await labelsOf(alice.token)).toEqual(aliceLabels);
  });

  it('answers 400 naming the field for bad input, 401 without a token', async () => {
    const { token } = await signUpAndIn(app);
    const cases: [string, string, unknown, string][] = [
      ['POST', `${BASE}/labels`, {}, 'title'],
      ['POST', `${BASE}/labels`, { title: '   ' }, 'title'],
      ['PATCH', `${BASE}/labels`, { label: { title: 'x' } }, 'label.id'],
      ['POST', BASE, { note: { archived: 'yes' } }, 'note.archived'],
      ['POST', BASE, { note: { reminder: 'tomorrow' } }, 'note.reminder'],
      ['POST', BASE, { note: { labels: ['nope'] } }, 'note.labels'],
      ['POST', BASE, { note: { labels: [UNKNOWN_ID] } }, 'note.labels'],
      ['POST', BASE, { note: { image: 'javascript:alert(1)' } }, 'note.image'],
      ['POST', BASE, { note: { tasks: [{ content: 1 }] } }, 'note.tasks.0.content'],
      ['POST', BASE, {}, 'note'],
      ['PATCH', BASE, { updatedNote: { title: 'x' } }, 'updatedNote.id'],
      ['POST', `${BASE}/tasks`, { note: {}, task: 'x' }, 'note.id'],
      ['POST', `${BASE}/tasks`, { note: { id: UNKNOWN_ID }, task: '' }, 'task'],
      ['DELETE', BASE, undefined, 'id'],
      ['POST', BASE, '{not json', 'JSON'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(app, method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ error: expect.stringContaining(field) });
    }
    expect((await call(app, 'GET', `${BASE}/all`)).status).toBe(401);
    expect((await notesOf(token)).length).toBe(NOTE_SEEDS.length);
  });
});

describe('notes: OpenAPI', () => {
  it('documents every notes call', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    const calls = [
      ['labels', 'get'],
      ['labels', 'post'],
      ['labels', 'patch'],
      ['labels', 'delete'],
      ['tasks', 'post'],
      ['all', 'get'],
    ];
    for (const [path, method] of calls)
      expect(doc.paths).toHaveProperty([`${BASE}/${path}`, method]);
    for (const method of ['post', 'patch', 'delete'])
      expect(doc.paths).toHaveProperty([BASE, method]);
  });
});
