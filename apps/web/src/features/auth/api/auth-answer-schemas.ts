import { z } from 'zod';

// The answers of the auth calls, loaded with the first call (auth.queries.ts): the sign-in page's
// initial JavaScript stays without zod.
export { authResponseSchema } from '@rehearse/contracts/user';

// These calls answer a bare `true`; the status code is what counts.
export const acknowledgement = z.unknown();
