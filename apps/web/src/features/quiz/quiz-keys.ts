// The player's keyboard: 1-9 choose (or toggle) option N, Enter checks the answer or moves on.
// Keys typed into a text field, or pressed in a dialog or menu, are left alone.

export type KeyTarget = 'text' | 'button' | 'overlay' | 'other';

type ElementLike = {
  tagName: string;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
  closest(selector: string): unknown;
};

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

export function describeTarget(target: ElementLike | null): KeyTarget {
  if (!target || typeof target.tagName !== 'string') return 'other';
  if (target.closest('[role="dialog"],[role="menu"],[role="listbox"],[role="alertdialog"]')) {
    return 'overlay';
  }
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return 'text';
  if (tag === 'input') {
    return TEXT_INPUT_TYPES.has((target.getAttribute('type') ?? 'text').toLowerCase())
      ? 'text'
      : 'other';
  }
  if (tag === 'button' || tag === 'a' || target.getAttribute('role') === 'button') return 'button';
  return 'other';
}

export type QuizKeyAction = { type: 'option'; index: number } | { type: 'enter' } | null;

export type QuizKey = {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat: boolean;
  target: KeyTarget;
};

export function quizKeyAction(event: QuizKey, optionCount: number): QuizKeyAction {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return null;
  if (event.target === 'text' || event.target === 'overlay') return null;
  if (/^[1-9]$/.test(event.key)) {
    const index = Number(event.key) - 1;
    return index < optionCount ? { type: 'option', index } : null;
  }
  // A focused button or link already answers Enter itself (Next, Submit, a navigator button).
  if (event.key === 'Enter' && event.target !== 'button') return { type: 'enter' };
  return null;
}
