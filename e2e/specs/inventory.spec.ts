import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccount, openSignedIn, saveSettings } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { useBrowser, type ViewportName } from '../support/browser';
import { collectPageProblems } from '../support/page-problems';

const { newPage } = useBrowser();

const BASE = '/api/apps/ecommerce/inventory';
type Product = { id: string; name: string; price: number; basePrice: number; taxPercent: number };
type ProductPage = {
  products: Product[] | null;
  pagination: { length?: number; lastPage: number };
};
type Tag = { id: string; title: string };

// The products on screen: the table on a desktop, the card list on a phone (both "Products").
const rows = (page: Page, viewport: ViewportName) =>
  page.getByRole(viewport === 'desktop' ? 'table' : 'list', { name: 'Products' });
const rowNames = (page: Page, viewport: ViewportName) =>
  rows(page, viewport).getByRole('link').allInnerTexts();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const apiPage = (token: string, query: string) =>
  callApi<ProductPage>(token, 'GET', `${BASE}/products?${query}`);

// Issue 18 §2: the inventory on the real API at both widths. A fresh account has the 23 sample
// products, so the table has three pages of ten.
describe.each<ViewportName>(['desktop', 'phone'])('inventory (%s)', (viewport) => {
  it('searches, sorts by price, pages to the end, edits and saves a product, manages tags, adds and deletes', async () => {
    const account = await createAccount('Ivy Inventory');
    const page = await openSignedIn(newPage, account, {
      viewport,
      path: '/apps/ecommerce/inventory',
    });
    const problems = collectPageProblems(page);
    await rows(page, viewport).waitFor();
    expect(await rowNames(page, viewport)).toHaveLength(10);

    // Search as you type, in the address.
    await search(page).fill('blazer');
    await page.waitForURL((url) => url.search === '?q=blazer');
    await expect
      .poll(() => rowNames(page, viewport))
      .toEqual(['Navy Wool Interview Blazer', 'Tailored Black Blazer']);
    await search(page).fill('');
    await page.waitForURL((url) => url.search === '');

    // Sort by price, descending: the headers on a desktop, the sort fields on a phone.
    if (viewport === 'desktop') {
      await page.getByRole('button', { name: 'Price' }).click();
      await page.waitForURL((url) => url.search === '?sort=price');
      await page.getByRole('button', { name: 'Price' }).click();
    } else {
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Price', exact: true }).click();
      await page.waitForURL((url) => url.search === '?sort=price');
      await page.getByRole('combobox', { name: 'Order' }).click();
      await page.getByRole('option', { name: 'Descending' }).click();
    }
    await page.waitForURL((url) => url.search === '?sort=price&order=desc');
    const byPrice = await apiPage(account.token, 'sort=price&order=desc&page=0&size=10');
    await expect
      .poll(() => rowNames(page, viewport))
      .toEqual(byPrice.products!.map((product) => product.name));

    // To the last page (a phone has Next only), which Back leaves again.
    if (viewport === 'desktop') {
      await page.getByRole('button', { name: 'Last page' }).click();
    } else {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.getByRole('button', { name: 'Next page' }).click();
    }
    await page.waitForURL((url) => url.search === '?sort=price&order=desc&page=3');
    const last = await apiPage(account.token, 'sort=price&order=desc&page=2&size=10');
    await expect
      .poll(() => rowNames(page, viewport))
      .toEqual(last.products!.map((product) => product.name));
    await page.getByText('21–23 of 23').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A stale link past the last page says so and leads to the last one.
    await page.goto('/apps/ecommerce/inventory?page=9');
    await page.getByText('There is no page 9: the products now fit on 3 pages.').waitFor();
    await page.getByRole('link', { name: 'Go to page 3' }).click();
    await page.waitForURL((url) => url.search === '?page=3');
    await expect.poll(async () => (await rowNames(page, viewport)).length).toBe(3);

    // Open a product, change it, see the price worked out, save, and find it after a reload.
    await page.goto('/apps/ecommerce/inventory?q=blazer');
    await rows(page, viewport).getByRole('link', { name: 'Tailored Black Blazer' }).click();
    await page.waitForURL((url) => /\/apps\/ecommerce\/inventory\/[^/]+$/.test(url.pathname));
    expect(new URL(page.url()).search).toBe('?q=blazer');
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const renamed = `Tailored Black Blazer (${viewport})`;
    await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await page.getByRole('spinbutton', { name: /^Base price/ }).fill('150');
    await page.getByRole('spinbutton', { name: /^Tax/ }).fill('18');
    expect(await page.getByRole('textbox', { name: 'Price' }).inputValue()).toBe('$177.00');
    await page.getByRole('spinbutton', { name: /^Stock/ }).fill('4');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${renamed} was saved.`).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: renamed }).waitFor();
    expect(await page.getByRole('spinbutton', { name: /^Stock/ }).inputValue()).toBe('4');
    const saved = await callApi<Product>(account.token, 'GET', `${BASE}/product?id=${id}`);
    expect(saved).toMatchObject({ name: renamed, basePrice: 150, taxPercent: 18, price: 177 });
    await page.getByRole('link', { name: 'Back to inventory' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/apps/ecommerce/inventory' && url.search === '?q=blazer',
    );
    // Four in stock is low: said in words beside the count.
    await rows(page, viewport).getByText('low', { exact: true }).waitFor();

    // Tags: create, rename and delete (asked first) in the tags dialog.
    await page.getByRole('button', { name: 'Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Product tags' });
    const tag = `Seasonal ${viewport}`;
    await dialog.getByRole('textbox', { name: 'New tag' }).fill(tag);
    await dialog.getByRole('button', { name: 'Add' }).click();
    const renameField = dialog.getByRole('textbox', { name: `Rename tag ${tag}` });
    await renameField.waitFor();
    await renameField.fill(`${tag} sale`);
    await renameField.press('Enter');
    await dialog.getByRole('textbox', { name: `Rename tag ${tag} sale` }).waitFor();
    const tags = () => callApi<Tag[]>(account.token, 'GET', `${BASE}/tags`);
    await expect.poll(async () => (await tags()).map((t) => t.title)).toContain(`${tag} sale`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: `Delete tag ${tag} sale` }).click();
    await page
      .getByRole('dialog', { name: `Delete the tag “${tag} sale”?` })
      .getByRole('button', { name: 'Delete tag' })
      .click();
    await expect.poll(async () => (await tags()).map((t) => t.title)).not.toContain(`${tag} sale`);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // A new product opens in its editor; named and saved, it is deleted from the table.
    await page.getByRole('button', { name: 'New product' }).click();
    await page.waitForURL((url) => /\/apps\/ecommerce\/inventory\/[^/]+$/.test(url.pathname));
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('A New Product');
    const name = `Zinc Cufflinks ${viewport}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} was saved.`).waitFor();
    await page.getByRole('link', { name: 'Back to inventory' }).click();
    await search(page).fill('zinc');
    await rows(page, viewport).getByRole('link', { name }).waitFor();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete product' })
      .click();
    await page.getByText(`${name} was deleted.`).waitFor();
    await page.getByText('No products match “zinc”.').waitFor();
    expect((await apiPage(account.token, 'search=zinc&page=0')).pagination.length).toBe(0);

    expect(problems).toEqual([]);
  });

  it('passes axe in the dark scheme: the table, the editor and the tags dialog', async () => {
    const account = await createAccount('Dara Dark Inventory');
    await saveSettings(account.token, { scheme: 'dark' });
    const page = await openSignedIn(newPage, account, {
      viewport,
      path: '/apps/ecommerce/inventory?sort=stock',
    });
    const problems = collectPageProblems(page);
    await rows(page, viewport).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tags' }).click();
    await page
      .getByRole('dialog', { name: 'Product tags' })
      .getByRole('textbox', { name: /^Rename tag/ })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Done' }).click();
    await rows(page, viewport).getByRole('link').first().click();
    await page.getByRole('form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
