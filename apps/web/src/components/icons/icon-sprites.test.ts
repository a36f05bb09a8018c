import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SET_SLUGS } from '@rehearse/contracts/icons';
import { buildSprite, ICON_SPRITE_SLUGS } from '../../../vite/icon-sprites';
import { NAMESPACE_SETS, parseIconName } from './icon-sprite';

// The names GET /api/ui/icons/{set} serves (apps/api/src/db/seed/data/icon-sets.json).
const served = JSON.parse(
  readFileSync(new URL('../../../../api/src/db/seed/data/icon-sets.json', import.meta.url), 'utf8'),
) as Record<string, string[]>;

// jsdom's XML parser (strict: an unbound prefix fails); a computed specifier, since jsdom ships
// no types of its own and only this test needs it.
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(jsdomModule)) as {
  JSDOM: new (
    markup: string,
    options: { contentType: string },
  ) => { window: { document: Document } };
};

const symbolIds = (sprite: string) =>
  Array.from(sprite.matchAll(/<symbol id="([^"]+)" viewBox="[\d .]+"><g [^>]+>/g), (m) => m[1]);

describe('icon sprites (vite/icon-sprites.ts)', () => {
  it('writes one sprite for each set the API serves', () => {
    expect([...ICON_SPRITE_SLUGS].sort()).toEqual([...ICON_SET_SLUGS].sort());
    expect(Object.values(NAMESPACE_SETS).sort()).toEqual([...ICON_SET_SLUGS].sort());
  });

  it.each(ICON_SET_SLUGS)('draws every icon name the API serves for %s', (slug) => {
    const ids = symbolIds(buildSprite(slug));
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids)).toEqual(new Set(served[slug]));
  });

  it.each(ICON_SET_SLUGS)(
    'writes %s as well-formed SVG whose ids are unique (a <use> finds its own glyph)',
    (slug) => {
      const sprite = buildSprite(slug);
      const doc = new JSDOM(sprite, { contentType: 'image/svg+xml' }).window.document;
      const ids = Array.from(doc.querySelectorAll('[id]'), (node) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(sprite).not.toContain('xlink:');
    },
  );

  it('keeps the paint of each package so outlines stay outlines', () => {
    expect(buildSprite('heroicons-outline')).toContain(
      '<symbol id="home" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="1.5">',
    );
    expect(buildSprite('heroicons-mini')).toContain(
      '<symbol id="home" viewBox="0 0 20 20"><g fill="currentColor">',
    );
    expect(buildSprite('material-solid')).toContain(
      '<symbol id="home" viewBox="0 0 24 24"><g fill="currentColor">',
    );
    expect(buildSprite('feather')).toMatch(
      /<symbol id="home" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2"/,
    );
  });
});

describe('parseIconName', () => {
  it('finds the set of a namespaced name', () => {
    expect(parseIconName('heroicons_solid:star')).toEqual({
      slug: 'heroicons-solid',
      name: 'star',
    });
    expect(parseIconName('mat_twotone:home')).toEqual({ slug: 'material-twotone', name: 'home' });
    expect(parseIconName('star')).toBeUndefined();
    expect(parseIconName('emoji:star')).toBeUndefined();
    expect(parseIconName(null)).toBeUndefined();
  });
});
