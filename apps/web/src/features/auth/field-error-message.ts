import { PASSWORD_MIN_LENGTH } from '@rehearse/contracts/auth-rules';

// The contract schemas word their messages in English; each known message maps to a translation
// so the forms speak the user's language. Unknown messages are shown as they are.
type ValidationKey =
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.emailTooLong'
  | 'validation.passwordRequired'
  | 'validation.passwordTooShort'
  | 'validation.passwordTooLong'
  | 'validation.nameRequired'
  | 'validation.nameTooLong'
  | 'validation.companyTooLong'
  | 'validation.passwordsMustMatch'
  | 'validation.mustAgreeToTerms';

export type FieldErrorMessage =
  { key: ValidationKey; values?: Record<string, number> } | { text: string };

const contractMessages: Record<string, { key: ValidationKey; values?: Record<string, number> }> = {
  'Email is required': { key: 'validation.emailRequired' },
  'Enter a valid email address': { key: 'validation.emailInvalid' },
  'Email is too long': { key: 'validation.emailTooLong' },
  'Password is required': { key: 'validation.passwordRequired' },
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: {
    key: 'validation.passwordTooShort',
    values: { min: PASSWORD_MIN_LENGTH },
  },
  'Password must be at most 256 characters': {
    key: 'validation.passwordTooLong',
    values: { max: 256 },
  },
  'Name is required': { key: 'validation.nameRequired' },
  'Name must be at most 100 characters': { key: 'validation.nameTooLong', values: { max: 100 } },
  'Company must be at most 100 characters': {
    key: 'validation.companyTooLong',
    values: { max: 100 },
  },
};

// Rules added by the web forms themselves carry their translation key as the message.
export const localRules = {
  passwordsMustMatch: 'validation.passwordsMustMatch',
  mustAgreeToTerms: 'validation.mustAgreeToTerms',
} as const satisfies Record<string, ValidationKey>;

const localKeys: readonly string[] = Object.values(localRules);

const isLocalKey = (message: string): message is (typeof localRules)[keyof typeof localRules] =>
  localKeys.includes(message);

export function fieldErrorMessage(message: string | undefined): FieldErrorMessage | undefined {
  if (!message) return undefined;
  if (isLocalKey(message)) return { key: message };
  return contractMessages[message] ?? { text: message };
}
