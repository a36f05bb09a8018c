import { describe, expect, it } from 'vitest';
import { EMPTY_STAR, isStarEmpty, joinStar } from './star-transcript';

describe('joinStar', () => {
  it('joins the parts in STAR order as paragraphs, trimmed', () => {
    expect(
      joinStar({
        result: ' We cut costs by 20%. ',
        action: 'I rewrote the job.',
        situation: 'At my last job the build was slow.',
        task: 'My role was to fix it.',
      }),
    ).toBe(
      'At my last job the build was slow.\n\nMy role was to fix it.\n\nI rewrote the job.\n\nWe cut costs by 20%.',
    );
  });

  it('leaves empty parts out', () => {
    expect(joinStar({ ...EMPTY_STAR, action: 'I did it.', result: '  ' })).toBe('I did it.');
    expect(joinStar(EMPTY_STAR)).toBe('');
  });
});

describe('isStarEmpty', () => {
  it('is true only when every box is blank', () => {
    expect(isStarEmpty({ ...EMPTY_STAR, task: ' \n' })).toBe(true);
    expect(isStarEmpty({ ...EMPTY_STAR, task: 'x' })).toBe(false);
  });
});
