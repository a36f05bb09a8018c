import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText } from './optional-text';

describe('optionalText', () => {
  const schema = z.object({ note: optionalText(z.string().trim().max(5)).optional() });

  it('turns null into empty text and keeps text as the inner schema shapes it', () => {
    expect(schema.parse({ note: null })).toEqual({ note: '' });
    expect(schema.parse({ note: ' ab ' })).toEqual({ note: 'ab' });
  });

  it('leaves a missing key missing, so a merge keeps the stored value', () => {
    expect(schema.parse({})).toEqual({});
  });

  it("keeps the inner schema's rules", () => {
    expect(schema.safeParse({ note: 'too long' }).success).toBe(false);
    expect(schema.safeParse({ note: 5 }).success).toBe(false);
  });
});
