import { loadShellData } from '../shell/load-shell-data';
import { ShellError } from '../shell/shell-error';
import { SignedInShell } from '../shell/signed-in-shell';

// Runs after the signed-in guard: the shell's data, all at once, before the layout shows.
export async function loader(): Promise<null> {
  await loadShellData();
  return null;
}

export const Component = SignedInShell;
export const ErrorBoundary = ShellError;
