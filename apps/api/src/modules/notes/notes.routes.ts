import { createRoute, z } from '@hono/zod-openapi';
import {
  addNoteTaskSchema,
  createNoteLabelSchema,
  createNoteSchema,
  noteIdQuerySchema,
  noteLabelListSchema,
  noteListSchema,
  noteSchema,
  updateNoteLabelSchema,
  updateNoteSchema,
} from '@rehearse/contracts/notes';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import {
  addNoteTask,
  createNote,
  createNoteLabel,
  deleteNote,
  deleteNoteLabel,
  listNoteLabels,
  listNotes,
  updateNote,
  updateNoteLabel,
} from './notes.service';

const tags = ['Notes'];
const security = bearerSecurity;
const middleware = requireAuth;
const trueSchema = z.literal(true);
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input (the message names the field)');

const getLabels = createRoute({
  method: 'get',
  path: '/labels',
  tags,
  security,
  middleware,
  summary: 'The note labels',
  responses: { 200: jsonContent(noteLabelListSchema, 'All labels'), 401: unauthorized },
});
const postLabel = createRoute({
  method: 'post',
  path: '/labels',
  tags,
  security,
  middleware,
  summary: 'Add a label',
  request: jsonBody(createNoteLabelSchema),
  responses: {
    200: jsonContent(noteLabelListSchema, 'All labels, the new one included'),
    400: invalid,
    401: unauthorized,
  },
});
const patchLabel = createRoute({
  method: 'patch',
  path: '/labels',
  tags,
  security,
  middleware,
  summary: 'Rename a label',
  request: jsonBody(updateNoteLabelSchema),
  responses: {
    200: jsonContent(noteLabelListSchema, 'All labels'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such label'),
  },
});
const deleteLabel = createRoute({
  method: 'delete',
  path: '/labels',
  tags,
  security,
  middleware,
  summary: 'Delete a label and strip it from every note',
  request: { query: noteIdQuerySchema },
  responses: {
    200: jsonContent(noteLabelListSchema, 'The remaining labels'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such label'),
  },
});
const postTask = createRoute({
  method: 'post',
  path: '/tasks',
  tags,
  security,
  middleware,
  summary: "Add an unchecked item to a note's checklist",
  request: jsonBody(addNoteTaskSchema),
  responses: {
    200: jsonContent(noteSchema, 'The updated note'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such note'),
  },
});
const getAll = createRoute({
  method: 'get',
  path: '/all',
  tags,
  security,
  middleware,
  summary: 'All notes, newest first',
  responses: { 200: jsonContent(noteListSchema, 'The notes'), 401: unauthorized },
});
const postNote = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  middleware,
  summary: 'Create a note',
  request: jsonBody(createNoteSchema),
  responses: {
    200: jsonContent(noteSchema, 'The new note'),
    400: invalid,
    401: unauthorized,
  },
});
const patchNote = createRoute({
  method: 'patch',
  path: '/',
  tags,
  security,
  middleware,
  summary: 'Change a note (the given fields only)',
  request: jsonBody(updateNoteSchema),
  responses: {
    200: jsonContent(noteSchema, 'The updated note'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such note'),
  },
});
const removeNote = createRoute({
  method: 'delete',
  path: '/',
  tags,
  security,
  middleware,
  summary: 'Delete a note',
  request: { query: noteIdQuerySchema },
  responses: {
    200: jsonContent(trueSchema, 'Deleted'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No such note'),
  },
});

export const noteRoutes = createCommonRouter()
  .openapi(getLabels, async (c) => c.json(await listNoteLabels(c.var.db, c.var.user.id), 200))
  .openapi(postLabel, async (c) =>
    c.json(await createNoteLabel(c.var.db, c.var.user.id, c.req.valid('json').title), 200),
  )
  .openapi(patchLabel, async (c) =>
    c.json(await updateNoteLabel(c.var.db, c.var.user.id, c.req.valid('json').label), 200),
  )
  .openapi(deleteLabel, async (c) =>
    c.json(await deleteNoteLabel(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(postTask, async (c) => {
    const { note, task } = c.req.valid('json');
    return c.json(await addNoteTask(c.var.db, c.var.user.id, note.id, task), 200);
  })
  .openapi(getAll, async (c) => c.json(await listNotes(c.var.db, c.var.user.id), 200))
  .openapi(postNote, async (c) =>
    c.json(await createNote(c.var.db, c.var.user.id, c.req.valid('json').note), 200),
  )
  .openapi(patchNote, async (c) =>
    c.json(await updateNote(c.var.db, c.var.user.id, c.req.valid('json').updatedNote), 200),
  )
  .openapi(removeNote, async (c) =>
    c.json(await deleteNote(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  );
