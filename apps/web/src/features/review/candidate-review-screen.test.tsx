// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CandidateScorecards, ScorecardInput } from '@rehearse/contracts/scorecards';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { CandidateReviewScreen } from './candidate-review-screen';

const PATH = '/api/recruiter/postings/p1/candidates/c1/scorecards';
const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const anchors = ['Lost', 'Shaky', 'Sound', 'Strong', 'Exceptional'];

const scorecards = (over: Partial<CandidateScorecards> = {}): CandidateScorecards => ({
  candidate: { id: 'c1', name: 'Ada Lovelace', stage: 'completed' },
  criteria: [
    { id: 'k1', name: 'Problem solving', description: null, weight: 2, anchors },
    { id: 'k2', name: 'Communication', description: null, weight: 1, anchors },
  ],
  visibility: 'after-submitting',
  can_score: true,
  can_decide: false,
  mine: null,
  others: null,
  aggregate: null,
  hidden_reason: 'submit-first',
  ...over,
});

afterEach(() => apiServer.events.removeAllListeners());
// The answers beside the scorecard have their own tests (components/candidate-answers.test.tsx).
beforeEach(() =>
  apiServer.use(
    http.get('/api/recruiter/postings/p1/candidates/c1/answers', () =>
      ok({
        candidate: { id: 'c1', name: 'Ada Lovelace', stage: 'completed' },
        anonymized: false,
        media_note: null,
        answers: [],
      }),
    ),
  ),
);

const show = () =>
  renderWithProviders(<CandidateReviewScreen postingId="p1" candidateId="c1" />, {
    url: '/recruiter/jobs/view-posting/p1/candidates/c1',
  });

describe('a candidate’s review', () => {
  it('scores on the rubric with level descriptions, then submits and sees the team', async () => {
    const sent: ScorecardInput[] = [];
    let submitted = false;
    apiServer.use(
      http.get(PATH, () => ok(scorecards())),
      http.put(`${PATH}/mine`, async ({ request }) => {
        sent.push((await request.json()) as ScorecardInput);
        return ok(scorecards());
      }),
      http.post(`${PATH}/mine/submit`, () => {
        submitted = true;
        return ok(
          scorecards({
            candidate: { id: 'c1', name: 'Ada Lovelace', stage: 'in_review' },
            mine: {
              id: 's1',
              reviewer: { id: 'me', name: 'Me Myself' },
              ratings: [{ criterion_id: 'k1', rating: 4, note: '' }],
              notes: '',
              recommendation: 'yes',
              submitted_at: '2026-11-26T10:00:00.000Z',
              updated_at: '2026-11-26T10:00:00.000Z',
            },
            others: [
              {
                id: 's2',
                reviewer: { id: 'r2', name: 'Rita Recruiter' },
                ratings: [{ criterion_id: 'k1', rating: 1, note: 'missed the edge cases' }],
                notes: 'Not convinced',
                recommendation: 'no',
                submitted_at: '2026-11-26T09:00:00.000Z',
                updated_at: '2026-11-26T09:00:00.000Z',
              },
            ],
            hidden_reason: null,
            aggregate: {
              scorecards: 2,
              overall: 2.5,
              criteria: [
                {
                  criterion_id: 'k1',
                  name: 'Problem solving',
                  weight: 2,
                  mean: 2.5,
                  min: 1,
                  max: 4,
                  spread: 3,
                  ratings: 2,
                  disagreement: true,
                  gap: false,
                },
                {
                  criterion_id: 'k2',
                  name: 'Communication',
                  weight: 1,
                  mean: null,
                  min: null,
                  max: null,
                  spread: null,
                  ratings: 0,
                  disagreement: false,
                  gap: true,
                },
              ],
              recommendations: { 'strong-no': 0, no: 1, yes: 1, 'strong-yes': 0 },
              disagreement: true,
              gaps: 1,
            },
          }),
        );
      }),
    );
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(
      screen.getByText('Blind scoring: submit your own scorecard to see the team’s.'),
    ).toBeTruthy();

    const user = userEvent.setup();
    const problem = screen.getByRole('group', { name: /Problem solving/ });
    await user.click(within(problem).getByRole('button', { name: '4: Strong' }));
    expect(screen.getByText('4: Strong')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit scorecard' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(submit);

    expect(await screen.findByText('Who said what')).toBeTruthy();
    expect(sent).toEqual([
      { ratings: [{ criterion_id: 'k1', rating: 4, note: '' }], notes: '', recommendation: 'yes' },
    ]);
    expect(submitted).toBe(true);
    expect(screen.getAllByText('Disagreement').length).toBeGreaterThan(0);
    expect(screen.getByText('1 criterion unrated')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Rita Recruiter' })).toBeTruthy();
    expect(screen.getByText('Not convinced')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('says why someone outside the hiring team does not score', async () => {
    apiServer.use(
      http.get(PATH, () => ok(scorecards({ can_score: false, hidden_reason: null, others: [] }))),
    );
    show();
    expect(await screen.findByText(/only the posting’s hiring team scores/)).toBeTruthy();
    expect(screen.getByText('No one has submitted a scorecard yet.')).toBeTruthy();
  });

  it('shows an error with a retry when the scorecards cannot load', async () => {
    apiServer.use(
      http.get(PATH, () =>
        HttpResponse.json(
          { success: false, error: { code: 'request.not_found', message: 'No such candidate' } },
          { status: 404 },
        ),
      ),
    );
    show();
    expect(await screen.findByText('The scorecards could not be loaded')).toBeTruthy();
  });

  it('rejects with a delayed email after confirming, for those who decide', async () => {
    const bodies: unknown[] = [];
    let stage: CandidateScorecards['candidate']['stage'] = 'in_review';
    apiServer.use(
      http.get(PATH, () =>
        ok(
          scorecards({
            can_score: false,
            can_decide: true,
            hidden_reason: null,
            others: [],
            candidate: { id: 'c1', name: 'Ada Lovelace', stage },
          }),
        ),
      ),
      http.post('/api/recruiter/postings/p1/decisions', async ({ request }) => {
        bodies.push(await request.json());
        stage = 'rejected';
        return ok({ results: [{ candidate_id: 'c1', ok: true, stage: 'rejected', error: null }] });
      }),
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this candidate?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Send the email' }));
    await user.click(await screen.findByRole('option', { name: 'In 2 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('A decision has been made.')).toBeTruthy();
    expect(bodies).toEqual([
      { to: 'rejected', send_email: true, delay_hours: 48, candidate_ids: ['c1'] },
    ]);
  });

  it('shows a refused decision in the user’s words', async () => {
    apiServer.use(
      http.get(PATH, () =>
        ok(
          scorecards({
            can_decide: true,
            candidate: { id: 'c1', name: 'Ada', stage: 'completed' },
          }),
        ),
      ),
      http.post('/api/recruiter/postings/p1/decisions', () =>
        ok({
          results: [
            {
              candidate_id: 'c1',
              ok: false,
              stage: 'hired',
              error: { code: 'decision.not_allowed', message: 'no' },
            },
          ],
        }),
      ),
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as hired' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as hired' }));
    expect(
      await within(dialog).findByText(
        'This candidate cannot be moved there from their current stage.',
      ),
    ).toBeTruthy();
  });
});
