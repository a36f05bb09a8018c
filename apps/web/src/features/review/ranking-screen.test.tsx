// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { RankingScreen } from './ranking-screen';

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const ranking = (data: { items: unknown[]; hidden: number }) =>
  apiServer.use(http.get('/api/recruiter/postings/p1/ranking', () => ok(data)));

afterEach(() => apiServer.events.removeAllListeners());

describe('the compare page', () => {
  it('says no one finished only when no one did', async () => {
    ranking({ items: [], hidden: 0 });
    renderWithProviders(<RankingScreen postingId="p1" />);
    expect(await screen.findByText('No candidate has finished the interview yet.')).toBeTruthy();
  });

  it('says blind scoring hides the candidates, not that no one finished', async () => {
    ranking({ items: [], hidden: 2 });
    renderWithProviders(<RankingScreen postingId="p1" />);
    expect(
      await screen.findByText(
        '2 candidates are not shown: blind scoring hides the scores until you submit yours.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No candidate has finished the interview yet.')).toBeNull();
  });
});
