import { describe, expect, it } from 'vitest';
import { createPageViewTracker, type TrackedRouterState } from './page-view-tracker';

const at = (
  key: string,
  pathname: string,
  extra: Partial<TrackedRouterState> & { search?: string; hash?: string } = {},
): TrackedRouterState => ({
  initialized: extra.initialized ?? true,
  navigation: extra.navigation ?? { state: 'idle' },
  location: { key, pathname, search: extra.search ?? '', hash: extra.hash ?? '' },
});

describe('createPageViewTracker', () => {
  it('reports nothing before the router is initialised (the first loaders may redirect)', () => {
    const next = createPageViewTracker();
    expect(next(at('default', '/', { initialized: false }))).toBeNull();
    // The initial redirect replaced '/': only the final URL is reported.
    expect(next(at('k1', '/workspace/home'))).toEqual({ url: '/workspace/home', referrer: null });
  });

  it('reports only settled navigations, with the full URL, once per history entry', () => {
    const next = createPageViewTracker();
    expect(next(at('k1', '/workspace/home'))).not.toBeNull();
    // While the next page loads the old location is still shown: nothing new.
    expect(next(at('k1', '/workspace/home', { navigation: { state: 'loading' } }))).toBeNull();
    expect(next(at('k2', '/apps/quiz', { navigation: { state: 'loading' } }))).toBeNull();
    expect(next(at('k2', '/apps/quiz', { search: '?level=2', hash: '#top' }))).toEqual({
      url: '/apps/quiz?level=2#top',
      referrer: '/workspace/home',
    });
    // A revalidation or fetcher changes the state but not the entry.
    expect(next(at('k2', '/apps/quiz', { search: '?level=2', hash: '#top' }))).toBeNull();
  });

  it('counts a revisit of the same URL as a new view (a new history entry)', () => {
    const next = createPageViewTracker();
    next(at('k1', '/user/profile'));
    expect(next(at('k2', '/user/profile'))).toEqual({
      url: '/user/profile',
      referrer: '/user/profile',
    });
  });
});
