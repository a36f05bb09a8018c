import { describe, expect, it } from 'vitest';
import { INITIAL_SETUP, toCreateInput } from './setup-values';

describe('toCreateInput', () => {
  it('needs a role or a job description', () => {
    const result = toCreateInput(INITIAL_SETUP);
    expect(result).toEqual({
      ok: false,
      errors: { role: 'Choose a role or paste a job description' },
    });
  });

  it('passes a role template as the API takes it, without an empty job description', () => {
    const result = toCreateInput({ ...INITIAL_SETUP, role: 'frontend', jobDescription: '  ' });
    expect(result).toEqual({
      ok: true,
      input: {
        role: 'frontend',
        questionCount: 5,
        mix: { behavioural: 2, technical: 2, roleSpecific: 1 },
        thinkSeconds: 30,
        answerSeconds: 120,
        takes: 2,
      },
    });
  });

  it('names a too-short job description and a mix that does not add up', () => {
    const result = toCreateInput({
      ...INITIAL_SETUP,
      jobDescription: 'Short',
      mix: { behavioural: 1, technical: 1, roleSpecific: 1 },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.jobDescription).toBe('Paste at least a few lines');
    expect(result.errors.mix).toBe('The mix must add up to the number of questions');
  });
});
