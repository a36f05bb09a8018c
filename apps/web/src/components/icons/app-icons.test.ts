import { describe, expect, it } from 'vitest';
import { APP_ICON_NAMES, hasAppIcon, iconKey } from './app-icons';

describe('app icons', () => {
  it('reads the name whatever the Heroicons set prefix', () => {
    expect(iconKey('heroicons_outline:home')).toBe('home');
    expect(iconKey('heroicons_mini:star')).toBe('star');
    expect(iconKey('heroicons_solid:check-circle')).toBe('check-circle');
    expect(iconKey(undefined)).toBe('');
  });

  it('knows the icons the navigation, shortcuts and feed items use', () => {
    for (const name of ['home', 'book-open', 'lifebuoy', 'chart-pie', 'squares-2x2', 'swatch']) {
      expect(hasAppIcon(`heroicons_outline:${name}`), name).toBe(true);
    }
    expect(hasAppIcon('heroicons_outline:no-such-icon')).toBe(false);
  });

  it('offers every known icon to the shortcut form in the stored form', () => {
    expect(APP_ICON_NAMES.length).toBeGreaterThan(50);
    expect(APP_ICON_NAMES).toContain('heroicons_outline:trophy');
    expect(APP_ICON_NAMES.every((name) => name.startsWith('heroicons_outline:'))).toBe(true);
  });
});
