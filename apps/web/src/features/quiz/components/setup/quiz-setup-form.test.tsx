// @vitest-environment jsdom
import type { SkillLevel } from '@rehearse/contracts/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { QuizSetupForm, type QuizSettings } from './quiz-setup-form';

const SKILLS: SkillLevel[] = [
  { skill: 'react', rating: null, level: 3, answered: 0, questions: 12 },
  { skill: 'sql', rating: 1180, level: 4, answered: 9, questions: 8 },
];

function renderForm(onStart: (settings: QuizSettings) => Promise<unknown>) {
  const user = userEvent.setup();
  renderWithProviders(
    <QuizSetupForm skills={SKILLS} initialSkills={['react']} onStart={onStart} />,
  );
  const skills = screen.getByRole('group', { name: /^Skills/ });
  const start = () => user.click(screen.getByRole('button', { name: 'Start quiz' }));
  return { user, skills, start };
}

const describedText = (element: HTMLElement) => {
  const id = element.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('quiz setup form', () => {
  it('starts with the chosen settings', async () => {
    const onStart = vi.fn(() => Promise.resolve());
    const { user, start } = renderForm(onStart);
    await user.click(screen.getByRole('button', { name: '20 questions' }));
    await start();
    await waitFor(() =>
      expect(onStart).toHaveBeenCalledWith({
        skills: ['react'],
        length: 20,
        difficulty: 'adaptive',
        mode: 'practice',
      }),
    );
  });

  it('says "Not rated yet" for a skill without answers, and the level of a rated one', () => {
    const { skills } = renderForm(() => Promise.resolve());
    const card = (name: string) => within(skills).getByText(name).parentElement!;
    expect(card('React').textContent).toContain('Not rated yet');
    expect(card('React').textContent).not.toMatch(/Level|rating/);
    expect(card('SQL').textContent).toContain('Level 4 · rating 1180');
  });

  it('needs a skill, and starts nothing without one', async () => {
    const onStart = vi.fn(() => Promise.resolve());
    const { user, skills, start } = renderForm(onStart);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await start();
    await waitFor(() => expect(describedText(skills)).toBe('Add at least 1 item.'));
    expect(onStart).not.toHaveBeenCalled();
  });

  it("puts the server's skills without questions under the skills", async () => {
    const { skills, start } = renderForm(() =>
      Promise.reject(
        new ApiError(400, {
          success: false,
          error: {
            code: 'quiz.no_questions',
            message: 'English words the screen must not show',
            field: 'skills',
            params: { skills: 'react' },
          },
        }),
      ),
    );
    await start();
    await waitFor(() =>
      expect(describedText(skills)).toBe('There are no questions for react yet.'),
    );
    expect(screen.queryByText(/English words/)).toBeNull();
  });
});
