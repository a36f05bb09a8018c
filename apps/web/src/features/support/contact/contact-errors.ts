import { createSupportRequestSchema } from '@rehearse/contracts/support';

export type ContactValues = {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
};
export type ContactField = keyof ContactValues;
// Each a key under support.contact.errors.
export type ContactError =
  | 'nameRequired'
  | 'nameLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'categoryRequired'
  | 'subjectShort'
  | 'subjectLong'
  | 'messageShort'
  | 'messageLong';

const FIELDS: readonly ContactField[] = ['name', 'email', 'category', 'subject', 'message'];

// The request as the API takes it: the account gives name and email when signed in.
export const contactBody = (values: ContactValues, signedIn: boolean) => ({
  ...(signedIn ? {} : { name: values.name.trim(), email: values.email.trim() }),
  category: values.category,
  subject: values.subject,
  message: values.message,
});

// The contract's rules, worded per field for the form (first problem of each field).
export function contactErrors(
  values: ContactValues,
  signedIn: boolean,
): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  if (!signedIn && !values.name.trim()) errors.name = 'nameRequired';
  if (!signedIn && !values.email.trim()) errors.email = 'emailRequired';
  const parsed = createSupportRequestSchema.safeParse(contactBody(values, signedIn));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !FIELDS.includes(field as ContactField)) continue;
    const key = field as ContactField;
    if (errors[key]) continue;
    if (key === 'category') errors.category = 'categoryRequired';
    else if (key === 'email') errors.email = 'emailInvalid';
    else if (key === 'name') errors.name = issue.code === 'too_big' ? 'nameLong' : 'nameRequired';
    else errors[key] = `${key}${issue.code === 'too_big' ? 'Long' : 'Short'}`;
  }
  return errors;
}
