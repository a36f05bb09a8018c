import { errorStatus } from '@rehearse/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import en from '../../public/i18n/en.json';
import tr from '../../public/i18n/tr.json';
import { WEB_ERROR_CODES } from './api-error';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...new Set(text.match(/{{\w+}}/g) ?? [])].sort();

const english = new Map(leaves(en.errors as Tree));
const turkish = new Map(leaves(tr.errors as Tree));
const codes = [...Object.keys(errorStatus), ...WEB_ERROR_CODES];

// A code's texts: its own, or its plural (_one, _other) and kind (_int...) forms.
const textsOf = (texts: Map<string, string>, code: string) =>
  [...texts.entries()].filter(([key]) => key === code || key.startsWith(`${code}_`));

describe('error texts', () => {
  it.each(codes)('has %s in English and Turkish', (code) => {
    const ownOrPlural = (texts: Map<string, string>) =>
      texts.has(code) || (texts.has(`${code}_one`) && texts.has(`${code}_other`));
    expect(ownOrPlural(english), 'en').toBe(true);
    expect(ownOrPlural(turkish), 'tr').toBe(true);
    // Every form of the text exists in both languages and fills in the same params.
    const englishForms = textsOf(english, code);
    for (const [key, text] of englishForms) {
      const translated = turkish.get(key);
      expect(translated?.trim(), key).toBeTruthy();
      expect(placeholders(translated ?? ''), key).toEqual(placeholders(text));
    }
    expect(textsOf(turkish, code).map(([key]) => key)).toEqual(englishForms.map(([key]) => key));
  });

  it('has no text for a code that does not exist', () => {
    const known = new Set(['retry', ...codes]);
    const orphans = [...english.keys()].filter(
      (key) => !known.has(key) && !codes.some((code) => key.startsWith(`${code}_`)),
    );
    expect(orphans).toEqual([]);
    expect([...turkish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('is Turkish in Turkish, not copied English', () => {
    const copied = [...english].filter(([key, text]) => turkish.get(key) === text);
    expect(copied).toEqual([]);
  });
});
