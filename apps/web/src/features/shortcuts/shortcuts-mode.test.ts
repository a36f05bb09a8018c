import { describe, expect, it } from 'vitest';
import {
  initialShortcutsMode,
  nextShortcutsMode,
  type ShortcutsEvent,
  type ShortcutsMode,
} from './shortcuts-mode';

const run = (events: ShortcutsEvent[], from: ShortcutsMode = initialShortcutsMode) =>
  events.reduce(nextShortcutsMode, from);

describe('nextShortcutsMode', () => {
  it('starts in view and goes to modify or add from there', () => {
    expect(initialShortcutsMode).toEqual({ mode: 'view' });
    expect(run([{ type: 'modify' }])).toEqual({ mode: 'modify' });
    expect(run([{ type: 'add' }])).toEqual({ mode: 'add' });
  });

  it('goes from modify back to view, or to edit the clicked shortcut', () => {
    expect(run([{ type: 'modify' }, { type: 'done' }])).toEqual({ mode: 'view' });
    expect(run([{ type: 'modify' }, { type: 'edit', shortcutId: 's1' }])).toEqual({
      mode: 'edit',
      shortcutId: 's1',
    });
  });

  it('cancels add back to view and edit back to modify', () => {
    expect(run([{ type: 'add' }, { type: 'cancel' }])).toEqual({ mode: 'view' });
    expect(
      run([{ type: 'modify' }, { type: 'edit', shortcutId: 's1' }, { type: 'cancel' }]),
    ).toEqual({
      mode: 'modify',
    });
  });

  it('goes to modify after saving or deleting', () => {
    expect(run([{ type: 'add' }, { type: 'saved' }])).toEqual({ mode: 'modify' });
    const editing = run([{ type: 'modify' }, { type: 'edit', shortcutId: 's1' }]);
    expect(nextShortcutsMode(editing, { type: 'saved' })).toEqual({ mode: 'modify' });
    expect(nextShortcutsMode(editing, { type: 'deleted' })).toEqual({ mode: 'modify' });
  });

  it('resets to view whenever the panel opens', () => {
    for (const from of [
      { mode: 'modify' },
      { mode: 'add' },
      { mode: 'edit', shortcutId: 'x' },
    ] as const) {
      expect(nextShortcutsMode(from, { type: 'open' })).toEqual({ mode: 'view' });
    }
  });

  it('ignores events that do not apply', () => {
    expect(run([{ type: 'edit', shortcutId: 's1' }])).toEqual({ mode: 'view' });
    expect(run([{ type: 'saved' }])).toEqual({ mode: 'view' });
    expect(run([{ type: 'add' }, { type: 'deleted' }])).toEqual({ mode: 'add' });
  });
});
