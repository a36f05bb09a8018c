import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/billing';
import { currentSubscription } from '../../domain/credit-allowance';
import { applyLedgerChange, ensureSubscription } from '../../domain/credit-ledger';
import { db, expectLedgerConsistent, team } from './billing-test-kit';

// The monthly allowance (domain/credit-allowance.ts, decision 055): granted once per calendar
// month (UTC) when the subscription is read; what is left of it at the turn of the month
// expires; purchased and promo credits never do.

const at = (iso: string) => new Date(iso);
const rowsOf = async (subscriptionId: string) =>
  (
    await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.subscriptionId, subscriptionId))
      .orderBy(creditLedger.createdAt, creditLedger.idempotencyKey)
  ).map((row) => [row.kind, row.amount, row.idempotencyKey.replace(subscriptionId, 'S')]);

async function reserve(subscriptionId: string, key: string, when: string) {
  await applyLedgerChange(db, subscriptionId, {
    kind: 'reserve',
    amount: -1,
    reservedChange: 1,
    idempotencyKey: key,
    at: at(when),
  });
}

describe('the monthly allowance', () => {
  it('grants once a month, expires the unused part, and never expires purchased credits', async () => {
    const t = await team();
    // Created in November: the month's 20 granted at once; reading again grants nothing more.
    const created = await currentSubscription(db, t.organizationId, at('2026-11-03T10:00:00Z'));
    expect(created).toMatchObject({ plan: 'recruiting', balance: 20, reserved: 0 });
    await currentSubscription(db, t.organizationId, at('2026-11-30T23:59:59Z'));
    const id = created.id;

    // Five invitations in November (one released again: four spent), 50 credits bought.
    for (const n of [1, 2, 3, 4, 5]) await reserve(id, `r${n}`, '2026-11-10T00:00:00Z');
    await applyLedgerChange(db, id, {
      kind: 'release',
      amount: 1,
      reservedChange: -1,
      idempotencyKey: 'rel1',
      at: at('2026-11-12T00:00:00Z'),
    });
    await applyLedgerChange(db, id, {
      kind: 'grant',
      amount: 50,
      idempotencyKey: 'checkout:test',
      reason: 'Credit pack',
      at: at('2026-11-20T00:00:00Z'),
    });
    expect((await ensureSubscription(db, t.organizationId)).balance).toBe(66);

    // December: 20 - 4 = 16 unused November credits expire; December's 20 arrive.
    const december = await currentSubscription(db, t.organizationId, at('2026-12-01T00:00:01Z'));
    expect(december.balance).toBe(66 - 16 + 20);
    // Twice, or at once: the same.
    await Promise.all([
      currentSubscription(db, t.organizationId, at('2026-12-02T00:00:00Z')),
      currentSubscription(db, t.organizationId, at('2026-12-03T00:00:00Z')),
    ]);
    expect((await ensureSubscription(db, t.organizationId)).balance).toBe(70);

    // December spends 25: its 20 and 5 of the purchased. Nothing of December is left in
    // January, so nothing expires, and the 45 purchased credits stay.
    for (let n = 0; n < 25; n++) await reserve(id, `d${n}`, '2026-12-15T00:00:00Z');
    const january = await currentSubscription(db, t.organizationId, at('2027-01-05T00:00:00Z'));
    expect(january.balance).toBe(45 + 20);

    // Months without a read get no grant; the last one granted expires whole when nothing was
    // spent, and the free balance bounds what can expire.
    const april = await currentSubscription(db, t.organizationId, at('2027-04-01T00:00:00Z'));
    expect(april.balance).toBe(45 + 20);
    expect(await rowsOf(id)).toEqual([
      ['grant', 20, 'allowance:S:2026-11'],
      ...[1, 2, 3, 4, 5].map((n) => ['reserve', -1, `r${n}`]),
      ['release', 1, 'rel1'],
      ['grant', 50, 'checkout:test'],
      ['expire', -16, 'allowance-expiry:S:2026-11'],
      ['grant', 20, 'allowance:S:2026-12'],
      ...Array.from({ length: 25 }, (_, n) => ['reserve', -1, `d${n}`]).sort((a, b) =>
        String(a[2]).localeCompare(String(b[2])),
      ),
      ['grant', 20, 'allowance:S:2027-01'],
      ['expire', -20, 'allowance-expiry:S:2027-01'],
      ['grant', 20, 'allowance:S:2027-04'],
    ]);
    await expectLedgerConsistent();
  });

  it('gives a candidate’s free plan nothing', async () => {
    const t = await team();
    const free = await currentSubscription(db, t.candidateOrganizationId, new Date());
    expect(free).toMatchObject({ plan: 'candidate-free', balance: 0, monthlyAllowance: 0 });
    expect(await rowsOf(free.id)).toEqual([]);
  });
});
