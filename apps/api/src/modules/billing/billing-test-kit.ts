// What the billing API tests share: the test app, a recruiting team, an open posting with a
// one-question written interview made through the API, and the calls that invite, answer,
// revoke and read the billing of an organization.
import { and, eq } from 'drizzle-orm';
import type { BillingLedger, BillingSummary } from '@rehearse/contracts/billing';
import type { InvitedCandidate } from '@rehearse/contracts/candidates';
import { expect } from 'vitest';
import { code, data, recruitingTeam } from '../../../test/recruiting-team';
import { call, useTestApp } from '../../../test/test-app';
import { creditLedger, subscriptions } from '../../db/schema/billing';
import { outbox } from '../../db/schema/outbox';
import { ledgerMismatches } from '../../domain/credit-ledger';

export const { app, db, kind } = await useTestApp();
export { code, data };
export const team = () => recruitingTeam(app, db);
export type Team = Awaited<ReturnType<typeof team>>;
export const POSTINGS = '/api/recruiter/postings';

// An open posting whose interview is one written question.
export async function openPosting(token: string, title = 'Support Engineer'): Promise<string> {
  const created = await call(app, 'POST', POSTINGS, { token, body: { title } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = data<{ id: string }>(created).id;
  const plan = await call(app, 'PUT', `${POSTINGS}/${id}/plan`, {
    token,
    body: {
      questions: [
        {
          prompt: 'Tell us about a hard ticket.',
          answer_type: 'text',
          think_time_seconds: 30,
          answer_time_seconds: 300,
          takes: 1,
        },
      ],
    },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  const opened = await call(app, 'POST', `${POSTINGS}/${id}/state`, {
    token,
    body: { state: 'open' },
  });
  expect(opened.status).toBe(200);
  return id;
}

export const invite = (token: string, postingId: string, name: string, email: string) =>
  call(app, 'POST', `${POSTINGS}/${postingId}/candidates`, { token, body: { name, email } });

export async function invited(token: string, postingId: string, name: string, email: string) {
  const res = await invite(token, postingId, name, email);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data<InvitedCandidate>(res).candidate;
}

// The interview link's token, from the invitation email sent to `email`.
export async function linkTokenOf(email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'candidate-invitation')));
  const token = /\/interview\/([A-Za-z0-9_-]+)/.exec(mail!.body)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

// The candidate answers the one written question and submits, through the interview link.
export async function answerAndFinish(email: string) {
  const token = await linkTokenOf(email);
  const base = `/api/interview/${token}`;
  expect((await call(app, 'POST', `${base}/consent`, { body: { agree: true } })).status).toBe(200);
  const current = await call(app, 'GET', `${base}/question`);
  expect(current.status, JSON.stringify(current.body)).toBe(200);
  const questionId = data<{ question: { id: string } }>(current).question.id;
  expect((await call(app, 'POST', `${base}/questions/${questionId}/start`)).status).toBe(200);
  const answered = await call(app, 'POST', `${base}/questions/${questionId}/answer`, {
    body: { text: 'I reproduced it, found the cause and wrote it up.' },
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  const finished = await call(app, 'POST', `${base}/finish`);
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
}

export async function summary(token: string): Promise<BillingSummary> {
  const res = await call(app, 'GET', '/api/billing/summary', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<BillingSummary>(res);
}

export async function ledger(token: string, query = ''): Promise<BillingLedger> {
  const res = await call(app, 'GET', `/api/billing/ledger${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return data<BillingLedger>(res);
}

export async function subscriptionOf(organizationId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId));
  return row!;
}

// The ledger rows about one candidate, oldest first: [kind, amount, reserved change].
export async function creditRowsOf(candidateId: string) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.candidateId, candidateId))
    .orderBy(creditLedger.createdAt, creditLedger.idempotencyKey);
  return rows.map((row) => [row.kind, row.amount, row.reservedChange]);
}

// The invariant after every scenario: balance and reserved are the ledger's sums.
export async function expectLedgerConsistent() {
  expect(await ledgerMismatches(db)).toEqual([]);
}
