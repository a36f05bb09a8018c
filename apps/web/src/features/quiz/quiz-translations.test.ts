import { SKILLS } from '@rehearse/contracts/question-bank';
import { QUIZ_MODES, QUIZ_SOURCES } from '@rehearse/contracts/quizzes';
import { describe, expect, it } from 'vitest';
import en from '../../../public/i18n/en.json';
import tr from '../../../public/i18n/tr.json';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

describe('quiz translations', () => {
  it('has every English key in Turkish, translated, with the same placeholders', () => {
    const english = new Map(leaves(en.quiz as Tree));
    const turkish = new Map(leaves(tr.quiz as Tree));
    expect([...turkish.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of english) {
      const translated = turkish.get(key)!;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('names every skill, mode and source the API can answer', () => {
    for (const skill of SKILLS) expect(en.quiz.skills).toHaveProperty(skill);
    for (const mode of QUIZ_MODES) expect(en.quiz.modes).toHaveProperty(mode);
    for (const source of QUIZ_SOURCES) expect(en.quiz.sources).toHaveProperty(source);
  });
});
