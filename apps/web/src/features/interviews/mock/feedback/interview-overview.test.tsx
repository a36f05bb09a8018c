// @vitest-environment jsdom
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import { aggregate } from '@rehearse/feedback/aggregate';
import { analyzeAnswer } from '@rehearse/feedback/analyze-answer';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { InterviewOverview } from './interview-overview';

const interview = (feedback: MockInterview['feedback']): MockInterview => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Backend engineer',
  role: null,
  jobDescription: null,
  settings: {
    questionCount: 1,
    mix: { behavioural: 1, technical: 0, roleSpecific: 0 },
    thinkSeconds: 0,
    answerSeconds: 60,
    takes: 1,
  },
  status: 'completed',
  currentPosition: 0,
  createdAt: '2026-11-26T09:00:00.000Z',
  startedAt: '2026-11-26T09:00:00.000Z',
  completedAt: '2026-11-26T09:05:00.000Z',
  questions: [],
  feedback,
  jobTerms: [],
});

describe('InterviewOverview', () => {
  it('says nothing was measured when no answer has words, not "no strength" and "all on target"', async () => {
    const feedback = aggregate([analyzeAnswer({ transcript: '' })]);
    renderWithProviders(<InterviewOverview interview={interview(feedback)} feedback={feedback} />);
    expect(
      await screen.findAllByText('Nothing could be measured: no answer has words yet.'),
    ).toHaveLength(2);
    expect(screen.queryByText('No metric is on target yet.')).toBeNull();
    expect(screen.queryByText('Every measured metric is on target.')).toBeNull();
  });

  it('lists strengths and improvements of answers with words', async () => {
    const feedback = aggregate([
      analyzeAnswer({
        transcript:
          'In my last role our API was slow. I was asked to fix it. I profiled the service and added a cache, and we cut latency by 80 percent.',
        durationSeconds: 12,
      }),
    ]);
    renderWithProviders(<InterviewOverview interview={interview(feedback)} feedback={feedback} />);
    await screen.findByText('Backend engineer');
    expect(screen.queryByText('Nothing could be measured: no answer has words yet.')).toBeNull();
  });
});
