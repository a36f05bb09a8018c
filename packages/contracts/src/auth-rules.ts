// The account rules that screens show ("at least 8 characters") apart from the schemas in
// auth.ts, so they can be read without loading zod. Sign-up, password reset, the workspace's
// password change and their forms all use these numbers through auth.ts.
export const PASSWORD_MIN_LENGTH = 8;
// As long as sign-in accepts, so every password that was ever set can still be typed.
export const PASSWORD_MAX_LENGTH = 256;
// RFC 5321's longest forward path.
export const EMAIL_MAX_LENGTH = 254;
// A person's name on their account (sign-up, profile, a support request).
export const NAME_MAX_LENGTH = 100;
