import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COMPETENCIES, OPEN_CATEGORIES, ROLES } from '@rehearse/contracts/question-bank';
import { describe, expect, it } from 'vitest';
import { RECOGNITION_PREFS, type NotListeningReason } from './media/recognition-plan';

// The "interviews" texts in both languages: the same keys, the same placeholders, and a text
// for every value the screens look up by name (roles, competencies, ...).
const load = (lang: string) =>
  (
    JSON.parse(
      readFileSync(resolve(import.meta.dirname, `../../../public/i18n/${lang}.json`), 'utf8'),
    ) as { interviews: Record<string, unknown> }
  ).interviews;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));
const tr = flatten(load('tr'));
const has = (key: string) => en.has(key) || (en.has(`${key}_one`) && en.has(`${key}_other`));

describe('interviews texts', () => {
  it('has the same keys in English and Turkish', () => {
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('uses the same placeholders in both languages, and no empty text', () => {
    for (const [key, text] of en) {
      expect(placeholders(tr.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
      expect(tr.get(key)?.trim(), key).not.toBe('');
    }
  });

  it('is really translated', () => {
    const same = [...en].filter(([key, text]) => tr.get(key) === text && /[a-z]{4}/.test(text));
    // Names that are the same in Turkish (Video) are fine; whole sentences are not.
    expect(same.filter(([, text]) => text.includes(' ')).map(([key]) => key)).toEqual([]);
  });

  it('names every role, competency, category, question kind, media problem and transcript choice', () => {
    const keys = [
      ...ROLES.map((r) => `roles.${r}`),
      ...COMPETENCIES.map((c) => `competencies.${c}`),
      ...OPEN_CATEGORIES.map((c) => `categories.${c}`),
      ...['behavioural', 'technical', 'roleSpecific'].map((k) => `kinds.${k}`),
      ...['text', 'audio', 'video'].map((m) => `modes.${m}`),
      ...['video', 'audio', 'typed'].flatMap((c) => [
        `device.choices.${c}.title`,
        `device.choices.${c}.body`,
      ]),
      ...['denied', 'no-device', 'in-use', 'unsupported', 'insecure', 'recorder', 'unknown'].map(
        (k) => `media.errors.${k}`,
      ),
      ...['ready', 'in-progress', 'completed'].map((s) => `history.status.${s}`),
      ...RECOGNITION_PREFS.flatMap((p) => [
        `liveTranscript.options.${p}`,
        `liveTranscript.explain.${p}`,
      ]),
      ...(
        [
          'off',
          'checking',
          'on-device-unavailable',
          'on-device-downloadable',
          'on-device-downloading',
        ] satisfies NotListeningReason[]
      ).map((r) => `liveTranscript.notes.${r}`),
      ...['situation', 'task', 'action', 'result'].flatMap((p) => [
        `star.${p}.label`,
        `star.${p}.placeholder`,
      ]),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
