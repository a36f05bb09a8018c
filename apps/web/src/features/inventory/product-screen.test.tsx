// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ProductScreen } from './product-screen';
import { inventoryApi } from './test-inventory-api';

// The editor has many fields: on a busy machine it takes a while to mount in jsdom.
configure({ asyncUtilTimeout: 10_000 });
const TIMEOUT = 60_000;

const show = (id = 'p2', search = '?sort=price') =>
  renderWithProviders(
    <Routes>
      <Route path="/apps/ecommerce/inventory/:productId" element={<ProductScreen />} />
      <Route path="/apps/ecommerce/inventory" element={<p>The table</p>} />
    </Routes>,
    { url: `/apps/ecommerce/inventory/${id}${search}` },
  );
const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: new RegExp(`^${name}`) });
const price = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Price' });

describe('Product editor', () => {
  it(
    'computes the price from base price and tax while typing, and saves with a toast',
    async () => {
      const { calls, products } = inventoryApi();
      show();
      await screen.findByRole('form', { name: 'Edit Product 02' });
      expect(price().value).toBe('$22.00');
      await userEvent.clear(field('Base price'));
      await userEvent.type(field('Base price'), '19.99');
      await userEvent.clear(field('Tax'));
      await userEvent.type(field('Tax'), '18');
      expect(price().value).toBe('$23.59');

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Product 02 was saved.')).toBeTruthy();
      const patch = calls.find((call) => call.method === 'PATCH')!;
      expect(patch.body).toMatchObject({ id: 'p2', product: { basePrice: 19.99, taxPercent: 18 } });
      expect(products.get('p2')!.price).toBe(23.59);
    },
    TIMEOUT,
  );

  it(
    'refuses an empty name, negative figures and a tax over 100 without calling the API',
    async () => {
      const { calls } = inventoryApi();
      show();
      const name = await screen.findByRole('textbox', { name: 'Name' });
      await userEvent.clear(name);
      await userEvent.clear(field('Stock'));
      await userEvent.type(field('Stock'), '-3');
      await userEvent.clear(field('Tax'));
      await userEvent.type(field('Tax'), '120');
      await userEvent.clear(field('Cost'));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      const helper = (input: HTMLElement) =>
        document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
      await waitFor(() => expect(helper(name)).toBe('This field is required.'));
      expect(helper(field('Stock'))).toBe('Must be at least 0.');
      expect(helper(field('Tax'))).toBe('Must be at most 100.');
      expect(helper(field('Cost'))).toBe('Enter a number.');
      expect(price().value).toBe('');
      expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'keeps what was typed and says why when the server refuses the save',
    async () => {
      inventoryApi({ failPatch: true });
      show();
      const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' });
      await userEvent.clear(name);
      await userEvent.type(name, 'Renamed');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The product was not saved: Use at most 200 characters.'),
      ).toBeTruthy();
      expect(name.value).toBe('Renamed');
      // The heading (the cached product) went back to the saved name.
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Product 02' })).toBeTruthy());
    },
    TIMEOUT,
  );

  it(
    'chooses the thumbnail among the images and takes an image off',
    async () => {
      const { calls, products } = inventoryApi();
      const images = ['/img/a.jpg', '/img/b.jpg', '/img/c.jpg'];
      products.set('p2', { ...products.get('p2')!, thumbnail: '/img/thumb.jpg', images });
      show();
      await screen.findByRole('form', { name: 'Edit Product 02' });
      // The current thumbnail is not among the images: it is offered first.
      const current = screen.getByRole<HTMLInputElement>('radio', {
        name: 'Use image 1 as the thumbnail',
      });
      expect(current.checked).toBe(true);
      await userEvent.click(screen.getByRole('radio', { name: 'Use image 3 as the thumbnail' }));
      await userEvent.click(screen.getByRole('button', { name: 'Remove image 4' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Product 02 was saved.')).toBeTruthy();
      expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
        product: { thumbnail: '/img/b.jpg', images: ['/img/a.jpg', '/img/b.jpg'] },
      });
    },
    TIMEOUT,
  );

  it(
    'deletes after asking and returns to the table it came from',
    async () => {
      const { products } = inventoryApi();
      const { router } = show();
      await screen.findByRole('form', { name: 'Edit Product 02' });
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Product 02?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
      expect(await screen.findByText('Product 02 was deleted.')).toBeTruthy();
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/apps/ecommerce/inventory?sort=price',
      );
      expect(products.has('p2')).toBe(false);
    },
    TIMEOUT,
  );
});
