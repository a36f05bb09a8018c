import { describe, expect, it } from 'vitest';
import { describeTarget, quizKeyAction, type QuizKey } from './quiz-keys';

const element = (
  tagName: string,
  attributes: Record<string, string> = {},
  options: { inOverlay?: boolean; editable?: boolean } = {},
) => ({
  tagName,
  isContentEditable: options.editable ?? false,
  getAttribute: (name: string) => attributes[name] ?? null,
  closest: () => (options.inOverlay ? {} : null),
});

const key = (k: string, rest: Partial<QuizKey> = {}): QuizKey => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  target: 'other',
  ...rest,
});

describe('describeTarget', () => {
  it('tells text fields, buttons, overlays and the rest apart', () => {
    expect(describeTarget(element('INPUT'))).toBe('text');
    expect(describeTarget(element('INPUT', { type: 'search' }))).toBe('text');
    expect(describeTarget(element('INPUT', { type: 'radio' }))).toBe('other');
    expect(describeTarget(element('INPUT', { type: 'checkbox' }))).toBe('other');
    expect(describeTarget(element('TEXTAREA'))).toBe('text');
    expect(describeTarget(element('DIV', {}, { editable: true }))).toBe('text');
    expect(describeTarget(element('BUTTON'))).toBe('button');
    expect(describeTarget(element('DIV', { role: 'button' }))).toBe('button');
    expect(describeTarget(element('BUTTON', {}, { inOverlay: true }))).toBe('overlay');
    expect(describeTarget(element('BODY'))).toBe('other');
    expect(describeTarget(null)).toBe('other');
  });
});

describe('quizKeyAction', () => {
  it('maps digits to options that exist', () => {
    expect(quizKeyAction(key('1'), 4)).toEqual({ type: 'option', index: 0 });
    expect(quizKeyAction(key('4'), 4)).toEqual({ type: 'option', index: 3 });
    expect(quizKeyAction(key('5'), 4)).toBeNull();
    expect(quizKeyAction(key('0'), 4)).toBeNull();
  });

  it('answers Enter unless a button or link will handle it', () => {
    expect(quizKeyAction(key('Enter'), 4)).toEqual({ type: 'enter' });
    expect(quizKeyAction(key('Enter', { target: 'button' }), 4)).toBeNull();
    // Digits still choose while a button has focus.
    expect(quizKeyAction(key('2', { target: 'button' }), 4)).toEqual({ type: 'option', index: 1 });
  });

  it('never hijacks typing, dialogs, shortcuts with modifiers or held keys', () => {
    expect(quizKeyAction(key('1', { target: 'text' }), 4)).toBeNull();
    expect(quizKeyAction(key('Enter', { target: 'text' }), 4)).toBeNull();
    expect(quizKeyAction(key('1', { target: 'overlay' }), 4)).toBeNull();
    expect(quizKeyAction(key('1', { ctrlKey: true }), 4)).toBeNull();
    expect(quizKeyAction(key('1', { metaKey: true }), 4)).toBeNull();
    expect(quizKeyAction(key('1', { altKey: true }), 4)).toBeNull();
    expect(quizKeyAction(key('Enter', { repeat: true }), 4)).toBeNull();
  });
});
