// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { clearAccessToken, setAccessToken } from '../../lib/access-token';
import { CandidateInterviewScreen } from './candidate-interview-screen';
import { KeepInWorkspace } from './keep-in-workspace';

const TOKEN = 'tok_123-abc';
const KEEP = `/api/interview/${TOKEN}/keep`;
const show = () =>
  renderWithProviders(<KeepInWorkspace token={TOKEN} />, { url: `/interview/${TOKEN}` });

afterEach(clearAccessToken);

describe('keeping the interview in the workspace', () => {
  it('offers someone signed out to sign in and come back to the interview', async () => {
    show();
    const link = await screen.findByRole('link', { name: 'Sign in to keep it in your workspace' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/sign-in');
    expect(href.searchParams.get('redirectURL')).toBe(`/interview/${TOKEN}`);
  });

  it('keeps it for someone signed in, with their session, and removes it again', async () => {
    setAccessToken('session-token');
    let kept = false;
    const bearers: (string | null)[] = [];
    apiServer.use(
      http.get(KEEP, () => HttpResponse.json({ success: true, data: { kept } })),
      http.post(KEEP, ({ request }) => {
        bearers.push(request.headers.get('authorization'));
        kept = true;
        return HttpResponse.json({ success: true, data: { kept } });
      }),
      http.delete(KEEP, () => {
        kept = false;
        return HttpResponse.json({ success: true, data: { kept } });
      }),
    );
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keep this interview in my Rehearse workspace' }),
    );
    expect(
      await screen.findByText('This interview is kept in your Rehearse workspace.'),
    ).toBeTruthy();
    expect(bearers).toEqual(['Bearer session-token']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from my workspace' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Keep this interview in my Rehearse workspace' }),
      ).toBeTruthy(),
    );
    expect(kept).toBe(false);
  });

  it('says when another account keeps it', async () => {
    setAccessToken('session-token');
    apiServer.use(
      http.get(KEEP, () => HttpResponse.json({ success: true, data: { kept: false } })),
      http.post(KEEP, () =>
        HttpResponse.json(
          {
            success: false,
            error: { code: 'candidateInterview.kept_by_other', message: 'Kept by another' },
          },
          { status: 409 },
        ),
      ),
    );
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keep this interview in my Rehearse workspace' }),
    );
    expect(
      await screen.findByText(
        'Another Rehearse account already keeps this interview in its workspace.',
      ),
    ).toBeTruthy();
  });

  it('offers to sign in again when the stored session has ended', async () => {
    setAccessToken('expired-token');
    apiServer.use(
      http.get(KEEP, () =>
        HttpResponse.json(
          { success: false, error: { code: 'auth.invalid_token', message: 'Invalid token' } },
          { status: 401 },
        ),
      ),
    );
    show();
    expect(
      await screen.findByRole('link', { name: 'Sign in to keep it in your workspace' }),
    ).toBeTruthy();
  });

  it('is offered on the welcome page, beside the consent', async () => {
    setAccessToken('session-token');
    apiServer.use(
      http.get(`/api/interview/${TOKEN}`, () =>
        HttpResponse.json({
          success: true,
          data: {
            company_name: 'Northwind Talent',
            logo_url: null,
            brand_color: '#0f766e',
            posting_title: 'Platform Engineer',
            intro_message: null,
            closing_message: null,
            candidate_name: 'Cora Candidate',
            plan: [],
            audience: 'hiring-team',
            retention_days_after_archive: 180,
            deadline_at: '2026-12-03T10:00:00.000Z',
            consented_at: null,
            stage: 'invited',
            answered: 0,
            total: 0,
          },
        }),
      ),
      http.get(KEEP, () => HttpResponse.json({ success: true, data: { kept: false } })),
    );
    renderWithProviders(<CandidateInterviewScreen token={TOKEN} />, {
      url: `/interview/${TOKEN}`,
    });
    expect(await screen.findByText('Welcome, Cora Candidate')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Keep this interview in my Rehearse workspace' }),
    ).toBeTruthy();
  });
});
