import { eq } from 'drizzle-orm';
import type { BillingUsage } from '@rehearse/contracts/billing';
import type { ImportResult } from '@rehearse/contracts/candidates';
import { beforeEach, describe, expect, it } from 'vitest';
import { grantCredits, setCredits } from '../../../test/recruiting-team';
import { call } from '../../../test/test-app';
import { creditLedger } from '../../db/schema/billing';
import { postingCandidates } from '../../db/schema/posting-candidates';
import {
  answerAndFinish,
  app,
  code,
  creditRowsOf,
  data,
  db,
  expectLedgerConsistent,
  invite,
  invited,
  ledger,
  linkTokenOf,
  openPosting,
  POSTINGS,
  subscriptionOf,
  summary,
  team,
  type Team,
} from './billing-test-kit';

// Interview credits through the real routes (decision 055): an invitation reserves one, the
// candidate finishing captures it, an invitation that ends unanswered releases it; the billing
// routes read the result.

let t: Team;
let postingId: string;
beforeEach(async () => {
  t = await team();
  postingId = await openPosting(t.owner.token);
});

const candidates = (id = postingId) => `${POSTINGS}/${id}/candidates`;

describe('an invitation’s credit', () => {
  it('is reserved at the invitation, captured at the finish, released at a revocation or withdrawal', async () => {
    // The recruiting plan's allowance: 20 this month, granted on first read.
    expect(await summary(t.owner.token)).toMatchObject({
      plan: 'recruiting',
      balance: 20,
      reserved: 0,
      monthly_allowance: 20,
      seats: { used: 3, total: 5 },
      purchasing_available: false,
      role: 'owner',
    });
    const ada = await invited(t.recruiter.token, postingId, 'Ada Lovelace', 'ada@example.test');
    const bob = await invited(t.recruiter.token, postingId, 'Bob Byte', 'bob@example.test');
    const cy = await invited(t.owner.token, postingId, 'Cy Cipher', 'cy@example.test');
    expect(await summary(t.owner.token)).toMatchObject({ balance: 17, reserved: 3 });

    // Inviting the same email again keeps the record and reserves nothing.
    const again = await invite(t.owner.token, postingId, 'Ada L.', 'ADA@example.test');
    expect(again.status).toBe(200);
    expect(data<{ already_invited: boolean }>(again).already_invited).toBe(true);
    expect(await summary(t.owner.token)).toMatchObject({ balance: 17, reserved: 3 });

    await answerAndFinish('ada@example.test');
    expect(await summary(t.recruiter.token)).toMatchObject({ balance: 17, reserved: 2 });

    const revoked = await call(app, 'POST', `${candidates()}/${bob.id}/revoke`, {
      token: t.owner.token,
    });
    expect(revoked.status).toBe(200);
    expect(await summary(t.owner.token)).toMatchObject({ balance: 18, reserved: 1 });

    const withdrawn = await call(
      app,
      'DELETE',
      `/api/interview/${await linkTokenOf('cy@example.test')}`,
    );
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await summary(t.owner.token)).toMatchObject({ balance: 19, reserved: 0 });

    expect(await creditRowsOf(ada.id)).toEqual([
      ['reserve', -1, 1],
      ['capture', 0, -1],
    ]);
    expect(await creditRowsOf(bob.id)).toEqual([
      ['reserve', -1, 1],
      ['release', 1, -1],
    ]);
    expect(await creditRowsOf(cy.id)).toEqual([
      ['reserve', -1, 1],
      ['release', 1, -1],
    ]);

    // The history, newest first, says who, which posting and which candidate.
    const history = await ledger(t.recruiter.token);
    expect(history.total).toBe(7);
    expect(history.items.map((row) => row.kind)).toEqual([
      'release',
      'release',
      'capture',
      'reserve',
      'reserve',
      'reserve',
      'grant',
    ]);
    const bobRelease = history.items.find(
      (row) => row.kind === 'release' && row.candidate_id === bob.id,
    );
    expect(bobRelease).toMatchObject({
      amount: 1,
      reserved_change: -1,
      posting_title: 'Support Engineer',
      candidate_name: 'Bob Byte',
      actor_name: 'Olivia Owner',
    });
    expect(history.items.at(-1)).toMatchObject({
      kind: 'grant',
      amount: 20,
      reason: expect.stringMatching(/^Monthly allowance for \d{4}-\d{2}$/),
      posting_title: null,
      actor_name: null,
    });
    const reservedByRita = history.items.filter(
      (row) => row.kind === 'reserve' && row.actor_name === 'Rita Recruiter',
    );
    expect(reservedByRita.map((row) => row.candidate_name).sort()).toEqual([
      'Ada Lovelace',
      'Bob Byte',
    ]);
    const paged = await ledger(t.owner.token, '?page=2&page_size=3');
    expect(paged).toMatchObject({ total: 7, page: 2, page_size: 3 });
    expect(paged.items.map((row) => row.id)).toEqual(history.items.slice(3, 6).map((r) => r.id));
    await expectLedgerConsistent();
  });

  it('answers 402 naming the balance when no credit is left, and writes nothing', async () => {
    await setCredits(db, t.organizationId, 1);
    await invited(t.recruiter.token, postingId, 'Ada Lovelace', 'ada@example.test');
    const refused = await invite(t.recruiter.token, postingId, 'Bob Byte', 'bob@example.test');
    expect(refused.status).toBe(402);
    expect(code(refused)).toBe('billing.insufficient_credits');
    expect((refused.body as { error: { params: object } }).error.params).toEqual({
      balance: 0,
      reserved: 1,
    });
    const rows = await db
      .select()
      .from(postingCandidates)
      .where(eq(postingCandidates.postingId, postingId));
    expect(rows.map((row) => row.email)).toEqual(['ada@example.test']);
    expect(await summary(t.owner.token)).toMatchObject({ balance: 0, reserved: 1 });
    // A credit more, and the refused invitation goes through.
    await grantCredits(db, t.organizationId, 1);
    expect(
      (await invite(t.recruiter.token, postingId, 'Bob Byte', 'bob@example.test')).status,
    ).toBe(201);
    // A re-invitation of a kept record needs no credit.
    expect((await invite(t.owner.token, postingId, 'Ada', 'ada@example.test')).status).toBe(200);
    await expectLedgerConsistent();
  });

  it('refuses a CSV import the balance does not cover, whole, with the balance and the need', async () => {
    await setCredits(db, t.organizationId, 2);
    const csv =
      'name,email\nAda,ada@example.test\nBob,bob@example.test\nCy,cy@example.test\nbad row,nope';
    const importing = (dryRun: boolean, text = csv) =>
      call(app, 'POST', `${candidates()}/import`, {
        token: t.recruiter.token,
        body: { csv: text, dry_run: dryRun },
      });
    // The preview still shows each row's verdict.
    const preview = await importing(true);
    expect(preview.status).toBe(200);
    expect(data<ImportResult>(preview)).toMatchObject({ valid: 3, invalid: 1 });
    const refused = await importing(false);
    expect(refused.status).toBe(402);
    expect(code(refused)).toBe('billing.import_exceeds_balance');
    expect((refused.body as { error: { params: object } }).error.params).toEqual({
      balance: 2,
      needed: 3,
    });
    const none = await db
      .select()
      .from(postingCandidates)
      .where(eq(postingCandidates.postingId, postingId));
    expect(none).toEqual([]);
    expect(await summary(t.owner.token)).toMatchObject({ balance: 2, reserved: 0 });
    // Rows already invited need no credit: one single invitation, then a file of it and one new.
    await invited(t.owner.token, postingId, 'Ada', 'ada@example.test');
    const fits = await importing(false, 'Ada,ada@example.test\nBob,bob@example.test');
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(data<ImportResult>(fits)).toMatchObject({ invited: 1, invalid: 1 });
    expect(await summary(t.owner.token)).toMatchObject({ balance: 0, reserved: 2 });
    await expectLedgerConsistent();
  });
});

describe('closing a posting', () => {
  it('releases the credits of the candidates it closes out before they finished', async () => {
    const ada = await invited(t.recruiter.token, postingId, 'Ada', 'ada@example.test');
    const bob = await invited(t.recruiter.token, postingId, 'Bob', 'bob@example.test');
    await answerAndFinish('bob@example.test');
    const closed = await call(app, 'POST', `${POSTINGS}/${postingId}/state`, {
      token: t.owner.token,
      body: { state: 'closed' },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await creditRowsOf(ada.id)).toEqual([
      ['reserve', -1, 1],
      ['release', 1, -1],
    ]);
    expect(await creditRowsOf(bob.id)).toEqual([
      ['reserve', -1, 1],
      ['capture', 0, -1],
    ]);
    expect(await summary(t.owner.token)).toMatchObject({ balance: 19, reserved: 0 });
    await expectLedgerConsistent();
  });
});

describe('concurrent invitations', () => {
  it('50 at once against a balance of 10: exactly 10 reserved, 40 refused with 402', async () => {
    await setCredits(db, t.organizationId, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        invite(
          i % 2 ? t.owner.token : t.recruiter.token,
          postingId,
          `P ${i}`,
          `p${i}@example.test`,
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(
      answers
        .filter((res) => res.status === 402)
        .every((res) => code(res) === 'billing.insufficient_credits'),
    ).toBe(true);
    const subscription = await subscriptionOf(t.organizationId);
    expect(subscription).toMatchObject({ balance: 0, reserved: 10 });
    const rows = await db
      .select()
      .from(postingCandidates)
      .where(eq(postingCandidates.postingId, postingId));
    expect(rows).toHaveLength(10);
    await expectLedgerConsistent();
  });
});

describe('the ledger', () => {
  it('refuses an UPDATE of a row’s amount (append-only)', async () => {
    await invited(t.recruiter.token, postingId, 'Ada', 'ada@example.test');
    const [row] = await db.select().from(creditLedger).where(eq(creditLedger.kind, 'reserve'));
    await expect(
      db.update(creditLedger).set({ amount: 5 }).where(eq(creditLedger.id, row!.id)),
    ).rejects.toThrow();
    const [after] = await db.select().from(creditLedger).where(eq(creditLedger.id, row!.id));
    expect(after!.amount).toBe(-1);
    await expectLedgerConsistent();
  });
});

describe('who reads billing', () => {
  it('owners and recruiters; reviewers 403; a candidate their own free plan; bad queries 400', async () => {
    await invited(t.recruiter.token, postingId, 'Ada', 'ada@example.test');
    expect((await summary(t.recruiter.token)).role).toBe('recruiter');
    for (const path of ['/api/billing/summary', '/api/billing/ledger', '/api/billing/usage']) {
      const reviewer = await call(app, 'GET', path, { token: t.reviewer.token });
      expect(reviewer.status).toBe(403);
      expect(code(reviewer)).toBe('organization.role_forbidden');
      expect((await call(app, 'GET', path)).status).toBe(401);
    }
    // Another organization sees its own credits, none of these.
    expect(await summary(t.other.token)).toMatchObject({ balance: 20, reserved: 0 });
    expect((await ledger(t.other.token)).items.map((row) => row.kind)).toEqual(['grant']);

    expect(await summary(t.candidate.token)).toMatchObject({
      plan: 'candidate-free',
      balance: 0,
      reserved: 0,
      monthly_allowance: 0,
      seats: { used: 1, total: 1 },
      purchasing_available: false,
      role: null,
    });
    const candidateLedger = await call(app, 'GET', '/api/billing/ledger', {
      token: t.candidate.token,
    });
    expect(candidateLedger.status).toBe(403);
    expect(code(candidateLedger)).toBe('organization.recruiters_only');

    for (const query of ['?page=0', '?page_size=101', '?page_size=x']) {
      const bad = await call(app, 'GET', `/api/billing/ledger${query}`, { token: t.owner.token });
      expect(bad.status, query).toBe(400);
    }
    for (const query of ['?months=0', '?months=25']) {
      const bad = await call(app, 'GET', `/api/billing/usage${query}`, { token: t.owner.token });
      expect(bad.status, query).toBe(400);
    }
  });

  it('shows usage per month and per posting', async () => {
    const second = await openPosting(t.owner.token, 'Data Analyst');
    const ada = await invited(t.recruiter.token, postingId, 'Ada', 'ada@example.test');
    await invited(t.recruiter.token, postingId, 'Bob', 'bob@example.test');
    await invited(t.recruiter.token, second, 'Cy', 'cy@example.test');
    await answerAndFinish('ada@example.test');
    await call(
      app,
      'POST',
      `${candidates(second)}/${(await db.select().from(postingCandidates).where(eq(postingCandidates.postingId, second)))[0]!.id}/revoke`,
      {
        token: t.owner.token,
      },
    );
    const res = await call(app, 'GET', '/api/billing/usage?months=3', { token: t.owner.token });
    expect(res.status).toBe(200);
    const usage = data<BillingUsage>(res);
    expect(usage.months).toHaveLength(3);
    expect(usage.months.map((m) => m.month)).toEqual(
      [2, 1, 0].map((back) => {
        const now = new Date();
        return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
          .toISOString()
          .slice(0, 7);
      }),
    );
    expect(usage.months.slice(0, 2).every((m) => m.reserved + m.captured + m.released === 0)).toBe(
      true,
    );
    expect(usage.months[2]).toMatchObject({ reserved: 3, captured: 1, released: 1 });
    expect(usage.postings).toEqual([
      {
        posting_id: postingId,
        title: 'Support Engineer',
        reserved: 2,
        captured: 1,
        released: 0,
        held: 1,
      },
      { posting_id: second, title: 'Data Analyst', reserved: 1, captured: 0, released: 1, held: 0 },
    ]);
    expect(ada.id).toBeTruthy();
    await expectLedgerConsistent();
  });

  it('is in the OpenAPI document', async () => {
    const res = await app.request('/api/openapi.json');
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const path of ['/api/billing/summary', '/api/billing/ledger', '/api/billing/usage']) {
      expect(doc.paths[path], path).toHaveProperty('get');
    }
    // The calls that reserve a credit say they may answer 402.
    const candidates = '/api/recruiter/postings/{id}/candidates';
    expect(doc.paths[candidates]!.post!.responses).toHaveProperty('402');
    expect(doc.paths[`${candidates}/import`]!.post!.responses).toHaveProperty('402');
    expect(doc.paths[`${candidates}/{candidateId}/extend`]!.post!.responses).toHaveProperty('402');
  });
});
