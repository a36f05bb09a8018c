// Auth rules that screens show ("at least 8 characters") apart from the schemas in auth.ts, so
// they can be read without loading zod.
export const PASSWORD_MIN_LENGTH = 8;
