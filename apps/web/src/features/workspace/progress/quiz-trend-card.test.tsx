// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { QuizTrendCard } from './quiz-trend-card';

describe('quiz trend card', () => {
  it('says the latest quiz’s own score, not the mean of its day', () => {
    renderWithProviders(
      <QuizTrendCard
        points={[
          { day: '2026-11-20', score: 90, quizzes: 1 },
          { day: '2026-11-21', score: 60, quizzes: 2 },
        ]}
        latest={{ score: 20, completedAt: '2026-11-21T15:00:00.000Z' }}
      />,
    );
    expect(screen.getByText(/3 quizzes on/).textContent).toMatch(/latest quiz 20% on/);
  });
});
