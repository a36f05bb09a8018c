// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { analyticsFixture } from '../dashboards.fixtures';
import { AnalyticsScreen } from './analytics-screen';

const section = (name: string) => screen.getByRole('region', { name });
const tableRows = (name: string) => {
  fireEvent.click(within(section(name)).getByRole('button', { name: 'Table' }));
  return within(within(section(name)).getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);
};

describe('the analytics dashboard', () => {
  it('shows every figure, switches the visitors’ year in the URL and as a table', async () => {
    apiServer.use(http.get('/api/dashboards/analytics', () => HttpResponse.json(analyticsFixture)));
    const { router } = renderWithProviders(<AnalyticsScreen />, { url: '/dashboards/analytics' });
    expect(await screen.findByText('This year: 10,235 visitors in all.')).toBeTruthy();
    expect(
      within(section('Conversions')).getByText('4,123 in total; the last 2 days, day by day.'),
    ).toBeTruthy();
    expect(within(section('Impressions')).getByText(/^46,085 in total/)).toBeTruthy();
    expect(within(section('Visits')).getByText(/^62,083 in total/)).toBeTruthy();
    const pageViews = section('Visitors vs. page views');
    for (const text of ['472', '45%', '55%'])
      expect(within(pageViews).getByText(text)).toBeTruthy();
    for (const name of ['New vs. returning', 'Gender', 'Age', 'Language']) {
      expect(within(section(name)).getByText('Share of 46,085 unique visitors.')).toBeTruthy();
    }
    expect(tableRows('Gender')).toEqual(['GroupShare', 'Female48%', 'Male46%', 'Not stated6%']);

    fireEvent.click(screen.getByRole('button', { name: 'Last year' }));
    expect(router.state.location.search).toBe('?range=last-year');
    expect(screen.getByText('Last year: 5,530 visitors in all.')).toBeTruthy();
    expect(tableRows('Visitors')).toEqual(['MonthVisitors', 'Jan 20252,643', 'Jan 20252,887']);
  });
});
