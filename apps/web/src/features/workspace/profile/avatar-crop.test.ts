import { describe, expect, it } from 'vitest';
import { avatarFileProblem, centredCrop, clampCrop, panCrop, sourceRect } from './avatar-crop';

const wide = { width: 800, height: 400 };

describe('avatar crop', () => {
  it('starts with the largest centred square', () => {
    expect(sourceRect(wide, centredCrop(wide))).toEqual({ x: 200, y: 0, size: 400 });
  });

  it('zooms into a smaller square around the centre', () => {
    expect(sourceRect(wide, { zoom: 2, cx: 400, cy: 200 })).toEqual({ x: 300, y: 100, size: 200 });
  });

  it('never lets the square leave the picture', () => {
    expect(sourceRect(wide, { zoom: 1, cx: 0, cy: 0 })).toEqual({ x: 0, y: 0, size: 400 });
    expect(clampCrop(wide, { zoom: 9, cx: 10_000, cy: -5 })).toEqual({ zoom: 4, cx: 750, cy: 50 });
  });

  it('pans opposite to the drag, in image pixels', () => {
    // A 200 px viewport shows 400 image px: one screen px is two image px.
    const moved = panCrop(wide, centredCrop(wide), 50, 0, 200);
    expect(moved.cx).toBe(300);
    expect(sourceRect(wide, moved).x).toBe(100);
  });

  it('refuses files that are not pictures or are over 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });
});
