import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  noteLabelListSchema,
  noteListSchema,
  noteSchema,
  type CreateNoteInput,
  type Note,
  type NoteLabel,
  type UpdateNoteInput,
} from '@rehearse/contracts/notes';
import { apiClient } from '../../../lib/api-client';

// The notes app's calls (/api/apps/notes, demo-areas.md §7 and decisions.md): the list and the
// labels are each one answer, so the screen filters, searches and edits them in the cache.

const base = '/api/apps/notes';

export const notesKeys = {
  all: ['notes'] as const,
  list: ['notes', 'all'] as const,
  labels: ['notes', 'labels'] as const,
};

export const notesQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.list,
    queryFn: ({ signal }) => apiClient.get(`${base}/all`, noteListSchema, { signal }),
  });

export const noteLabelsQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.labels,
    queryFn: ({ signal }) => apiClient.get(`${base}/labels`, noteLabelListSchema, { signal }),
  });

export const notesApi = {
  create: (note: CreateNoteInput) => apiClient.post(base, noteSchema, { body: { note } }),
  update: (updatedNote: UpdateNoteInput) =>
    apiClient.patch(base, noteSchema, { body: { updatedNote } }),
  remove: (id: string) => apiClient.delete(base, z.literal(true), { query: { id } }),
  addTask: (noteId: string, task: string) =>
    apiClient.post(`${base}/tasks`, noteSchema, { body: { note: { id: noteId }, task } }),
  createLabel: (title: string) =>
    apiClient.post(`${base}/labels`, noteLabelListSchema, { body: { title } }),
  renameLabel: (label: NoteLabel) =>
    apiClient.patch(`${base}/labels`, noteLabelListSchema, { body: { label } }),
  removeLabel: (id: string) =>
    apiClient.delete(`${base}/labels`, noteLabelListSchema, { query: { id } }),
};

// What recreates a deleted note (Undo): every field the user gave it, labels as ids.
export const noteToInput = (note: Note): CreateNoteInput => ({
  title: note.title,
  content: note.content,
  tasks: note.tasks,
  image: note.image,
  reminder: note.reminder,
  labels: note.labels.map((label) => label.id),
  archived: note.archived,
});
