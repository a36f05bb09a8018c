// The shortcuts panel's four modes as a pure transition function.
export type ShortcutsMode =
  { mode: 'view' } | { mode: 'modify' } | { mode: 'add' } | { mode: 'edit'; shortcutId: string };

export type ShortcutsEvent =
  | { type: 'open' }
  | { type: 'modify' }
  | { type: 'done' }
  | { type: 'add' }
  | { type: 'edit'; shortcutId: string }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'deleted' };

export const initialShortcutsMode: ShortcutsMode = { mode: 'view' };

// An event that does not apply to the current mode leaves it unchanged.
export function nextShortcutsMode(state: ShortcutsMode, event: ShortcutsEvent): ShortcutsMode {
  if (event.type === 'open') return initialShortcutsMode;
  switch (state.mode) {
    case 'view':
      if (event.type === 'modify') return { mode: 'modify' };
      if (event.type === 'add') return { mode: 'add' };
      return state;
    case 'modify':
      if (event.type === 'done') return { mode: 'view' };
      if (event.type === 'edit') return { mode: 'edit', shortcutId: event.shortcutId };
      return state;
    case 'add':
      if (event.type === 'cancel') return { mode: 'view' };
      if (event.type === 'saved') return { mode: 'modify' };
      return state;
    case 'edit':
      if (event.type === 'cancel') return { mode: 'modify' };
      if (event.type === 'saved' || event.type === 'deleted') return { mode: 'modify' };
      return state;
  }
}
