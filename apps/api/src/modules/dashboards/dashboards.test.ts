import { and, eq } from 'drizzle-orm';
import {
  BILLS_LIMIT,
  DASHBOARD_KINDS,
  dashboardSchemas,
  EXPENSES_LIMIT,
  SAVINGS_GOAL,
  STATEMENT_LIMIT,
  type FinanceDashboard,
} from '@rehearse/contracts/dashboards';
import { describe, expect, it } from 'vitest';
import { call, signUpAndIn, useTestApp } from '../../../test/test-app';
import { dashboards } from '../../db/schema/dashboards';
import { users } from '../../db/schema/users';
import { buildDashboards } from '../../db/seed/dashboards.seed';

const { app, db } = await useTestApp();

const DAY = 24 * 3600 * 1000;
const getDashboard = (kind: string, token?: string) =>
  call(app, 'GET', `/api/dashboards/${kind}`, { token });
const createdAtOf = async (id: string) =>
  (await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, id)))[0]
    .createdAt;

describe('GET dashboards', () => {
  it('answers the four dashboards in their documented shapes for a new account', async () => {
    const { token } = await signUpAndIn(app);
    for (const kind of DASHBOARD_KINDS) {
      const res = await getDashboard(kind, token);
      expect(res.status, kind).toBe(200);
      expect(() => dashboardSchemas[kind].strict().parse(res.body), kind).not.toThrow();
    }
  });

  it('answers the sample finance figures, dated relative to the sign-up', async () => {
    const { token, user } = await signUpAndIn(app);
    const createdAt = (await createdAtOf(user.id)).getTime();
    const finance = (await getDashboard('finance', token)).body as FinanceDashboard;
    expect(finance.previousStatement).toMatchObject({ status: 'paid', limit: 34500 });
    expect(finance.currentStatement).toMatchObject({ status: 'pending', limit: 34500 });
    expect(finance.budget).toMatchObject({
      expensesLimit: 20000,
      billsLimit: 1000,
      savingsGoal: 250000,
    });
    expect(finance.recentTransactions.length).toBeGreaterThanOrEqual(5);
    const statuses = new Set(finance.recentTransactions.map((t) => t.status));
    expect([...statuses].sort()).toEqual(['completed', 'pending']);
    for (const t of finance.recentTransactions) {
      const date = Date.parse(t.date);
      expect(date).toBeLessThan(createdAt);
      expect(date).toBeGreaterThan(createdAt - 30 * DAY);
    }
  });

  it('keeps each account to its own rows', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    for (const user of [a.user, b.user]) {
      const rows = await db.select().from(dashboards).where(eq(dashboards.userId, user.id));
      expect(rows.map((r) => r.kind).sort()).toEqual([...DASHBOARD_KINDS].sort());
    }
    // Each answer is the caller's own document, not a shared one.
    const [aRow] = await db
      .select()
      .from(dashboards)
      .where(and(eq(dashboards.userId, a.user.id), eq(dashboards.kind, 'finance')));
    const aFinance = (await getDashboard('finance', a.token)).body as FinanceDashboard;
    const bFinance = (await getDashboard('finance', b.token)).body as FinanceDashboard;
    expect(aFinance).toEqual(aRow.data);
    expect(bFinance.recentTransactions[0].id).not.toBe(aFinance.recentTransactions[0].id);
  });

  it('gives an account without dashboard rows its own copy on first read, leaving others alone', async () => {
    const a = await signUpAndIn(app);
    const b = await signUpAndIn(app);
    const bBefore = await db.select().from(dashboards).where(eq(dashboards.userId, b.user.id));
    await db.delete(dashboards).where(eq(dashboards.userId, a.user.id));
    const res = await getDashboard('project', a.token);
    expect(res.status).toBe(200);
    dashboardSchemas.project.parse(res.body);
    const aRows = await db.select().from(dashboards).where(eq(dashboards.userId, a.user.id));
    expect(aRows.map((r) => r.kind)).toEqual(['project']);
    expect(await db.select().from(dashboards).where(eq(dashboards.userId, b.user.id))).toEqual(
      bBefore,
    );
  });

  it('answers 401 without a token', async () => {
    expect((await getDashboard('analytics')).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the four dashboards', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).body as { paths: object };
    for (const kind of DASHBOARD_KINDS) {
      expect(doc.paths).toHaveProperty([`/api/dashboards/${kind}`, 'get']);
    }
  });
});

describe('dashboards seed', () => {
  const at = new Date('2024-03-15T12:00:00.000Z');
  const sample = buildDashboards(at);

  it('is schema-valid', () => {
    for (const kind of DASHBOARD_KINDS) dashboardSchemas[kind].strict().parse(sample[kind]);
  });

  it('has the fixed sample limits, goal and ranges', () => {
    const { finance, project, analytics } = sample;
    expect([finance.previousStatement.limit, finance.currentStatement.limit]).toEqual([
      STATEMENT_LIMIT,
      STATEMENT_LIMIT,
    ]);
    expect(STATEMENT_LIMIT).toBe(34500);
    expect(finance.budget.expensesLimit).toBe(EXPENSES_LIMIT);
    expect(EXPENSES_LIMIT).toBe(20000);
    expect(finance.budget.billsLimit).toBe(BILLS_LIMIT);
    expect(BILLS_LIMIT).toBe(1000);
    expect(finance.budget.savingsGoal).toBe(SAVINGS_GOAL);
    expect(SAVINGS_GOAL).toBe(250000);
    expect(Object.keys(project.schedule)).toEqual(['today', 'tomorrow']);
    expect(project.schedule.today.length).toBeGreaterThan(0);
    expect(project.schedule.tomorrow.length).toBeGreaterThan(0);
    expect(Object.keys(project.githubIssues.overview)).toEqual(['this-week', 'last-week']);
    expect(Object.keys(project.taskDistribution.overview)).toEqual(['this-week', 'last-week']);
    expect(project.budgetDetails.rows.length).toBeGreaterThan(0);
    expect(project.teamMembers.length).toBeGreaterThan(0);
    expect(Object.keys(analytics.visitors.series)).toEqual(['this-year', 'last-year']);
  });

  it('dates the figures relative to the account creation', () => {
    const { finance, analytics, crypto } = sample;
    expect(finance.currentStatement.date).toBe('2024-03-31T00:00:00.000Z');
    expect(finance.previousStatement.date).toBe('2024-02-29T00:00:00.000Z');
    const thisYear = analytics.visitors.series['this-year'][0].data;
    expect(thisYear).toHaveLength(12);
    expect(thisYear.at(-1)!.x).toBe('2024-03-01T00:00:00.000Z');
    expect(analytics.visitors.series['last-year'][0].data.at(-1)!.x).toBe(
      '2023-03-01T00:00:00.000Z',
    );
    expect(crypto.btc.price.series[0].data.at(-1)!.x).toBe(at.toISOString());
    expect(analytics.conversions.labels.at(-1)).toBe(at.toISOString());
  });
});
