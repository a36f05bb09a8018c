import type { Db } from '../db/db';
import type { Language } from './request-language';

// The account a hook receives: its id for the rows it adds, its creation time for sample dates
// relative to the sign-up, and the language it signed up in.
export type NewAccount = { userId: string; createdAt: Date; language: Language };

// Something a new account gets besides its user row (each area's copy of its sample data). The
// list is wired in app.ts, so the auth module runs the hooks without knowing the areas. Hooks run
// in order inside the sign-up transaction (`tx`): a failing hook fails the sign-up, and no
// account exists half-made. See docs/decisions/022-enforced-boundaries.md.
export type AccountCreatedHook = (tx: Db, account: NewAccount) => Promise<void>;
