// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { GuideScreen } from './guide-screen';
import { GuidesScreen } from './guides-screen';
import { BASE, guide, guideCategory } from './test-data';

// Role queries over MUI screens are slow in jsdom on a busy machine (as in the notes tests).
configure({ asyncUtilTimeout: 5000 });

const notFound = () =>
  HttpResponse.json({ error: 'Not here', code: 'resource.not_found' }, { status: 404 });

describe('the guides screens', () => {
  it('offers "See all" only for a category holding more guides than it shows', async () => {
    apiServer.use(
      http.get(`${BASE}/guides`, () =>
        HttpResponse.json([
          guideCategory({ visibleGuides: 3, totalGuides: 7 }),
          guideCategory({
            id: 'g-pay',
            slug: 'payments',
            title: 'Payments',
            visibleGuides: 1,
            totalGuides: 1,
            guides: [guide('plans', 'Plans', 'g-pay')],
          }),
        ]),
      ),
    );
    renderWithProviders(<GuidesScreen />, { url: '/apps/help-center/guides' });
    const seeAll = await screen.findByRole('link', { name: 'See all 7 guides in Getting started' });
    expect(seeAll.getAttribute('href')).toBe('/apps/help-center/guides/getting-started');
    expect(screen.queryByRole('link', { name: /in Payments/ })).toBeNull();
    const list = screen.getByRole('list', { name: 'Guides in Getting started' });
    expect(
      within(list)
        .getByRole('link', { name: /Second steps/ })
        .getAttribute('href'),
    ).toBe('/apps/help-center/guides/getting-started/second');
  });

  it('shows a guide with its content sanitized, its breadcrumb and its neighbours', async () => {
    apiServer.use(
      http.get(`${BASE}/guide`, () =>
        HttpResponse.json({
          id: 'g-start',
          slug: 'getting-started',
          title: 'Getting started',
          guides: [
            {
              ...guide('second', 'Second steps'),
              content:
                '<h2>Before you start</h2><p onclick="alert(1)">Read this.</p><script>window.ran = true</script><img src="x" onerror="window.ran = true">',
            },
          ],
        }),
      ),
      http.get(`${BASE}/guides`, () => HttpResponse.json([guideCategory()])),
    );
    renderWithProviders(<GuideScreen categorySlug="getting-started" guideSlug="second" />);
    await screen.findByRole('heading', { level: 1, name: 'Second steps' });
    const content = screen.getByTestId('guide-content');
    expect(content.innerHTML).toBe('<h2>Before you start</h2><p>Read this.</p>');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe(
      '/apps/help-center/guides/getting-started',
    );
    const pager = await screen.findByRole('navigation', { name: 'Other guides in this category' });
    expect(
      within(pager).getByRole('link', { name: 'Previous: First steps' }).getAttribute('href'),
    ).toBe('/apps/help-center/guides/getting-started/first');
    expect(
      within(pager).getByRole('link', { name: 'Next: Third steps' }).getAttribute('href'),
    ).toBe('/apps/help-center/guides/getting-started/third');
  });

  it('says an unknown guide or category is not there and leads back to the guides', async () => {
    apiServer.use(http.get(`${BASE}/guide`, notFound), http.get(`${BASE}/guides`, notFound));
    const first = renderWithProviders(<GuideScreen categorySlug="nope" guideSlug="nothing" />);
    await screen.findByRole('heading', { level: 1, name: 'Guide not found' });
    expect(screen.getByRole('link', { name: 'All guides' }).getAttribute('href')).toBe(
      '/apps/help-center/guides',
    );
    first.unmount();

    renderWithProviders(<GuidesScreen categorySlug="nope" />);
    await screen.findByText(
      'There is no guide category called “nope”. It may have been renamed or removed.',
    );
    expect(screen.getByRole('link', { name: 'All guides' })).toBeTruthy();
  });
});
