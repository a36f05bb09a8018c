import { z } from 'zod';

// A label that a write refers to: its id, or the label object a read answered (`{id, title}`,
// board labels also `boardId`), as a client sends back what it read. Either way the id is kept:
// notes and cards store label ids and answer label objects
// (docs/decisions/018-demo-area-wire-compatibility.md).
const labelId = z.uuid({ error: 'Must be a label id' });
export const labelRefSchema = z
  .union([labelId, z.looseObject({ id: labelId })], {
    error: 'Must be a label id or a label with its id',
  })
  .transform((ref) => (typeof ref === 'string' ? ref : ref.id));

export const labelRefsSchema = z
  .array(labelRefSchema, { error: 'Must be a list of labels or label ids' })
  .max(100, 'At most 100 labels');
