import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight-parts';

describe('search highlighting', () => {
  it('marks every match, whatever its case', () => {
    expect(highlightParts('Reset your password. Passwords expire.', 'password')).toEqual([
      { text: 'Reset your ', match: false },
      { text: 'password', match: true },
      { text: '. ', match: false },
      { text: 'Password', match: true },
      { text: 's expire.', match: false },
    ]);
  });

  it('leaves the text whole without a query or a match', () => {
    expect(highlightParts('Hello', '  ')).toEqual([{ text: 'Hello', match: false }]);
    expect(highlightParts('Hello', 'xyz')).toEqual([{ text: 'Hello', match: false }]);
  });
});
