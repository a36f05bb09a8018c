import { createMockInterviewSchema } from '@rehearse/contracts/mock-interviews';
import { z } from 'zod';
import type { SetupValues } from './setup-values';

// The contract's setup, read from the form: no role chosen ('') and a blank job description are
// none at all, so the contract's "a role or a job description" rule decides.
export const setupFormSchema = z.preprocess(
  (values: SetupValues) => ({
    ...values,
    role: values.role || undefined,
    jobDescription: values.jobDescription.trim() || undefined,
  }),
  createMockInterviewSchema,
);
