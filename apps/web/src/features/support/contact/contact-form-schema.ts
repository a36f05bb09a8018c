import { createSupportRequestSchema } from '@rehearse/contracts/support';

// The contract's request. The account gives name and email when signed in; a signed-out
// visitor must give both.
export const contactFormSchema = (signedIn: boolean) =>
  signedIn
    ? createSupportRequestSchema.omit({ name: true, email: true })
    : createSupportRequestSchema.required({ name: true, email: true });

export type ContactValues = {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
};
