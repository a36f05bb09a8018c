import {
  BILLS_LIMIT,
  EXPENSES_LIMIT,
  SAVINGS_GOAL,
  STATEMENT_LIMIT,
  type AnalyticsDashboard,
  type CryptoDashboard,
  type FinanceDashboard,
  type ProjectDashboard,
} from '@rehearse/contracts/dashboards';

// The four dashboards' sample figures for one account. Figures are fixed; every date is placed
// relative to the moment the account was created, so a new account always looks current.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const iso = (ms: number) => new Date(ms).toISOString();
const daysBefore = (at: Date, days: number) => iso(at.getTime() - days * DAY);
// The first day of the month `offset` months from the account's month (UTC).
const monthStart = (at: Date, offset: number) =>
  iso(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
const round2 = (n: number) => Math.round(n * 100) / 100;
// An expenses widget: the amount is the sum of its bars.
const expenses = (labels: string[], data: number[]) => ({
  amount: data.reduce((sum, n) => sum + n, 0),
  labels,
  series: [{ name: 'Expenses', data }],
});

// Points ending at the account's creation, one per step, oldest first.
const pointsBefore = (at: Date, stepMs: number, values: number[]) =>
  values.map((y, i) => ({ x: iso(at.getTime() - (values.length - 1 - i) * stepMs), y }));
const monthlyPoints = (at: Date, firstOffset: number, values: number[]) =>
  values.map((y, i) => ({ x: monthStart(at, firstOffset + i), y }));
const dailyLabels = (at: Date, count: number) =>
  Array.from({ length: count }, (_, i) => daysBefore(at, count - 1 - i));

// A smooth, repeatable price curve around `base` (no randomness: every account sees the same).
const priceCurve = (base: number, count: number, swing: number, phase: number) =>
  Array.from({ length: count }, (_, i) =>
    round2(
      base * (1 + swing * Math.sin((i + phase) / 6) + (swing / 3) * Math.cos((i + phase) / 2.5)),
    ),
  );

export function buildAnalyticsDashboard(at: Date): AnalyticsDashboard {
  return {
    visitors: {
      ranges: { 'this-year': 'This year', 'last-year': 'Last year' },
      series: {
        'this-year': [
          {
            name: 'Visitors',
            data: monthlyPoints(
              at,
              -11,
              [4884, 5351, 5293, 4908, 5027, 4837, 4484, 4071, 4124, 4563, 3820, 3968],
            ),
          },
        ],
        'last-year': [
          {
            name: 'Visitors',
            data: monthlyPoints(
              at,
              -23,
              [2643, 2887, 3047, 3241, 3089, 2988, 2734, 2915, 3321, 3498, 3687, 4012],
            ),
          },
        ],
      },
    },
    conversions: {
      amount: 4123,
      labels: dailyLabels(at, 10),
      series: [{ name: 'Conversions', data: [382, 421, 398, 460, 412, 389, 437, 401, 411, 412] }],
    },
    impressions: {
      amount: 46085,
      labels: dailyLabels(at, 10),
      series: [
        { name: 'Impressions', data: [4412, 4345, 4541, 4677, 4322, 4123, 4710, 4891, 4530, 4534] },
      ],
    },
    visits: {
      amount: 62083,
      labels: dailyLabels(at, 10),
      series: [
        { name: 'Visits', data: [5412, 6345, 6414, 6598, 5972, 6412, 6210, 6701, 6310, 5709] },
      ],
    },
    visitorsVsPageViews: {
      overallScore: 472,
      averageRatio: 45,
      predictedRatio: 55,
      series: [
        { name: 'Page Views', data: pointsBefore(at, DAY, priceCurve(5400, 30, 0.12, 0)) },
        { name: 'Visitors', data: pointsBefore(at, DAY, priceCurve(2400, 30, 0.15, 4)) },
      ],
    },
    newVsReturning: { uniqueVisitors: 46085, labels: ['New', 'Returning'], series: [80, 20] },
    gender: {
      uniqueVisitors: 46085,
      labels: ['Female', 'Male', 'Not stated'],
      series: [48, 46, 6],
    },
    age: { uniqueVisitors: 46085, labels: ['Under 30', 'Over 30'], series: [35, 65] },
    language: { uniqueVisitors: 46085, labels: ['English', 'Other'], series: [74, 26] },
  };
}

const WATCHLIST = [
  { title: 'Ethereum', iso: 'ETH', amount: 170.46, trend: { dir: 'up' as const, amount: 2.35 } },
  {
    title: 'Bitcoin Cash',
    iso: 'BCH',
    amount: 359.93,
    trend: { dir: 'up' as const, amount: 9.94 },
  },
  { title: 'XRP', iso: 'XRP', amount: 0.23512, trend: { dir: 'down' as const, amount: 0.35 } },
  { title: 'Litecoin', iso: 'LTC', amount: 60.15, trend: { dir: 'down' as const, amount: 0.99 } },
  { title: 'Zcash', iso: 'ZEC', amount: 58.41, trend: { dir: 'down' as const, amount: 8.79 } },
  {
    title: 'Bitcoin Gold',
    iso: 'BTG',
    amount: 12.23,
    trend: { dir: 'down' as const, amount: 4.42 },
  },
];

export function buildCryptoDashboard(at: Date): CryptoDashboard {
  return {
    btc: {
      amount: 8878.48,
      trend: { dir: 'up', amount: 0.17 },
      marketCap: 148752956966,
      volume: 22903438381,
      supply: 18168448,
      allTimeHigh: 19891,
      // One point a minute for the last two hours.
      price: {
        series: [
          { name: 'Price', data: pointsBefore(at, MINUTE, priceCurve(8800, 120, 0.012, 0)) },
        ],
      },
    },
    prices: { btc: 8878.48, eth: 170.46, bch: 359.93, xrp: 0.23512 },
    wallets: { btc: 24.97311243, eth: 126.3212, bch: 78.454412, xrp: 11278.5678 },
    watchlist: WATCHLIST.map((coin, i) => ({
      ...coin,
      series: [
        {
          name: 'Price',
          data: pointsBefore(at, 5 * MINUTE, priceCurve(coin.amount, 24, 0.03, i * 3)),
        },
      ],
    })),
  };
}

const TRANSACTIONS: Omit<FinanceDashboard['recentTransactions'][number], 'id' | 'date'>[] = [
  { transactionId: '528651571NT', name: 'Northwind Talent', amount: 1358.75, status: 'completed' },
  {
    transactionId: '421436904YT',
    name: 'Contoso Recruiting',
    amount: -1042.82,
    status: 'completed',
  },
  { transactionId: '685377421YT', name: 'Fabrikam Hiring', amount: 1828.16, status: 'pending' },
  { transactionId: '884960091RT', name: 'Cloud hosting', amount: -1035.4, status: 'completed' },
  { transactionId: '361402213NT', name: 'Adatum Careers', amount: 2460.05, status: 'completed' },
  {
    transactionId: '279145032RT',
    name: 'Payment processor fees',
    amount: -118.97,
    status: 'completed',
  },
  { transactionId: '573810492NT', name: 'Tailspin Talent', amount: 798.1, status: 'pending' },
  {
    transactionId: '104758261YT',
    name: 'Video transcoding service',
    amount: -254.3,
    status: 'completed',
  },
];

export function buildFinanceDashboard(at: Date): FinanceDashboard {
  const endOfMonth = iso(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0));
  const endOfPreviousMonth = iso(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 0));
  return {
    accountBalance: {
      growRate: 38.33,
      ami: 45332,
      series: [
        {
          name: 'Predicted',
          data: monthlyPoints(
            at,
            -11,
            [4.5, 6.1, 9.4, 12.8, 15.2, 19.6, 22.7, 25.9, 29.3, 33.1, 36.6, 41.2],
          ),
        },
        {
          name: 'Actual',
          data: monthlyPoints(
            at,
            -11,
            [3.9, 5.7, 8.8, 13.1, 14.4, 18.2, 23.5, 27.4, 30.1, 34.6, 38.3, 45.3],
          ),
        },
      ],
    },
    budget: {
      expenses: 11763.34,
      expensesLimit: EXPENSES_LIMIT,
      savings: 10974.12,
      savingsGoal: SAVINGS_GOAL,
      bills: 1789.22,
      billsLimit: BILLS_LIMIT,
    },
    previousStatement: {
      status: 'paid',
      date: endOfPreviousMonth,
      limit: STATEMENT_LIMIT,
      spent: 27221.21,
      minimum: 7331.94,
    },
    currentStatement: {
      status: 'pending',
      date: endOfMonth,
      limit: STATEMENT_LIMIT,
      spent: 29819.41,
      minimum: 9112.51,
    },
    recentTransactions: TRANSACTIONS.map((transaction, i) => ({
      id: crypto.randomUUID(),
      ...transaction,
      date: iso(at.getTime() - (i * 1.5 + 0.2) * DAY),
    })),
  };
}

const TEAM: Omit<ProjectDashboard['teamMembers'][number], 'id'>[] = [
  {
    avatar: '/images/avatars/female-01.jpg',
    name: 'Priya Raman',
    email: 'priya.raman@northwind.example',
    phone: '+1-202-555-0147',
    title: 'Hiring Manager',
  },
  {
    avatar: '/images/avatars/male-01.jpg',
    name: 'Marcus Lee',
    email: 'marcus.lee@northwind.example',
    phone: '+1-202-555-0182',
    title: 'Senior Recruiter',
  },
  {
    avatar: '/images/avatars/female-02.jpg',
    name: 'Sofia Alvarez',
    email: 'sofia.alvarez@northwind.example',
    phone: '+1-202-555-0119',
    title: 'Technical Interviewer',
  },
  {
    avatar: '/images/avatars/male-02.jpg',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@northwind.example',
    phone: '+1-202-555-0163',
    title: 'Engineering Lead',
  },
  {
    avatar: '/images/avatars/female-03.jpg',
    name: 'Hannah Schmidt',
    email: 'hannah.schmidt@northwind.example',
    phone: '+1-202-555-0134',
    title: 'People Operations',
  },
  {
    avatar: '/images/avatars/male-03.jpg',
    name: 'Kenji Watanabe',
    email: 'kenji.watanabe@northwind.example',
    phone: '+1-202-555-0191',
    title: 'Product Designer',
  },
  {
    avatar: '/images/avatars/female-04.jpg',
    name: 'Amara Nwosu',
    email: 'amara.nwosu@northwind.example',
    phone: '+1-202-555-0108',
    title: 'Recruiting Coordinator',
  },
  {
    avatar: '/images/avatars/male-04.jpg',
    name: 'Lucas Moreau',
    email: 'lucas.moreau@northwind.example',
    phone: '+1-202-555-0175',
    title: 'Data Analyst',
  },
];

const BUDGET_ROWS: [string, number, number][] = [
  ['Sourcing', 14880, 14000],
  ['Interviewing', 21080, 17240.34],
  ['Assessments', 34720, 3518],
  ['Onboarding', 18600, 0],
  ['Employer brand', 34720, 13232],
];

export function buildProjectDashboard(): ProjectDashboard {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
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
          're-opened': 6,
          'needs-triage': 5,
        },
      },
      labels: days,
      series: {
        'this-week': [
          { name: 'New issues', type: 'line', data: [42, 28, 43, 34, 20, 25, 22] },
          { name: 'Closed issues', type: 'column', data: [11, 10, 8, 11, 8, 10, 17] },
        ],
        'last-week': [
          { name: 'New issues', type: 'line', data: [37, 32, 39, 27, 18, 24, 20] },
          { name: 'Closed issues', type: 'column', data: [9, 8, 10, 12, 7, 11, 15] },
        ],
      },
    },
    taskDistribution: {
      overview: {
        'this-week': { new: 594, completed: 287 },
        'last-week': { new: 526, completed: 260 },
      },
      labels: ['Question bank', 'Rubrics', 'Postings', 'Candidate feedback'],
      series: { 'this-week': [15, 20, 38, 27], 'last-week': [19, 16, 42, 23] },
    },
    schedule: {
      today: [
        { title: 'Hiring sync', time: '09:30', location: 'Conference room 1B' },
        { title: 'Review mock-interview feedback', time: '11:00' },
        { title: 'Lunch', time: '12:30' },
        {
          title: 'Panel interview: Senior Frontend Engineer',
          time: '14:00',
          location: 'Video call',
        },
        { title: 'Rubric calibration', time: '16:30', location: 'Conference room 2A' },
      ],
      tomorrow: [
        { title: 'Phone screen: Data Analyst', time: '09:00', location: 'Phone' },
        { title: 'Update interview question bank', time: '10:30' },
        { title: 'Publish Android Engineer posting', time: '13:00' },
        { title: 'Debrief with hiring managers', time: '15:00', location: 'Conference room 1B' },
      ],
    },
    budgetDistribution: {
      categories: BUDGET_ROWS.map(([type]) => type),
      series: [{ name: 'Budget', data: [12, 20, 28, 15, 25] }],
    },
    weeklyExpenses: expenses(days, [4412, 4345, 4541, 4677, 4322, 4123, 4710]),
    monthlyExpenses: expenses(
      ['Week 1', 'Week 2', 'Week 3', 'Week 4'],
      [28915, 30422, 29870, 31130],
    ),
    yearlyExpenses: expenses(
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      [
        118420, 121305, 119880, 122410, 120337, 117960, 123105, 119440, 121880, 120015, 118760,
        122970,
      ],
    ),
    budgetDetails: {
      columns: [
        'type',
        'total',
        'expensesAmount',
        'expensesPercentage',
        'remainingAmount',
        'remainingPercentage',
      ],
      rows: BUDGET_ROWS.map(([type, total, spent], i) => ({
        id: i + 1,
        type,
        total,
        expensesAmount: spent,
        expensesPercentage: round2((spent / total) * 100),
        remainingAmount: round2(total - spent),
        remainingPercentage: round2(((total - spent) / total) * 100),
      })),
    },
    teamMembers: TEAM.map((member) => ({ id: crypto.randomUUID(), ...member })),
  };
}
