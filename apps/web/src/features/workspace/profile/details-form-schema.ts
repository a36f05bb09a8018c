import { personNameSchema } from '@rehearse/contracts/auth';
import { userStatusSchema } from '@rehearse/contracts/user';
import { candidateProfileSchema } from '@rehearse/contracts/workspace';
import { z } from 'zod';

// Name and status belong to the account (PATCH common/user), the headline to the candidate
// profile: each keeps its contract's rule.
export const detailsFormSchema = z.object({
  name: personNameSchema,
  status: userStatusSchema,
  headline: candidateProfileSchema.shape.headline,
});
export type DetailsFormValues = z.output<typeof detailsFormSchema>;
