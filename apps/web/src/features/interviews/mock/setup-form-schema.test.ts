import { issueToError } from '@rehearse/contracts/validation-issues';
import { describe, expect, it } from 'vitest';
import { setupFormSchema } from './setup-form-schema';
import { INITIAL_SETUP, type SetupValues } from './setup-values';

// The codes the form shows (contractResolver), first per field, as the API would answer them.
const problems = (values: SetupValues) => {
  const result = setupFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => {
        const { code, field, params } = issueToError(issue, values);
        return { code, field, ...(params ? { params } : {}) };
      });
};

describe('mock interview setup form schema', () => {
  it('needs a role or a job description', () => {
    expect(problems(INITIAL_SETUP)).toEqual([
      { code: 'interview.role_or_job_description', field: 'role' },
    ]);
    expect(problems({ ...INITIAL_SETUP, jobDescription: '   ' })).toEqual([
      { code: 'interview.role_or_job_description', field: 'role' },
    ]);
  });

  it('gives a role template as the API takes it, without an empty job description', () => {
    expect(
      setupFormSchema.parse({ ...INITIAL_SETUP, role: 'frontend', jobDescription: '  ' }),
    ).toEqual({
      role: 'frontend',
      questionCount: 5,
      mix: { behavioural: 2, technical: 2, roleSpecific: 1 },
      thinkSeconds: 30,
      answerSeconds: 120,
      takes: 2,
    });
  });

  it('names a too-short job description and a mix that does not add up', () => {
    expect(
      problems({
        ...INITIAL_SETUP,
        jobDescription: 'Short',
        mix: { behavioural: 1, technical: 1, roleSpecific: 1 },
      }),
    ).toEqual([
      { code: 'validation.too_short', field: 'jobDescription', params: { minimum: 20 } },
      { code: 'interview.mix_total', field: 'mix' },
    ]);
  });
});
