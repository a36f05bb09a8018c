import type { Db } from '../db';
import { noteLabels, notes } from '../schema/notes';
import type { NewAccount } from '../../platform/account-hooks';
import { NOTE_LABEL_TITLES, NOTE_SEEDS, type NoteLabelTitle } from './data/notes.data';

const hoursFrom = (base: Date, hours: number) => new Date(base.getTime() + hours * 3_600_000);

// The six labels and the sample notes, in two inserts.
export async function seedNotes(db: Db, account: NewAccount): Promise<void> {
  const labelRows = NOTE_LABEL_TITLES.map((title, i) => ({
    id: crypto.randomUUID(),
    userId: account.userId,
    sample: true,
    title,
    // Distinct times keep the labels in this order (the list is sorted by creation).
    createdAt: new Date(account.createdAt.getTime() + i),
  }));
  await db.insert(noteLabels).values(labelRows);
  const labelId = Object.fromEntries(labelRows.map((l) => [l.title, l.id])) as Record<
    NoteLabelTitle,
    string
  >;

  await db.insert(notes).values(
    NOTE_SEEDS.map((note) => ({
      userId: account.userId,
      sample: true,
      title: note.title,
      content: note.content,
      tasks: note.tasks && note.tasks.map((task) => ({ id: crypto.randomUUID(), ...task })),
      image: note.image,
      reminder:
        note.reminderHours === null ? null : hoursFrom(account.createdAt, note.reminderHours),
      labels: note.labels.map((title) => labelId[title]),
      archived: note.archived,
      createdAt: hoursFrom(account.createdAt, note.createdHours),
      updatedAt:
        note.updatedHours === null ? null : hoursFrom(account.createdAt, note.updatedHours),
    })),
  );
}
