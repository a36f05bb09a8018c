import { useSyncExternalStore } from 'react';
import {
  DEFAULT_SETTINGS,
  THEMES,
  type Scheme,
  type ThemeName,
} from '@rehearse/contracts/settings-values';

// The scheme and theme are mirrored in localStorage so public/theme-boot.js can apply them
// before React loads (no flash). The keys are shared with that script: change both together.
export const SCHEME_STORAGE_KEY = 'rehearse-scheme';
export const THEME_STORAGE_KEY = 'rehearse-theme';

// MUI calls "auto" "system"; the server and the settings panel say "auto" as the spec does.
export type MuiMode = 'light' | 'dark' | 'system';
export const toMuiMode = (scheme: Scheme): MuiMode => (scheme === 'auto' ? 'system' : scheme);

const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

function readStoredTheme(): ThemeName {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(stored) ? stored : DEFAULT_SETTINGS.theme;
  } catch {
    return DEFAULT_SETTINGS.theme;
  }
}

let currentTheme: ThemeName = readStoredTheme();
const listeners = new Set<() => void>();

// Sets the theme class on <html> (as theme-boot.js does) and tells the ThemeProvider.
export function setThemeName(theme: ThemeName): void {
  const root = document.documentElement;
  for (const name of THEMES) root.classList.toggle(name, name === theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Without storage the choice still applies to this page.
  }
  if (theme === currentTheme) return;
  currentTheme = theme;
  for (const listener of listeners) listener();
}

export function useThemeName(): ThemeName {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentTheme,
    // The prerendered sign-in page is taken over only in the default theme (public/theme-boot.js).
    () => currentTheme,
  );
}
