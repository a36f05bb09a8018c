import { describe, expect, it } from 'vitest';
import { afterFirstScreen, markFirstScreenShown } from './after-first-screen';

describe('afterFirstScreen', () => {
  it('holds work until the first screen is shown, then runs it once; later work runs at once', async () => {
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('warm caches'));
    afterFirstScreen(() => ran.push('product user'));
    await Promise.resolve();
    expect(ran).toEqual([]);

    markFirstScreenShown();
    markFirstScreenShown();
    await expect.poll(() => ran).toEqual(['warm caches', 'product user']);

    afterFirstScreen(() => ran.push('later'));
    expect(ran).toEqual(['warm caches', 'product user', 'later']);
  });
});
