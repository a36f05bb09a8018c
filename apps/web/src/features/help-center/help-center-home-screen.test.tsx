// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { HelpCenterHomeScreen } from './help-center-home-screen';
import { BASE, faqCategory, guide } from './test-data';

// Role queries over MUI screens are slow in jsdom on a busy machine (as in the notes tests).
configure({ asyncUtilTimeout: 5000 });

const mostAsked = () =>
  http.get(`${BASE}/faqs`, ({ request }) => {
    expect(new URL(request.url).searchParams.get('slug')).toBe('most-asked');
    return HttpResponse.json([faqCategory('most-asked', 'Most asked')]);
  });

describe('the help centre home', () => {
  it('lists the most-asked questions, each opening in its category', async () => {
    apiServer.use(mostAsked());
    renderWithProviders(<HelpCenterHomeScreen />, { url: '/apps/help-center' });
    const list = await screen.findByRole('list', { name: 'Most asked questions' });
    const link = within(list).getByRole('link', { name: 'How do I pay?' });
    expect(link.getAttribute('href')).toBe('/apps/help-center/faqs/most-asked#f1');
    expect(screen.getByRole('link', { name: /^Guides/ }).getAttribute('href')).toBe(
      '/apps/help-center/guides',
    );
    expect(screen.getByRole('link', { name: /^Support/ }).getAttribute('href')).toBe(
      '/apps/help-center/support',
    );
  });

  it('searches as the user types, keeps the term in the address and links each result', async () => {
    const searched: string[] = [];
    apiServer.use(
      mostAsked(),
      http.get(`${BASE}/search`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')!;
        searched.push(q);
        return HttpResponse.json(
          q === 'refund'
            ? {
                faqs: [
                  {
                    ...faqCategory().faqs[1],
                    category: { slug: 'payments', title: 'Payments' },
                  },
                ],
                guides: [
                  {
                    ...guide('refunds', 'Refunds explained', 'g-pay'),
                    category: { slug: 'payments', title: 'Payments' },
                  },
                ],
              }
            : { faqs: [], guides: [] },
        );
      }),
    );
    const { router } = renderWithProviders(<HelpCenterHomeScreen />, { url: '/apps/help-center' });
    const box = screen.getByRole('searchbox', { name: 'Search the help center' });
    fireEvent.change(box, { target: { value: 'refund' } });

    const faqs = await screen.findByRole('list', { name: 'Questions' });
    expect(within(faqs).getByRole('link').getAttribute('href')).toBe(
      '/apps/help-center/faqs/payments#f2',
    );
    const guides = screen.getByRole('list', { name: 'Guides' });
    expect(
      within(guides)
        .getByRole('link', { name: /Refunds explained/ })
        .getAttribute('href'),
    ).toBe('/apps/help-center/guides/payments/refunds');
    expect(router.state.location.search).toBe('?q=refund');
    // Typing waits for a pause: one call for the whole word.
    expect(searched).toEqual(['refund']);

    fireEvent.change(box, { target: { value: 'zebra' } });
    await screen.findByText('Nothing found for “zebra”');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zebra'));

    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByText(/Nothing found/)).toBeNull());
  });

  it('runs the search in the address when opened from a link', async () => {
    apiServer.use(
      mostAsked(),
      http.get(`${BASE}/search`, () =>
        HttpResponse.json({ error: 'Server error', code: 'server.internal' }, { status: 500 }),
      ),
    );
    renderWithProviders(<HelpCenterHomeScreen />, { url: '/apps/help-center?q=billing' });
    expect(
      (screen.getByRole('searchbox', { name: 'Search the help center' }) as HTMLInputElement).value,
    ).toBe('billing');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search could not be run');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
