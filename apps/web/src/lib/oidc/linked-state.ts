// The navigation state the way back from a provider link carries to the profile
// (app/routes/auth/provider-callback.tsx), for its sign-in methods section to confirm it.
export type LinkedState = { linkedProvider: string };

export function linkedProviderOf(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'linkedProvider' in state &&
    typeof state.linkedProvider === 'string'
    ? state.linkedProvider
    : null;
}
