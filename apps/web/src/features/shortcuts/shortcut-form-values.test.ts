import { newShortcutSchema } from '@rehearse/contracts/shortcuts';
import { issueToError } from '@rehearse/contracts/validation-issues';
import { describe, expect, it } from 'vitest';
import { toNewShortcut, type ShortcutFormValues } from './shortcut-form-values';

const valid: ShortcutFormValues = {
  label: 'Quiz',
  description: '',
  icon: 'heroicons_outline:academic-cap',
  link: '/apps/quiz',
  useRouter: true,
};

// The form validates its values with the contract's schema (through contractResolver), which
// shows the first problem of each field.
const problems = (values: ShortcutFormValues) => {
  const result = newShortcutSchema.safeParse(values);
  const all = result.success ? [] : result.error.issues.map((issue) => issueToError(issue, values));
  return all.filter((problem, i) => all.findIndex((p) => p.field === problem.field) === i);
};

describe('the shortcut form', () => {
  it('accepts label, icon and link with an empty description', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('requires label, icon and link', () => {
    expect(problems({ ...valid, label: ' ', icon: '', link: '' })).toMatchObject([
      { field: 'label', code: 'validation.required' },
      { field: 'icon', code: 'validation.required' },
      { field: 'link', code: 'validation.required' },
    ]);
  });

  it('refuses a link that is neither an in-app path nor an http(s) URL', () => {
    expect(problems({ ...valid, link: 'javascript:alert(1)' })).toMatchObject([
      { field: 'link', code: 'validation.app_link' },
    ]);
    expect(problems({ ...valid, link: 'https://example.com' })).toEqual([]);
  });

  it('refuses a label that is too long', () => {
    expect(problems({ ...valid, label: 'x'.repeat(101) })).toMatchObject([
      { field: 'label', code: 'validation.too_long', params: { maximum: 100 } },
    ]);
  });

  it('sends an empty description as null', () => {
    expect(toNewShortcut(valid).description).toBeNull();
    expect(toNewShortcut({ ...valid, description: 'Take a quiz' }).description).toBe('Take a quiz');
  });
});
