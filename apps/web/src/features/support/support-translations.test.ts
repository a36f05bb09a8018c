import { SUPPORT_CATEGORIES, WALKTHROUGH_TOOLS } from '@rehearse/contracts/support';
import { describe, expect, it } from 'vitest';
import en from '../../../public/i18n/en.json';
import tr from '../../../public/i18n/tr.json';
import { TOURS } from './tour/tours';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

describe('support translations', () => {
  it('has every English key in Turkish, translated, with the same placeholders', () => {
    const english = new Map(leaves(en.support as Tree));
    const turkish = new Map(leaves(tr.support as Tree));
    expect([...turkish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = turkish.get(key)!;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('names every category and tool the API knows, and every tour step', () => {
    for (const category of SUPPORT_CATEGORIES)
      expect(en.support.categories).toHaveProperty(category);
    for (const tool of WALKTHROUGH_TOOLS) {
      expect(en.support.tools).toHaveProperty(tool);
      const texts = (en.support.tours as Record<string, Record<string, unknown>>)[tool];
      for (const step of TOURS[tool].steps) {
        expect(texts?.[step.id], `${tool}.${step.id}`).toMatchObject({
          title: expect.any(String),
          body: expect.any(String),
        });
      }
    }
  });
});
