import { describe, expect, it } from 'vitest';
import { labelRefsSchema } from './label-ref';

const id = '6f1c2a0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';
const other = '0b7e9d3c-1f2a-4b5c-8d6e-7f8a9b0c1d2e';

describe('labelRefsSchema', () => {
  it('takes label ids and label objects alike and answers ids', () => {
    expect(labelRefsSchema.parse([id, { id: other, title: 'Work', boardId: id }])).toEqual([
      id,
      other,
    ]);
  });

  it('refuses what names no label, with a message', () => {
    for (const bad of [['nope'], [{ title: 'Work' }], [{ id: 'nope' }], [7], 'x']) {
      const result = labelRefsSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/label/);
    }
  });
});
