// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Activity } from '@rehearse/contracts/activities';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { ActivitiesScreen } from './components/activities-screen';

const FEED = '/api/pages/activities';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const activity = (id: string, fields: Partial<Activity>): Activity => ({
  id,
  icon: 'heroicons_solid:star',
  image: null,
  description: id,
  date: minutesAgo(5),
  extraContent: null,
  linkedContent: null,
  link: null,
  useRouter: null,
  ...fields,
});

const feed = (): Activity[] => [
  activity('a1', {
    description: 'Your feedback is <strong>ready</strong>',
    linkedContent: 'Open the feedback report',
    link: '/apps/mock-interview/feedback',
    useRouter: true,
  }),
  activity('a2', {
    icon: null,
    image: '/images/avatars/female-02.jpg',
    description: 'Hi <img src=x onerror="window.__ran=1"><script>window.__ran=2</script>there',
    extraContent: '<div>First line</div><div>Second <a href="javascript:alert(1)">line</a></div>',
    date: minutesAgo(26 * 60),
  }),
  activity('a3', {
    icon: 'heroicons_solid:link',
    description: 'An article on INP',
    linkedContent: 'Read on web.dev',
    link: 'https://web.dev/articles/inp',
    useRouter: false,
    date: minutesAgo(9 * 24 * 60),
  }),
];

// The sprite the feed's icons are drawn from; answered so icons can switch to it.
const sprite = () =>
  http.get('/icons/:file', () =>
    HttpResponse.text('<svg><symbol id="star" viewBox="0 0 24 24"></symbol></svg>'),
  );

describe('ActivitiesScreen', () => {
  it('groups the feed by day with in-app and external links, and never runs stored markup', async () => {
    // The clock at 3 pm (only Date is faked; timers run), so the items fall on today, yesterday
    // and a week before whatever the hour the test runs at.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 27, 15, 0) });
    onTestFinished(() => void vi.useRealTimers());
    const items = feed();
    apiServer.use(
      http.get(FEED, () => HttpResponse.json(items)),
      sprite(),
    );
    const { router } = renderWithProviders(<ActivitiesScreen />, { url: '/pages/activities' });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
      expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
    ]);
    expect(within(today).getByText('5 minutes ago').closest('time')).not.toBeNull();

    // The icon is drawn from the heroicons-solid sprite once it is read.
    await waitFor(() =>
      expect(today.querySelector('[data-icon="heroicons-solid:star"]')).not.toBeNull(),
    );

    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(yesterday.querySelector('script, img[src="x"], [onerror]')).toBeNull();
    expect(yesterday.textContent).toContain('Hi there');
    expect(within(yesterday).queryByRole('link')).toBeNull();
    expect(yesterday.textContent).toContain('Second line');
    expect((window as { __ran?: number }).__ran).toBeUndefined();

    const external = screen.getByRole('link', { name: 'Read on web.dev (opens in a new tab)' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');

    await userEvent.click(screen.getByRole('link', { name: 'Open the feedback report' }));
    expect(router.state.location.pathname).toBe('/apps/mock-interview/feedback');
  });

  it('says so when the feed is empty', async () => {
    apiServer.use(http.get(FEED, () => HttpResponse.json([])));
    renderWithProviders(<ActivitiesScreen />);
    expect(await screen.findByText('No activity to show')).toBeTruthy();
  });

  it('shows a failed load with Retry that loads the feed', async () => {
    let fail = true;
    apiServer.use(
      http.get(FEED, () =>
        fail
          ? HttpResponse.json({ error: 'Unavailable', code: 'server.unavailable' }, { status: 503 })
          : HttpResponse.json(feed()),
      ),
      sprite(),
    );
    renderWithProviders(<ActivitiesScreen />);
    expect(await screen.findByText('Your activities could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Today' })).toBeTruthy();
  });
});
