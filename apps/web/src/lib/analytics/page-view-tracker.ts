// Decides which router states are page views (decision 009): only a settled navigation of
// an initialised router counts, so a loader redirect (e.g. '/' -> /workspace/home) reports only
// its final URL, and each history entry (location.key) is reported once however many times
// the router state changes while it is shown (fetchers, revalidations).

export type TrackedLocation = { key: string; pathname: string; search: string; hash: string };

export type TrackedRouterState = {
  initialized: boolean;
  navigation: { state: 'idle' | 'loading' | 'submitting' };
  location: TrackedLocation;
};

export type PageViewReport = { url: string; referrer: string | null };

export const locationUrl = ({ pathname, search, hash }: TrackedLocation) =>
  `${pathname}${search}${hash}`;

export function createPageViewTracker() {
  let lastKey: string | undefined;
  let lastUrl: string | null = null;
  return (state: TrackedRouterState): PageViewReport | null => {
    if (!state.initialized || state.navigation.state !== 'idle') return null;
    if (state.location.key === lastKey) return null;
    lastKey = state.location.key;
    const url = locationUrl(state.location);
    // The referrer is the previous in-app page, never document.referrer (another site).
    const report = { url, referrer: lastUrl };
    lastUrl = url;
    return report;
  };
}
