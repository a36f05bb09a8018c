// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { CONTOSO, NORTHWIND, adminPostingsApi } from './admin-postings-test-data';
import { AdminPostingsScreen } from './admin-postings-screen';

const cards = async () =>
  within(
    await screen.findByRole('list', { name: 'Job postings of every organization' }),
  ).getAllByRole('listitem');

describe('Admin postings list', () => {
  it('lists every organization’s postings with their organization, and pages in the URL', async () => {
    const { queries } = adminPostingsApi();
    const { router } = renderWithProviders(<AdminPostingsScreen />, { url: '/admin/postings' });
    const items = await cards();
    expect(items).toHaveLength(20);
    expect(items[0]!.textContent).toContain('Senior Frontend Engineer');
    expect(items[0]!.textContent).toContain('Northwind Talent');
    expect(items[4]!.textContent).toContain('Contoso Careers');
    expect(screen.getByText('25 postings')).toBeTruthy();
    expect(
      within(items[0]!)
        .getByRole('link', { name: 'Senior Frontend Engineer' })
        .getAttribute('href'),
    ).toBe('/admin/jobs/view-posting/p1');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Posting 25')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('filters by organization (a searchable picker), state and search, keeping them in the URL', async () => {
    const { queries } = adminPostingsApi();
    const { router } = renderWithProviders(<AdminPostingsScreen />, { url: '/admin/postings' });
    await screen.findByText('25 postings');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Organization' }), 'cont');
    await user.click(await screen.findByRole('option', { name: 'Contoso Careers' }));
    expect(await screen.findByText('5 postings')).toBeTruthy();
    expect(router.state.location.search).toBe(`?organization=${CONTOSO}`);
    expect(queries.at(-1)?.get('organization_id')).toBe(CONTOSO);
    expect((await cards()).every((item) => item.textContent?.includes('Contoso Careers'))).toBe(
      true,
    );

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    expect(await screen.findByText('1 posting')).toBeTruthy();
    expect(router.state.location.search).toBe(`?organization=${CONTOSO}&state=draft`);
    expect(queries.at(-1)?.get('state')).toBe('draft');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Archived' }));
    expect(await screen.findByText('No postings match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('25 postings')).toBeTruthy();
    expect(router.state.location.search).toBe('');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search title, department or location' }),
      'senior',
    );
    expect(await screen.findByText('1 posting', {}, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=senior');
  });

  it('shows the organization from a deep link by name, and offers a new posting for it', async () => {
    adminPostingsApi();
    renderWithProviders(<AdminPostingsScreen />, {
      url: `/admin/postings?organization=${NORTHWIND}`,
    });
    expect(await screen.findByText('20 postings')).toBeTruthy();
    expect(await screen.findByDisplayValue('Northwind Talent', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New posting' }).getAttribute('href')).toBe(
      `/admin/create-posting?organization=${NORTHWIND}`,
    );
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    adminPostingsApi({ failList: true });
    renderWithProviders(<AdminPostingsScreen />, { url: '/admin/postings' });
    expect(await screen.findByText('The postings could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
