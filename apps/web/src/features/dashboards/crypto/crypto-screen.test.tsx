// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { cryptoFixture } from '../dashboards.fixtures';
import { CryptoScreen } from './crypto-screen';

const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the crypto dashboard', () => {
  it('shows Bitcoin’s market, the wallets at today’s prices and the watchlist', async () => {
    apiServer.use(http.get('/api/dashboards/crypto', () => HttpResponse.json(cryptoFixture)));
    renderWithProviders(<CryptoScreen />, { url: '/dashboards/crypto' });
    const btc = await screen.findByRole('region', { name: 'Bitcoin (BTC)' });
    expect(
      within(btc).getByText('$8,878.48, up 0.17%; the price over the last 2 minutes.'),
    ).toBeTruthy();
    for (const text of ['$148,752,956,966', '$22,903,438,381', '18,168,448', '$19,891']) {
      expect(within(btc).getByText(text)).toBeTruthy();
    }
    fireEvent.click(within(btc).getByRole('button', { name: 'Table' }));
    expect(rowsOf(btc)).toHaveLength(3);
    expect(rowsOf(btc)[2]).toMatch(/\$8,878\.48$/);

    const wallets = section('Wallets');
    // 2 BTC + 10 ETH + 1 BCH + 100 XRP at the fixture's prices.
    expect(within(wallets).getByText("Worth $19,845.00 at today's prices.")).toBeTruthy();
    fireEvent.click(within(wallets).getByRole('button', { name: 'Table' }));
    expect(rowsOf(wallets)).toEqual([
      'CoinHeldPriceValue',
      'Bitcoin2 BTC$8,878.48$17,756.96',
      'Ethereum10 ETH$170.46$1,704.60',
      'Bitcoin Cash1 BCH$359.93$359.93',
      'XRP100 XRP$0.23512$23.51',
    ]);

    expect(rowsOf(section('Watchlist')).slice(1)).toEqual([
      'ETH Ethereum$170.46up 2.35%From $168.00 to $170.46',
      'ZEC Zcash$58.41down 8.79%From $60.00 to $58.41',
    ]);
  });
});
