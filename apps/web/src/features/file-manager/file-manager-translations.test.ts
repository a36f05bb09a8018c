import { describe, expect, it } from 'vitest';
import en from '../../../public/i18n/en.json';
import tr from '../../../public/i18n/tr.json';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

describe('file manager translations', () => {
  it('has every English key in Turkish, translated, with the same placeholders', () => {
    const english = new Map(leaves(en.fileManager as Tree));
    const turkish = new Map(leaves(tr.fileManager as Tree));
    expect([...turkish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = turkish.get(key)!;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
    expect(tr.screens.fileManager).toBe('Dosya yöneticisi');
    expect(leaves(tr.errors.fileManager as Tree)).toHaveLength(
      leaves(en.errors.fileManager as Tree).length,
    );
    expect(tr.fileManager.empty.hint).not.toBe(en.fileManager.empty.hint);
  });
});
