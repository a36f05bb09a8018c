import { useEffect } from 'react';
import { useColorScheme } from '@mui/material/styles';
import type { Settings } from '@rehearse/contracts/settings';
import { setThemeName, toMuiMode } from '../../lib/appearance';

// The server's settings are the truth (they follow the user to another browser); applying them
// also refreshes the localStorage mirror that public/theme-boot.js reads on the next load.
export function useApplyAppearance(settings: Settings): void {
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(toMuiMode(settings.scheme));
  }, [setMode, settings.scheme]);
  useEffect(() => {
    setThemeName(settings.theme);
  }, [settings.theme]);
}
