import { describe, expect, it } from 'vitest';
import { openText, sealText } from './secret-box';

const SECRET = 'a-signing-secret-of-at-least-32-characters';

describe('secret box', () => {
  it('gives back what it sealed, under the same secret and purpose only', async () => {
    const box = await sealText(SECRET, 'purpose-a', 'the token');
    expect(box).not.toContain('the token');
    expect(await openText(SECRET, 'purpose-a', box)).toBe('the token');
    expect(await openText(SECRET, 'purpose-b', box)).toBeNull();
    expect(await openText(`${SECRET}!`, 'purpose-a', box)).toBeNull();
  });

  it('seals the same text differently each time and refuses an altered box', async () => {
    const one = await sealText(SECRET, 'p', 'same');
    const two = await sealText(SECRET, 'p', 'same');
    expect(one).not.toBe(two);
    const [iv, sealed] = one.split('.');
    const flipped = `${iv}.${sealed!.startsWith('A') ? 'B' : 'A'}${sealed!.slice(1)}`;
    expect(await openText(SECRET, 'p', flipped)).toBeNull();
    expect(await openText(SECRET, 'p', 'not-a-box')).toBeNull();
  });
});
