// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { FaqsScreen } from './faqs-screen';
import { BASE, faqCategory } from './test-data';

// Role queries over MUI screens are slow in jsdom on a busy machine (as in the notes tests).
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no scrollIntoView.
const scrolledTo: string[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});

const expanded = (name: string) =>
  screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('the FAQs screen', () => {
  it('opens the question in the hash, and keeps the one open question in the hash', async () => {
    apiServer.use(
      http.get(`${BASE}/faqs`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('slug')).toBe('payments');
        return HttpResponse.json([faqCategory()]);
      }),
    );
    const { router } = renderWithProviders(<FaqsScreen slug="payments" />, {
      url: '/apps/help-center/faqs/payments#f2',
    });
    await screen.findByRole('heading', { level: 1, name: 'Payments' });
    expect(expanded('Can I get a refund?')).toBe('true');
    expect(expanded('How do I pay?')).toBe('false');
    expect(scrolledTo).toContain('faq-f2');

    fireEvent.click(screen.getByRole('button', { name: 'How do I pay?' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#f1'));
    expect(expanded('How do I pay?')).toBe('true');
    expect(expanded('Can I get a refund?')).toBe('false');
    expect(screen.getByText('Invoices follow by email.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'How do I pay?' }));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(expanded('How do I pay?')).toBe('false');
  });

  it('shows every category with a link to its own page', async () => {
    apiServer.use(
      http.get(`${BASE}/faqs`, () =>
        HttpResponse.json([faqCategory('licenses', 'Licenses'), faqCategory()]),
      ),
    );
    renderWithProviders(<FaqsScreen />, { url: '/apps/help-center/faqs' });
    await screen.findByRole('heading', { level: 2, name: 'Licenses' });
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Licenses' }).getAttribute('href')).toBe(
      '/apps/help-center/faqs/licenses',
    );
  });

  it('says an unknown category is not there and leads back to all FAQs', async () => {
    apiServer.use(
      http.get(`${BASE}/faqs`, () =>
        HttpResponse.json(
          { error: 'No FAQ category with the slug "nope"', code: 'resource.not_found' },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<FaqsScreen slug="nope" />, { url: '/apps/help-center/faqs/nope' });
    await screen.findByText(
      'There is no FAQ topic called “nope”. It may have been renamed or removed.',
    );
    expect(screen.getByRole('link', { name: 'All FAQs' }).getAttribute('href')).toBe(
      '/apps/help-center/faqs',
    );
  });
});
