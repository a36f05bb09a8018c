import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { postingCandidates } from './posting-candidates';
import { postings } from './postings';
import { users } from './users';

// Billing (docs/decisions/055-subscriptions-and-credits.md): one subscription per organization
// (a candidate's own organization is on the free plan, a recruiting one on the recruiting plan),
// with its interview credits kept as an append-only ledger.

export const PLANS = ['candidate-free', 'recruiting'] as const;
export const LEDGER_KINDS = [
  'grant',
  'reserve',
  'capture',
  'release',
  'refund',
  'expire',
  'adjust',
] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLANS }).notNull(),
    // Credits free to spend, and credits held by pending invitations. Each changes only in the
    // transaction that appends the ledger row saying why (domain/credit-ledger.ts); the
    // invariant balance = sum(ledger.amount), reserved = sum(ledger.reserved_change) is checked.
    balance: integer('balance').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    // The plan's monthly interview credits and seats, copied at sign-up or plan change so an
    // organization keeps its terms when the plan's defaults change.
    monthlyAllowance: integer('monthly_allowance').notNull().default(0),
    seats: integer('seats').notNull().default(1),
    // The allowance period the last grant covered (first day of the month, UTC).
    allowancePeriod: timestamp('allowance_period', { withTimezone: true }),
    // A percent-off promo code waiting for the next purchase (applied once, then cleared).
    pendingPromoCodeId: uuid('pending_promo_code_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_organization_key').on(t.organizationId),
    check('subscriptions_balance_check', sql`${t.balance} >= 0`),
    check('subscriptions_reserved_check', sql`${t.reserved} >= 0`),
  ],
);

// One row per change of a subscription's credits, never updated (a trigger refuses it). The
// idempotency key makes a replay (a webhook twice, a promo code applied again, the same
// invitation reserved twice) a no-op: the second insert finds the key taken.
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    // The change of `balance` and of `reserved` this row made.
    amount: integer('amount').notNull(),
    reservedChange: integer('reserved_change').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason'),
    postingId: uuid('posting_id').references(() => postings.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id').references(() => postingCandidates.id, {
      onDelete: 'set null',
    }),
    checkoutSessionId: text('checkout_session_id'),
    promoCodeId: uuid('promo_code_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_ledger_idempotency_key').on(t.idempotencyKey),
    index('credit_ledger_subscription_idx').on(t.subscriptionId, t.createdAt.desc(), t.id),
    index('credit_ledger_posting_idx').on(t.postingId),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper case; matched case-insensitively.
    code: text('code').notNull(),
    kind: text('kind', { enum: ['credits', 'percent'] }).notNull(),
    credits: integer('credits'),
    percentOff: integer('percent_off'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Null: no limit overall. Per organization: at most this many redemptions (default once).
    maxRedemptions: integer('max_redemptions'),
    maxPerOrganization: integer('max_per_organization').notNull().default(1),
    // Kept in the redeeming transaction, under the code's row lock, so a limit holds under
    // concurrent redemptions.
    redemptionCount: integer('redemption_count').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check(
      'promo_codes_value_check',
      sql`(${t.kind} = 'credits' and ${t.credits} > 0 and ${t.percentOff} is null) or (${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.credits} is null)`,
    ),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promo_redemptions_code_idx').on(t.promoCodeId, t.createdAt),
    index('promo_redemptions_organization_idx').on(t.organizationId, t.promoCodeId),
  ],
);

// A payment provider's checkout session for a credit pack (decision 056). Its id is the
// provider's; fulfilment grants the credits once (ledger key `checkout:<id>`), whichever of
// the webhook and the success page comes first.
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    pack: text('pack').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    percentOff: integer('percent_off'),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_organization_idx').on(t.organizationId, t.createdAt)],
);

// Webhook events already handled: a replay of the same event id changes nothing.
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CreditLedgerRow = typeof creditLedger.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
