import { useSyncExternalStore } from 'react';

// Whether the settings panel is open, outside React so that something other than its cog can
// open it too (the navigation's "Appearance" item, composed in app/shell).
let opened = false;
const listeners = new Set<() => void>();

export function setSettingsPanelOpen(open: boolean): void {
  if (open === opened) return;
  opened = open;
  for (const listener of listeners) listener();
}

export const openSettingsPanel = () => setSettingsPanelOpen(true);

export function useSettingsPanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
    // A page drawn on the server shows it closed.
    () => false,
  );
}
