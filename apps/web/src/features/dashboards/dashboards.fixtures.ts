import type {
  AnalyticsDashboard,
  CryptoDashboard,
  FinanceDashboard,
  ProjectDashboard,
} from '@rehearse/contracts/dashboards';

// Small dashboards in the API's shapes for the screens' tests; each figure is distinct, so a
// test finds the one it means.
const points = (start: string, values: number[]) =>
  values.map((y, i) => ({ x: new Date(Date.parse(start) + i * 86_400_000).toISOString(), y }));
const daily = (amount: number, data: number[]) => ({
  amount,
  labels: points('2026-11-20T00:00:00.000Z', data).map((p) => p.x),
  series: [{ name: 'Daily', data }],
});
const share = (labels: string[], series: number[]) => ({ uniqueVisitors: 46085, labels, series });

export const analyticsFixture: AnalyticsDashboard = {
  visitors: {
    ranges: { 'this-year': 'This year', 'last-year': 'Last year' },
    series: {
      'this-year': [{ name: 'Visitors', data: points('2026-01-01T00:00:00.000Z', [4884, 5351]) }],
      'last-year': [{ name: 'Visitors', data: points('2025-01-01T00:00:00.000Z', [2643, 2887]) }],
    },
  },
  conversions: daily(4123, [382, 421]),
  impressions: daily(46085, [4412, 4345]),
  visits: daily(62083, [5412, 6345]),
  visitorsVsPageViews: {
    overallScore: 472,
    averageRatio: 45,
    predictedRatio: 55,
    series: [
      { name: 'Page Views', data: points('2026-11-20T00:00:00.000Z', [5400, 5500]) },
      { name: 'Visitors', data: points('2026-11-20T00:00:00.000Z', [2400, 2450]) },
    ],
  },
  newVsReturning: share(['New', 'Returning'], [80, 20]),
  gender: share(['Female', 'Male', 'Not stated'], [48, 46, 6]),
  age: share(['Under 30', 'Over 30'], [35, 65]),
  language: share(['English', 'Other'], [74, 26]),
};

export const cryptoFixture: CryptoDashboard = {
  btc: {
    amount: 8878.48,
    trend: { dir: 'up', amount: 0.17 },
    marketCap: 148752956966,
    volume: 22903438381,
    supply: 18168448,
    allTimeHigh: 19891,
    price: {
      series: [{ name: 'Price', data: points('2026-11-20T10:00:00.000Z', [8801, 8878.48]) }],
    },
  },
  prices: { btc: 8878.48, eth: 170.46, bch: 359.93, xrp: 0.23512 },
  wallets: { btc: 2, eth: 10, bch: 1, xrp: 100 },
  watchlist: [
    {
      title: 'Ethereum',
      iso: 'ETH',
      amount: 170.46,
      trend: { dir: 'up', amount: 2.35 },
      series: [{ name: 'Price', data: points('2026-11-20T10:00:00.000Z', [168, 170.46]) }],
    },
    {
      title: 'Zcash',
      iso: 'ZEC',
      amount: 58.41,
      trend: { dir: 'down', amount: 8.79 },
      series: [{ name: 'Price', data: points('2026-11-20T10:00:00.000Z', [60, 58.41]) }],
    },
  ],
};

const statement = (status: 'paid' | 'pending', spent: number, minimum: number) => ({
  status,
  date: '2026-11-30T00:00:00.000Z',
  limit: 34500,
  spent,
  minimum,
});

export const financeFixture: FinanceDashboard = {
  accountBalance: {
    growRate: 38.33,
    ami: 45332,
    series: [
      { name: 'Predicted', data: points('2026-10-01T00:00:00.000Z', [4.5, 6.1]) },
      { name: 'Actual', data: points('2026-10-01T00:00:00.000Z', [3.9, 5.7]) },
    ],
  },
  budget: {
    expenses: 11763.34,
    expensesLimit: 20000,
    savings: 10974.12,
    savingsGoal: 250000,
    bills: 1789.22,
    billsLimit: 1000,
  },
  previousStatement: statement('paid', 27221.21, 7331.94),
  currentStatement: statement('pending', 29819.41, 9112.51),
  recentTransactions: [
    {
      id: 't1',
      transactionId: '528651571NT',
      name: 'Northwind Talent',
      amount: 1358.75,
      status: 'completed',
      date: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 't2',
      transactionId: '421436904YT',
      name: 'Cloud hosting',
      amount: -1042.82,
      status: 'pending',
      date: '2026-11-19T10:00:00.000Z',
    },
  ],
};

const expenses = (labels: string[], data: number[]) => ({
  amount: data.reduce((a, b) => a + b, 0),
  labels,
  series: [{ name: 'Expenses', data }],
});

export const projectFixture: ProjectDashboard = {
  summary: {
    dueTasks: { count: 21, completedToday: 13 },
    overdue: { count: 17, fromYesterday: 9 },
    issues: { count: 24, closedToday: 19 },
    features: { count: 38, implemented: 16 },
  },
  githubIssues: {
    overview: {
      'this-week': {
        'new-issues': 214,
        'closed-issues': 75,
        fixed: 3,
        'wont-fix': 4,
        're-opened': 8,
        'needs-triage': 6,
      },
      'last-week': {
        'new-issues': 197,
        'closed-issues': 72,
        fixed: 6,
        'wont-fix': 11,
        're-opened': 5,
        'needs-triage': 2,
      },
    },
    labels: ['Mon', 'Tue'],
    series: {
      'this-week': [
        { name: 'New issues', type: 'line', data: [42, 28] },
        { name: 'Closed issues', type: 'column', data: [11, 10] },
      ],
      'last-week': [
        { name: 'New issues', type: 'line', data: [37, 32] },
        { name: 'Closed issues', type: 'column', data: [9, 8] },
      ],
    },
  },
  taskDistribution: {
    overview: {
      'this-week': { new: 594, completed: 287 },
      'last-week': { new: 526, completed: 260 },
    },
    labels: ['Rubrics', 'Postings'],
    series: { 'this-week': [35, 65], 'last-week': [41, 59] },
  },
  schedule: {
    today: [{ title: 'Hiring sync', time: '09:30', location: 'Conference room 1B' }],
    tomorrow: [{ title: 'Phone screen: Data Analyst', time: '09:00' }],
  },
  budgetDistribution: {
    categories: ['Sourcing', 'Onboarding'],
    series: [{ name: 'Budget', data: [12, 88] }],
  },
  weeklyExpenses: expenses(['Mon', 'Tue'], [4412, 4345]),
  monthlyExpenses: expenses(['Week 1', 'Week 2'], [28915, 30422]),
  yearlyExpenses: expenses(['Jan', 'Feb'], [118420, 121305]),
  budgetDetails: {
    columns: [
      'type',
      'total',
      'expensesAmount',
      'expensesPercentage',
      'remainingAmount',
      'remainingPercentage',
    ],
    rows: [
      {
        id: 1,
        type: 'Sourcing',
        total: 14880,
        expensesAmount: 14000,
        expensesPercentage: 94.09,
        remainingAmount: 880,
        remainingPercentage: 5.91,
      },
    ],
  },
  teamMembers: [
    {
      id: 'm1',
      avatar: '/images/avatars/female-01.jpg',
      name: 'Priya Raman',
      email: 'priya.raman@northwind.example',
      phone: '+1-202-555-0147',
      title: 'Hiring Manager',
    },
  ],
};
