import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const answer = { values: { email: 'a@b.c' }, errors: {} };
const args = [
  { email: 'a@b.c' },
  undefined,
  { fields: {}, shouldUseNativeValidation: false },
] as Parameters<Resolver<Values>>;

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use or preload, and delegates to it', async () => {
    const real = vi.fn(() => Promise.resolve(answer));
    const load = vi.fn(() => Promise.resolve(real as unknown as Resolver<Values>));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(await resolver(...args)).toBe(answer);
    expect(await resolver(...args)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
  });

  it('tries loading again after a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = vi.fn(() => Promise.resolve(answer));
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(real as unknown as Resolver<Values>);
    const resolver = lazyResolver(load);
    await expect(resolver(...args)).rejects.toThrow('chunk failed');
    expect(await resolver(...args)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
