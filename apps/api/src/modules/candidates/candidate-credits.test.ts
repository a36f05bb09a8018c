import { eq } from 'drizzle-orm';
import type { BillingSummary } from '@rehearse/contracts/billing';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCredits } from '../../../test/recruiting-team';
import { call } from '../../../test/test-app';
import { creditLedger } from '../../db/schema/billing';
import { postingCandidates } from '../../db/schema/posting-candidates';
import { ledgerMismatches } from '../../domain/credit-ledger';
import { sweepCandidates } from './candidate-expiry';
import {
  app,
  candidatesOf,
  data,
  db,
  code,
  invited,
  postingIn,
  team,
  type Team,
} from './candidates-test-kit';

// The interview credits of invitations that end (decision 055): the expiry sweep releases an
// expired invitation's credit in its transaction, and settles any reservation an ended
// invitation still holds; both are safe to run twice or at once.

let t: Team;
let postingId: string;
beforeEach(async () => {
  t = await team();
  postingId = (await postingIn(t.recruiter.token, 'open')).id;
});

const candidates = () => candidatesOf(postingId);
async function summary() {
  const res = await call(app, 'GET', '/api/billing/summary', { token: t.owner.token });
  expect(res.status).toBe(200);
  return data<BillingSummary>(res);
}
async function creditRowsOf(candidateId: string) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.candidateId, candidateId))
    .orderBy(creditLedger.createdAt, creditLedger.idempotencyKey);
  return rows.map((row) => [row.kind, row.amount, row.reservedChange]);
}
async function expectLedgerConsistent() {
  expect(await ledgerMismatches(db)).toEqual([]);
}

describe('the sweep', () => {
  const pastDeadline = (id: string) =>
    db
      .update(postingCandidates)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(postingCandidates.id, id));

  it('releases an expired invitation’s credit once, however often and however concurrently it runs', async () => {
    const ada = await invited(t.recruiter.token, postingId, {
      name: 'Ada',
      email: 'ada@example.test',
    });
    const bob = await invited(t.recruiter.token, postingId, {
      name: 'Bob',
      email: 'bob@example.test',
    });
    await pastDeadline(ada.id);
    await pastDeadline(bob.id);
    const runs = await Promise.all([
      sweepCandidates(db, new Date()),
      sweepCandidates(db, new Date()),
      sweepCandidates(db, new Date()),
    ]);
    expect(runs.reduce((n, run) => n + run.expired, 0)).toBe(2);
    expect(await sweepCandidates(db, new Date())).toEqual({ expired: 0, settled: 0 });
    for (const id of [ada.id, bob.id]) {
      expect(await creditRowsOf(id)).toEqual([
        ['reserve', -1, 1],
        ['release', 1, -1],
      ]);
    }
    expect(await summary()).toMatchObject({ balance: 20, reserved: 0 });
    await expectLedgerConsistent();
  });

  it('settles a reservation an ended invitation still holds (the release that never happened), once', async () => {
    const ada = await invited(t.recruiter.token, postingId, {
      name: 'Ada',
      email: 'ada@example.test',
    });
    const bob = await invited(t.recruiter.token, postingId, {
      name: 'Bob',
      email: 'bob@example.test',
    });
    const cy = await invited(t.recruiter.token, postingId, {
      name: 'Cy',
      email: 'cy@example.test',
    });
    // Moved around the services, as a crash between the move and the release would leave them.
    await db
      .update(postingCandidates)
      .set({ stage: 'expired' })
      .where(eq(postingCandidates.id, ada.id));
    await db
      .update(postingCandidates)
      .set({ stage: 'withdrawn', revokedAt: new Date() })
      .where(eq(postingCandidates.id, bob.id));
    await db
      .update(postingCandidates)
      .set({ stage: 'completed', completedAt: new Date() })
      .where(eq(postingCandidates.id, cy.id));
    expect(await summary()).toMatchObject({ balance: 17, reserved: 3 });
    const runs = await Promise.all([
      sweepCandidates(db, new Date()),
      sweepCandidates(db, new Date()),
    ]);
    expect(runs.reduce((n, run) => n + run.settled, 0)).toBe(3);
    expect((await sweepCandidates(db, new Date())).settled).toBe(0);
    expect(await creditRowsOf(ada.id)).toEqual([
      ['reserve', -1, 1],
      ['release', 1, -1],
    ]);
    expect(await creditRowsOf(bob.id)).toEqual([
      ['reserve', -1, 1],
      ['release', 1, -1],
    ]);
    expect(await creditRowsOf(cy.id)).toEqual([
      ['reserve', -1, 1],
      ['capture', 0, -1],
    ]);
    expect(await summary()).toMatchObject({ balance: 19, reserved: 0 });
    await expectLedgerConsistent();
  });

  it('a revoked invitation is released by the revocation, and the sweep adds nothing', async () => {
    const ada = await invited(t.recruiter.token, postingId, {
      name: 'Ada',
      email: 'ada@example.test',
    });
    await Promise.all([
      call(app, 'POST', `${candidates()}/${ada.id}/revoke`, { token: t.owner.token }),
      sweepCandidates(db, new Date()),
      sweepCandidates(db, new Date()),
    ]);
    await sweepCandidates(db, new Date());
    expect(await creditRowsOf(ada.id)).toEqual([
      ['reserve', -1, 1],
      ['release', 1, -1],
    ]);
    // Revoked again: refused, nothing more released.
    const again = await call(app, 'POST', `${candidates()}/${ada.id}/revoke`, {
      token: t.owner.token,
    });
    expect(again.status).toBe(409);
    expect(await creditRowsOf(ada.id)).toHaveLength(2);
    await expectLedgerConsistent();
  });

  it('an extension that reopens an expired invitation reserves again, or is refused with 402', async () => {
    const ada = await invited(t.recruiter.token, postingId, {
      name: 'Ada',
      email: 'ada@example.test',
    });
    await pastDeadline(ada.id);
    await sweepCandidates(db, new Date());
    const extend = () =>
      call(app, 'POST', `${candidates()}/${ada.id}/extend`, {
        token: t.owner.token,
        body: { deadline_at: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString() },
      });
    await setCredits(db, t.organizationId, 0);
    const refused = await extend();
    expect(refused.status).toBe(402);
    expect(code(refused)).toBe('billing.insufficient_credits');
    const [still] = await db
      .select()
      .from(postingCandidates)
      .where(eq(postingCandidates.id, ada.id));
    expect(still!.stage).toBe('expired');

    await setCredits(db, t.organizationId, 1);
    const reopened = await extend();
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(data<{ stage: string }>(reopened).stage).toBe('invited');
    const keys = await db
      .select({ key: creditLedger.idempotencyKey, kind: creditLedger.kind })
      .from(creditLedger)
      .where(eq(creditLedger.candidateId, ada.id))
      .orderBy(creditLedger.createdAt);
    expect(keys).toEqual([
      { key: `interview:${ada.id}:1:reserve`, kind: 'reserve' },
      { key: `interview:${ada.id}:1:release`, kind: 'release' },
      { key: `interview:${ada.id}:2:reserve`, kind: 'reserve' },
    ]);
    // The second cycle ends like the first: revoked, released.
    await call(app, 'POST', `${candidates()}/${ada.id}/revoke`, { token: t.owner.token });
    expect((await creditRowsOf(ada.id)).at(-1)).toEqual(['release', 1, -1]);
    expect(await summary()).toMatchObject({ balance: 1, reserved: 0 });
    await expectLedgerConsistent();
  });
});
