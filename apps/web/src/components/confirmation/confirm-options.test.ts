import { describe, expect, it } from 'vitest';
import { mergeConfirmOptions, type ConfirmOptions } from './confirm-options';

const defaults: ConfirmOptions = {
  title: 'Confirm action',
  message: 'Are you sure you want to confirm this action?',
  icon: { show: true, name: 'warning', color: 'error' },
  actions: {
    confirm: { show: true, label: 'Confirm', color: 'error' },
    cancel: { show: true, label: 'Cancel' },
  },
  dismissible: false,
};

describe('mergeConfirmOptions', () => {
  it('answers the defaults when nothing is given', () => {
    expect(mergeConfirmOptions(defaults)).toEqual(defaults);
    expect(mergeConfirmOptions(defaults, {})).toEqual(defaults);
  });

  it('overrides single nested fields and keeps their siblings', () => {
    const merged = mergeConfirmOptions(defaults, {
      title: 'Remove message',
      icon: { color: 'info' },
      actions: { confirm: { label: 'Remove' }, cancel: { show: false } },
      dismissible: true,
    });
    expect(merged).toEqual({
      ...defaults,
      title: 'Remove message',
      icon: { show: true, name: 'warning', color: 'info' },
      actions: {
        confirm: { show: true, label: 'Remove', color: 'error' },
        cancel: { show: false, label: 'Cancel' },
      },
      dismissible: true,
    });
  });

  it('never lets an explicit undefined erase a default', () => {
    const merged = mergeConfirmOptions(defaults, {
      title: undefined,
      icon: { name: undefined },
      actions: { confirm: { label: undefined } },
    });
    expect(merged).toEqual(defaults);
  });

  it('does not mutate the defaults', () => {
    const copy = structuredClone(defaults);
    mergeConfirmOptions(defaults, { icon: { show: false }, actions: { cancel: { label: 'No' } } });
    expect(defaults).toEqual(copy);
  });
});
