import { describe, expect, it } from 'vitest';
import { resolveLayout } from './resolve-layout';

describe('resolveLayout', () => {
  it("prefers the route's layout over the query parameter and the configuration", () => {
    expect(resolveLayout('empty', 'thin', 'dense')).toBe('empty');
  });

  it('uses the query parameter when the route has no layout', () => {
    expect(resolveLayout(undefined, 'thin', 'dense')).toBe('thin');
  });

  it('falls back to the configuration, ignoring unknown names', () => {
    expect(resolveLayout('sideways', 'nope', 'classic')).toBe('classic');
    expect(resolveLayout(undefined, null, 'modern')).toBe('modern');
  });
});
