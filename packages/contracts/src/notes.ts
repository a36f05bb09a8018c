import { z } from 'zod';
import { isInAppPath } from './app-links';
import { labelRefsSchema } from './label-ref';
import { optionalText } from './optional-text';

// Notes app (decisions 007 and 018). Calls under /api/apps/notes.
// Answers: every label call answers the whole label list; POST tasks answers the updated note;
// GET all answers the notes newest first; POST and PATCH root answer the note; DELETE answers true.

export const noteLabelSchema = z.object({ id: z.string(), title: z.string() });
export type NoteLabel = z.infer<typeof noteLabelSchema>;
export const noteLabelListSchema = z.array(noteLabelSchema);

export const noteTaskSchema = z.object({
  id: z.string(),
  content: z.string(),
  completed: z.boolean(),
});
export type NoteTask = z.infer<typeof noteTaskSchema>;

export const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  // null for a plain note, a checklist otherwise.
  tasks: z.array(noteTaskSchema).nullable(),
  image: z.string().nullable(),
  reminder: z.string().nullable(),
  // The owner's note labels, in the note's order (stored as ids, answered as objects).
  labels: z.array(noteLabelSchema),
  archived: z.boolean(),
  createdAt: z.string(),
  // null until the note is first edited.
  updatedAt: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.array(noteSchema);

const labelTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title cannot be empty')
  .max(100, 'Title must be at most 100 characters');

export const createNoteLabelSchema = z.object({ title: labelTitle });
export type CreateNoteLabelInput = z.infer<typeof createNoteLabelSchema>;

export const updateNoteLabelSchema = z.object({
  label: z.object({ id: z.string({ error: 'id is required' }).min(1), title: labelTitle }),
});
export type UpdateNoteLabelInput = z.infer<typeof updateNoteLabelSchema>;

// Ids naming the item a call acts on: an unknown or malformed id answers 404, a missing one 400.
export const noteIdQuerySchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required'),
});

const taskContent = z.string().max(2000, 'Task must be at most 2000 characters');

// A checklist item sent with a note; the id is given by the server when missing.
const noteTaskInputSchema = z.object({
  id: z.string().min(1).max(100).optional(),
  content: optionalText(taskContent),
  completed: z.boolean().default(false),
});

// A path of our own (/images/...), an https URL, or an image the client read as a data URL.
export const noteImageSchema = z
  .string()
  .max(900_000, 'Image is too large')
  .refine(
    (v) =>
      isInAppPath(v) ||
      v.startsWith('https://') ||
      /^data:image\/(png|jpeg|gif|webp);base64,/.test(v),
    'Image must be a path, an https URL or an image data URL',
  );

const noteFields = {
  title: optionalText(z.string().max(500, 'Title must be at most 500 characters')),
  content: optionalText(z.string().max(50_000, 'Content must be at most 50000 characters')),
  tasks: z.array(noteTaskInputSchema).max(500).nullable(),
  image: noteImageSchema.nullable(),
  reminder: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' }).nullable(),
  // Label objects or ids; stored as ids.
  labels: labelRefsSchema,
  archived: z.boolean(),
};

// Fields the client sends back but the server owns (createdAt, updatedAt) are ignored.
export const createNoteSchema = z.object({ note: z.object(noteFields).partial() });
export type CreateNoteInput = z.infer<typeof createNoteSchema>['note'];

export const updateNoteSchema = z.object({
  updatedNote: z
    .object(noteFields)
    .partial()
    .extend({ id: z.string({ error: 'id is required' }).min(1, 'id is required') }),
});
export type UpdateNoteInput = z.infer<typeof updateNoteSchema>['updatedNote'];

// POST tasks: appends an unchecked item with this content to the stored note.
export const addNoteTaskSchema = z.object({
  note: z.object({ id: z.string({ error: 'id is required' }).min(1, 'id is required') }),
  task: taskContent.trim().min(1, 'Task cannot be empty'),
});
export type AddNoteTaskInput = z.infer<typeof addNoteTaskSchema>;
