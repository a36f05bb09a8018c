import { z } from 'zod';

// The four dashboards' sample figures (decision 005). Each user has their own copy,
// seeded at sign-up with dates relative to the account's creation. Dates are ISO 8601 text.

export const DASHBOARD_KINDS = ['analytics', 'crypto', 'finance', 'project'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

export const STATEMENT_LIMIT = 34500;
export const EXPENSES_LIMIT = 20000;
export const BILLS_LIMIT = 1000;
export const SAVINGS_GOAL = 250000;

// Chart building blocks.
const pointSchema = z.object({ x: z.string(), y: z.number() });
const pointSeriesSchema = z.object({ name: z.string(), data: z.array(pointSchema) });
const numberSeriesSchema = z.object({ name: z.string(), data: z.array(z.number()) });
const trendSchema = z.object({ dir: z.enum(['up', 'down']), amount: z.number() });
const labelledSeriesSchema = z.object({
  amount: z.number(),
  labels: z.array(z.string()),
  series: z.array(numberSeriesSchema),
});
const shareSchema = z.object({
  uniqueVisitors: z.number().int(),
  labels: z.array(z.string()),
  series: z.array(z.number()),
});

// Analytics: ranges this-year and last-year.
export const analyticsDashboardSchema = z.object({
  visitors: z.object({
    ranges: z.object({ 'this-year': z.string(), 'last-year': z.string() }),
    series: z.object({
      'this-year': z.array(pointSeriesSchema),
      'last-year': z.array(pointSeriesSchema),
    }),
  }),
  conversions: labelledSeriesSchema,
  impressions: labelledSeriesSchema,
  visits: labelledSeriesSchema,
  visitorsVsPageViews: z.object({
    overallScore: z.number(),
    averageRatio: z.number(),
    predictedRatio: z.number(),
    series: z.array(pointSeriesSchema),
  }),
  newVsReturning: shareSchema,
  gender: shareSchema,
  age: shareSchema,
  language: shareSchema,
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

// Crypto: a wallet, current prices and a watchlist.
const perCoinSchema = z.object({
  btc: z.number(),
  eth: z.number(),
  bch: z.number(),
  xrp: z.number(),
});
export const cryptoDashboardSchema = z.object({
  btc: z.object({
    amount: z.number(),
    trend: trendSchema,
    marketCap: z.number(),
    volume: z.number(),
    supply: z.number(),
    allTimeHigh: z.number(),
    price: z.object({ series: z.array(pointSeriesSchema) }),
  }),
  prices: perCoinSchema,
  wallets: perCoinSchema,
  watchlist: z.array(
    z.object({
      title: z.string(),
      iso: z.string(),
      amount: z.number(),
      trend: trendSchema,
      series: z.array(pointSeriesSchema),
    }),
  ),
});
export type CryptoDashboard = z.infer<typeof cryptoDashboardSchema>;

// Finance.
export const statementSchema = z.object({
  status: z.enum(['paid', 'pending']),
  date: z.string(),
  limit: z.number(),
  spent: z.number(),
  minimum: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  name: z.string(),
  // Positive is money in, negative money out.
  amount: z.number(),
  status: z.enum(['completed', 'pending']),
  date: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const financeDashboardSchema = z.object({
  accountBalance: z.object({
    growRate: z.number(),
    ami: z.number(),
    series: z.array(pointSeriesSchema),
  }),
  budget: z.object({
    expenses: z.number(),
    expensesLimit: z.number(),
    savings: z.number(),
    savingsGoal: z.number(),
    bills: z.number(),
    billsLimit: z.number(),
  }),
  previousStatement: statementSchema,
  currentStatement: statementSchema,
  recentTransactions: z.array(transactionSchema),
});
export type FinanceDashboard = z.infer<typeof financeDashboardSchema>;

// Project: overview ranges this-week and last-week; a schedule for today and tomorrow.
const weekly = <T extends z.ZodType>(schema: T) =>
  z.object({ 'this-week': schema, 'last-week': schema });
const scheduleItemSchema = z.object({
  title: z.string(),
  // Local clock time, e.g. "10:30".
  time: z.string(),
  location: z.string().optional(),
});
export const teamMemberSchema = z.object({
  id: z.string(),
  avatar: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  title: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const budgetDetailsRowSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  total: z.number(),
  expensesAmount: z.number(),
  expensesPercentage: z.number(),
  remainingAmount: z.number(),
  remainingPercentage: z.number(),
});
export type BudgetDetailsRow = z.infer<typeof budgetDetailsRowSchema>;

export const projectDashboardSchema = z.object({
  summary: z.object({
    dueTasks: z.object({ count: z.number().int(), completedToday: z.number().int() }),
    overdue: z.object({ count: z.number().int(), fromYesterday: z.number().int() }),
    issues: z.object({ count: z.number().int(), closedToday: z.number().int() }),
    features: z.object({ count: z.number().int(), implemented: z.number().int() }),
  }),
  githubIssues: z.object({
    overview: weekly(
      z.object({
        'new-issues': z.number().int(),
        'closed-issues': z.number().int(),
        fixed: z.number().int(),
        'wont-fix': z.number().int(),
        're-opened': z.number().int(),
        'needs-triage': z.number().int(),
      }),
    ),
    labels: z.array(z.string()),
    series: weekly(z.array(numberSeriesSchema.extend({ type: z.enum(['line', 'column']) }))),
  }),
  taskDistribution: z.object({
    overview: weekly(z.object({ new: z.number().int(), completed: z.number().int() })),
    labels: z.array(z.string()),
    series: weekly(z.array(z.number())),
  }),
  schedule: z.object({
    today: z.array(scheduleItemSchema),
    tomorrow: z.array(scheduleItemSchema),
  }),
  budgetDistribution: z.object({
    categories: z.array(z.string()),
    series: z.array(numberSeriesSchema),
  }),
  weeklyExpenses: labelledSeriesSchema,
  monthlyExpenses: labelledSeriesSchema,
  yearlyExpenses: labelledSeriesSchema,
  budgetDetails: z.object({
    columns: z.array(z.string()),
    rows: z.array(budgetDetailsRowSchema),
  }),
  teamMembers: z.array(teamMemberSchema),
});
export type ProjectDashboard = z.infer<typeof projectDashboardSchema>;

export const dashboardSchemas = {
  analytics: analyticsDashboardSchema,
  crypto: cryptoDashboardSchema,
  finance: financeDashboardSchema,
  project: projectDashboardSchema,
} as const;

export type Dashboards = {
  analytics: AnalyticsDashboard;
  crypto: CryptoDashboard;
  finance: FinanceDashboard;
  project: ProjectDashboard;
};
