// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { financeFixture } from '../dashboards.fixtures';
import { FinanceScreen } from './finance-screen';

const section = (name: string) => screen.getByRole('region', { name });

describe('the finance dashboard', () => {
  it('shows statements and the budget against their limits, and the transactions', async () => {
    apiServer.use(http.get('/api/dashboards/finance', () => HttpResponse.json(financeFixture)));
    renderWithProviders(<FinanceScreen />, { url: '/dashboards/finance' });
    const previous = await screen.findByRole('region', { name: 'Previous statement' });
    expect(within(previous).getByText('Paid')).toBeTruthy();
    expect(within(previous).getByText('$27,221.21 of $34,500')).toBeTruthy();
    expect(within(previous).getByText('$7,331.94')).toBeTruthy();
    const current = section('Current statement');
    expect(within(current).getByText('Pending')).toBeTruthy();
    expect(within(current).getByText('$29,819.41 of $34,500')).toBeTruthy();
    const budget = section('Budget');
    expect(within(budget).getByText('$11,763.34 of $20,000')).toBeTruthy();
    expect(within(budget).getByText('$10,974.12 of $250,000 goal')).toBeTruthy();
    expect(
      within(budget).getByText('Over the limit: 178.92%, $789.22 more than allowed'),
    ).toBeTruthy();
    const bills = within(budget).getByRole('progressbar', { name: 'Bills' });
    expect(bills.getAttribute('aria-valuenow')).toBe('100');
    expect(
      screen.getByText('Grew 38.33% over the year; average monthly income $45,332.'),
    ).toBeTruthy();

    const transactions = within(section('Recent transactions')).getAllByRole('row');
    expect(transactions.map((row) => row.textContent)).toEqual([
      'TransactionDateNameAmountStatus',
      expect.stringMatching(/^528651571NT.+Northwind Talent.+\$1,358\.75Completed$/),
      expect.stringMatching(/^421436904YT.+Cloud hosting.+-\$1,042\.82Pending$/),
    ]);

    const balance = section('Account balance');
    fireEvent.click(within(balance).getByRole('button', { name: 'Table' }));
    expect(
      within(within(balance).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent)
        .slice(1, 2),
    ).toEqual([expect.stringMatching(/\$4,500\$3,900$/)]);
  });
});
