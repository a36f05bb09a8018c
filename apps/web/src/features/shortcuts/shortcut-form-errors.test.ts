import { describe, expect, it } from 'vitest';
import { shortcutFormErrors, toNewShortcut, type ShortcutFormValues } from './shortcut-form-errors';

const valid: ShortcutFormValues = {
  label: 'Quiz',
  description: '',
  icon: 'heroicons_outline:academic-cap',
  link: '/apps/quiz',
  useRouter: true,
};

describe('shortcutFormErrors', () => {
  it('accepts label, icon and link with an empty description', () => {
    expect(shortcutFormErrors(valid)).toEqual({});
  });

  it('requires label, icon and link', () => {
    expect(shortcutFormErrors({ ...valid, label: ' ', icon: '', link: '' })).toEqual({
      label: 'required',
      icon: 'required',
      link: 'required',
    });
  });

  it('rejects a link that is neither an in-app path nor an http(s) URL', () => {
    expect(shortcutFormErrors({ ...valid, link: 'javascript:alert(1)' })).toEqual({
      link: 'invalidLink',
    });
    expect(shortcutFormErrors({ ...valid, link: 'https://example.com' })).toEqual({});
  });

  it('flags a label that is too long', () => {
    expect(shortcutFormErrors({ ...valid, label: 'x'.repeat(101) })).toEqual({ label: 'tooLong' });
  });

  it('sends an empty description as null', () => {
    expect(toNewShortcut(valid).description).toBeNull();
    expect(toNewShortcut({ ...valid, description: 'Take a quiz' }).description).toBe('Take a quiz');
  });
});
