import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  CreateNoteInput,
  Note,
  NoteLabel,
  NoteTask,
  UpdateNoteInput,
} from '@rehearse/contracts/notes';
import type { Db } from '../../db/db';
import { idIs } from '../../db/ids';
import { noteLabels, notes } from '../../db/schema/notes';
import { notFound } from '../../platform/errors';
import { assertOwnedIds } from '../../platform/owned-ids';

type NoteRow = typeof notes.$inferSelect;

const NOTE_NOT_FOUND = 'No note with this id';
const LABEL_NOT_FOUND = 'No label with this id';

type LabelsById = ReadonlyMap<string, NoteLabel>;

// Notes store label ids; the wire carries the label objects, in the note's order.
export const toNote = (row: NoteRow, labelsById: LabelsById): Note => ({
  id: row.id,
  title: row.title,
  content: row.content,
  tasks: row.tasks,
  image: row.image,
  reminder: row.reminder?.toISOString() ?? null,
  labels: row.labels.flatMap((id) => labelsById.get(id) ?? []),
  archived: row.archived,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

async function labelsByIdOf(db: Db, userId: string): Promise<LabelsById> {
  const labels = await listNoteLabels(db, userId);
  return new Map(labels.map((label) => [label.id, label]));
}

// One note as answered, with its labels joined.
async function answerNote(db: Db, userId: string, row: NoteRow) {
  return toNote(row, await labelsByIdOf(db, userId));
}

const withTaskIds = (tasks: { id?: string; content: string; completed: boolean }[]) =>
  tasks.map((t): NoteTask => ({
    id: t.id ?? crypto.randomUUID(),
    content: t.content,
    completed: t.completed,
  }));

// ---- labels: every call answers the whole list, oldest first

export async function listNoteLabels(db: Db, userId: string): Promise<NoteLabel[]> {
  return db
    .select({ id: noteLabels.id, title: noteLabels.title })
    .from(noteLabels)
    .where(eq(noteLabels.userId, userId))
    .orderBy(asc(noteLabels.createdAt), asc(noteLabels.id));
}

export async function createNoteLabel(db: Db, userId: string, title: string) {
  await db.insert(noteLabels).values({ userId, title });
  return listNoteLabels(db, userId);
}

export async function updateNoteLabel(db: Db, userId: string, label: NoteLabel) {
  const updated = await db
    .update(noteLabels)
    .set({ title: label.title })
    .where(and(eq(noteLabels.userId, userId), idIs(noteLabels.id, label.id)))
    .returning({ id: noteLabels.id });
  if (updated.length === 0) throw notFound(LABEL_NOT_FOUND);
  return listNoteLabels(db, userId);
}

// Removes the label and strips it from every note of the user, together or not at all.
export async function deleteNoteLabel(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(noteLabels)
      .where(and(eq(noteLabels.userId, userId), idIs(noteLabels.id, id)))
      .returning({ id: noteLabels.id });
    if (removed.length === 0) throw notFound(LABEL_NOT_FOUND);
    await tx
      .update(notes)
      .set({ labels: sql`array_remove(${notes.labels}, ${id}::uuid)` })
      .where(and(eq(notes.userId, userId), sql`${id}::uuid = any(${notes.labels})`));
    return listNoteLabels(tx, userId);
  });
}

// ---- notes

// Newest first, served by the (user_id, created_at desc, id desc) index.
export async function listNotes(db: Db, userId: string): Promise<Note[]> {
  const [rows, labelsById] = await Promise.all([
    db
      .select()
      .from(notes)
      .where(eq(notes.userId, userId))
      .orderBy(desc(notes.createdAt), desc(notes.id)),
    labelsByIdOf(db, userId),
  ]);
  return rows.map((row) => toNote(row, labelsById));
}

export async function createNote(db: Db, userId: string, input: CreateNoteInput) {
  return db.transaction(async (tx) => {
    const labels = await assertOwnedIds(tx, noteLabels, userId, input.labels ?? [], 'note.labels');
    const [row] = await tx
      .insert(notes)
      .values({
        userId,
        title: input.title ?? '',
        content: input.content ?? '',
        tasks: input.tasks ? withTaskIds(input.tasks) : null,
        image: input.image ?? null,
        reminder: input.reminder ? new Date(input.reminder) : null,
        labels,
        archived: input.archived ?? false,
      })
      .returning();
    return answerNote(tx, userId, row);
  });
}

// Merges the given fields into the stored note.
export async function updateNote(db: Db, userId: string, input: UpdateNoteInput) {
  const { id, tasks, reminder, labels, ...rest } = input;
  return db.transaction(async (tx) => {
    const changes: Partial<typeof notes.$inferInsert> = { ...rest, updatedAt: new Date() };
    if (tasks !== undefined) changes.tasks = tasks && withTaskIds(tasks);
    if (reminder !== undefined) changes.reminder = reminder ? new Date(reminder) : null;
    if (labels !== undefined) {
      changes.labels = await assertOwnedIds(tx, noteLabels, userId, labels, 'updatedNote.labels');
    }
    const [row] = await tx
      .update(notes)
      .set(changes)
      .where(and(eq(notes.userId, userId), idIs(notes.id, id)))
      .returning();
    if (!row) throw notFound(NOTE_NOT_FOUND);
    return answerNote(tx, userId, row);
  });
}

export async function deleteNote(db: Db, userId: string, id: string) {
  const removed = await db
    .delete(notes)
    .where(and(eq(notes.userId, userId), idIs(notes.id, id)))
    .returning({ id: notes.id });
  if (removed.length === 0) throw notFound(NOTE_NOT_FOUND);
  return true as const;
}

// Appends an unchecked item to the stored checklist in one statement, so concurrent additions
// never overwrite each other; answers the updated note.
export async function addNoteTask(db: Db, userId: string, noteId: string, content: string) {
  const task: NoteTask = { id: crypto.randomUUID(), content, completed: false };
  const [row] = await db
    .update(notes)
    .set({
      tasks: sql`coalesce(${notes.tasks}, '[]'::jsonb) || ${JSON.stringify([task])}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(notes.userId, userId), idIs(notes.id, noteId)))
    .returning();
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return answerNote(db, userId, row);
}
