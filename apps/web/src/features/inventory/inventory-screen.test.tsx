// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { InventoryScreen } from './inventory-screen';
import { inventoryApi } from './test-inventory-api';

configure({ asyncUtilTimeout: 5000 });

const show = (url = '/apps/ecommerce/inventory') =>
  renderWithProviders(<InventoryScreen />, { url });
const table = () => screen.getByRole('table', { name: 'Products' });
const names = () =>
  within(table())
    .getAllByRole('link')
    .map((link) => link.textContent);
const apiPages = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('/products')).map((call) => call.url.split('?')[1]);

describe('Inventory table', () => {
  it('asks for the first page (zero-based) sorted by name, and shows price, stock and state', async () => {
    const { calls } = inventoryApi();
    show();
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe('Product 01');
    expect(apiPages(calls)[0]).toBe('sort=name&order=asc&page=0&size=10');
    const first = within(table()).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('$11.00');
    expect(first.textContent).toContain('1low');
    expect(first.textContent).toContain('Inactive');
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
  });

  it('sorts by a clicked header, reversing on a second click, with the sort in the URL', async () => {
    const { calls } = inventoryApi();
    const { router } = show('/apps/ecommerce/inventory?page=2');
    await waitFor(() => expect(names()[0]).toBe('Product 11'));
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(names()[0]).toBe('Product 01'));
    // A new sort starts at the first page.
    expect(router.state.location.search).toBe('?sort=price');
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(names()[0]).toBe('Product 23'));
    expect(router.state.location.search).toBe('?sort=price&order=desc');
    expect(apiPages(calls)).toContain('sort=price&order=desc&page=0&size=10');
    const header = screen.getByRole('columnheader', { name: /Price/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('pages and changes the page size through the URL', async () => {
    const { calls } = inventoryApi();
    const { router } = show('/apps/ecommerce/inventory?sort=stock');
    await waitFor(() => expect(names()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(names()).toEqual(['Product 21', 'Product 22', 'Product 23']));
    expect(router.state.location.search).toBe('?sort=stock&page=3');
    expect(apiPages(calls)).toContain('sort=stock&order=asc&page=2&size=10');
    expect(screen.getByText('21–23 of 23')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: /Per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(names()).toHaveLength(23));
    expect(router.state.location.search).toBe('?sort=stock&size=25');
  });

  it('shows a page past the last with a link to the last page', async () => {
    inventoryApi();
    const { router } = show('/apps/ecommerce/inventory?page=7');
    expect(
      await screen.findByText('There is no page 7: the products now fit on 3 pages.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 3' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('searches as the user types and says when nothing matches', async () => {
    const { calls } = inventoryApi();
    const { router } = show();
    await waitFor(() => expect(names()).toHaveLength(10));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'product 2');
    await waitFor(() =>
      expect(names()).toEqual(['Product 20', 'Product 21', 'Product 22', 'Product 23']),
    );
    expect(router.state.location.search).toBe('?q=product+2');
    expect(calls.some((call) => call.url.includes('search=product+2'))).toBe(true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'x');
    expect(await screen.findByText('No products match “product 2x”.')).toBeTruthy();
  });

  it('deletes a product from the table after asking', async () => {
    const { calls, products } = inventoryApi();
    show();
    await waitFor(() => expect(names()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Product 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Product 01?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByText('Product 01 was deleted.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('id=p1'))).toBe(true);
    expect(products.has('p1')).toBe(false);
    await waitFor(() => expect(names()[0]).toBe('Product 02'));
  });
});
