// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CREDIT_PACKS,
  type BillingLedger,
  type BillingSummary,
  type BillingUsage,
  type LedgerEntry,
  type Purchase,
  type Purchases,
} from '@rehearse/contracts/billing';
import type { Subscription } from '@rehearse/contracts/subscriptions';
import type { User } from '@rehearse/contracts/user';
import { sessionKeys } from '../../lib/session/session-keys';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { BillingScreen } from './billing-screen';

const me: User = {
  id: '7b0c8a52-5a4e-4c43-9a43-0d6f2a1e9b10',
  name: 'Riley Recruiter',
  email: 'recruiter@rehearse.dev',
  avatar: null,
  status: 'online',
  roles: ['recruiter'],
  metadata: { organization_id: 'o1' },
};

const summaryWith = (overrides: Partial<BillingSummary> = {}): BillingSummary => ({
  plan: 'recruiting',
  balance: 1234,
  reserved: 3,
  monthly_allowance: 20,
  period: {
    name: '2026-11',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-01T00:00:00.000Z',
  },
  seats: { used: 4, total: 5 },
  purchasing_available: true,
  role: 'owner',
  ...overrides,
});

const subscriptionWith = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 's1',
  organization_id: 'o1',
  plan: 'recruiting',
  balance: 1234,
  reserved: 3,
  monthly_allowance: 20,
  seats: 5,
  pending_percent_off: null,
  purchasing_available: true,
  updated_at: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

const months = (count: number): BillingUsage['months'] =>
  Array.from({ length: count }, (_, i) => ({
    month: `2026-${String(12 - count + i).padStart(2, '0')}`.replace('2026-00', '2025-12'),
    reserved: i + 1,
    captured: i * 2,
    released: 1,
  }));

const usageWith = (count: number): BillingUsage => ({
  months: months(count),
  postings: [
    {
      posting_id: 'p1',
      title: 'Senior Frontend Engineer',
      reserved: 9,
      captured: 5,
      released: 2,
      held: 2,
    },
  ],
});

const KINDS = ['grant', 'reserve', 'capture', 'release', 'refund', 'expire', 'adjust'] as const;
const entry = (n: number): LedgerEntry => {
  const kind = KINDS[n % KINDS.length]!;
  const [amount, reserved_change] =
    kind === 'reserve'
      ? [-1, 1]
      : kind === 'capture'
        ? [0, -1]
        : kind === 'release'
          ? [1, -1]
          : kind === 'expire'
            ? [-5, 0]
            : [20, 0];
  return {
    id: `e${n}`,
    kind,
    amount,
    reserved_change,
    reason: kind === 'adjust' ? `Goodwill ${n}` : null,
    posting_id: kind === 'reserve' ? 'p1' : null,
    posting_title: kind === 'reserve' ? 'Senior Frontend Engineer' : null,
    candidate_id: kind === 'reserve' ? `c${n}` : null,
    candidate_name: kind === 'reserve' ? `Candidate ${n}` : null,
    actor_name: kind === 'grant' ? null : 'Riley Recruiter',
    created_at: new Date(Date.UTC(2026, 10, 27, 8, 0) - n * 3_600_000).toISOString(),
  };
};

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const fail = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { success: false, error: { code, message: 'server text', ...extra } },
    { status },
  );

type Options = {
  summary?: BillingSummary;
  summaryFails?: { status: number; code: string; times: number };
  purchasing?: boolean;
  ledgerTotal?: number;
  subscription?: Subscription;
  purchases?: Purchase[];
};

function billingApi(options: Options = {}) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  let summary = options.summary ?? summaryWith();
  let summaryFailures = options.summaryFails?.times ?? 0;
  let subscription = options.subscription ?? subscriptionWith();
  const ledgerTotal = options.ledgerTotal ?? 3;
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return url;
  };
  apiServer.use(
    http.get('/api/billing/summary', async ({ request }) => {
      await record(request);
      if (summaryFailures > 0 && options.summaryFails) {
        summaryFailures -= 1;
        return fail(options.summaryFails.status, options.summaryFails.code);
      }
      return ok(summary);
    }),
    http.get('/api/subscriptions/current', async ({ request }) => {
      await record(request);
      return ok(subscription);
    }),
    http.get('/api/checkout/packs', async ({ request }) => {
      await record(request);
      return ok({ packs: CREDIT_PACKS, purchasing_available: options.purchasing ?? true });
    }),
    http.get('/api/billing/usage', async ({ request }) => {
      const url = await record(request);
      return ok(usageWith(Number(url.searchParams.get('months'))));
    }),
    http.get('/api/billing/ledger', async ({ request }) => {
      const url = await record(request);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      const start = (page - 1) * size;
      const items = Array.from(
        { length: Math.max(0, Math.min(size, ledgerTotal - start)) },
        (_, i) => entry(start + i),
      );
      return ok({ items, total: ledgerTotal, page, page_size: size } satisfies BillingLedger);
    }),
    http.get('/api/checkout/sessions', async ({ request }) => {
      const url = await record(request);
      const items = options.purchases ?? [];
      return ok({
        items,
        total: items.length,
        page: Number(url.searchParams.get('page')),
        page_size: Number(url.searchParams.get('page_size')),
      } satisfies Purchases);
    }),
    http.post('/api/checkout/sessions', async ({ request }) => {
      await record(request);
      return ok({
        id: 'cs_test_1',
        url: 'https://pay.example.test/c/cs_test_1',
        amount_cents: 1900,
        currency: 'usd',
        percent_off: null,
      });
    }),
    http.post('/api/subscriptions', async ({ request }) => {
      await record(request);
      const body = calls.at(-1)?.body as { promo_code: string };
      if (body.promo_code === 'OLDCODE') {
        return fail(410, 'promo.expired', { field: 'promo_code' });
      }
      summary = { ...summary, balance: summary.balance + 15 };
      subscription = {
        ...subscription,
        balance: summary.balance,
        updated_at: '2026-11-27T09:00:00.000Z',
      };
      return ok({
        subscription,
        promo: { code: 'WELCOME15', kind: 'credits', credits: 15, percent_off: null },
      });
    }),
  );
  const count = (path: string) => calls.filter((c) => c.path === path).length;
  return { calls, count };
}

const show = (url = '/recruiter/billing', goTo = vi.fn()) => ({
  goTo,
  ...renderWithProviders(<BillingScreen goTo={goTo} />, {
    url,
    seed: (queryClient) => queryClient.setQueryData(sessionKeys.currentUser(), me),
  }),
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the billing screen', () => {
  it('shows the plan, the balance, what invitations hold, the allowance, the period and seats', async () => {
    billingApi();
    show();
    const summary = await screen.findByRole('region', { name: 'Plan and credits' });
    expect(within(summary).getByText('1,234')).toBeTruthy();
    expect(within(summary).getByText('3 more held by pending invitations')).toBeTruthy();
    expect(within(summary).getByText('Recruiting')).toBeTruthy();
    expect(within(summary).getByText('20 credits a month')).toBeTruthy();
    expect(
      within(summary).getByText('November 2026; the next allowance arrives on December 1, 2026'),
    ).toBeTruthy();
    expect(within(summary).getByText('4 of 5 used')).toBeTruthy();
    expect(
      within(summary).getByText(/One credit is one candidate's one-way interview/),
    ).toBeTruthy();
  });

  it('buys a pack: starts a checkout session and goes to its page, pending meanwhile', async () => {
    const api = billingApi();
    const user = userEvent.setup();
    const { goTo } = show();
    const buy = await screen.findByRole('button', { name: 'Buy 10 credits for $19.00' });
    expect(screen.getByRole('button', { name: 'Buy 200 credits for $299.00' })).toBeTruthy();
    await user.click(buy);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://pay.example.test/c/cs_test_1'));
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === '/api/checkout/sessions')?.body,
    ).toEqual({
      pack: 'pack-10',
    });
    // The page is being left: no second purchase can start.
    expect(
      (screen.getByRole('button', { name: 'Buy 50 credits for $89.00' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(screen.getByText('Opening the payment page…')).toBeTruthy();
  });

  it('says a redeemed percent-off code applies to the next purchase', async () => {
    billingApi({ subscription: subscriptionWith({ pending_percent_off: 25 }) });
    show();
    expect(await screen.findByText('Your next purchase is 25% off (promo code).')).toBeTruthy();
  });

  it('explains that purchasing is not set up, with no buy buttons', async () => {
    billingApi({ purchasing: false });
    show();
    expect(
      await screen.findByText(
        /Purchasing is not set up on this server.*An administrator can add credits/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
  });

  it('applies a promo code as the signed-in user and reads the figures again', async () => {
    const api = billingApi();
    const user = userEvent.setup();
    show();
    await screen.findByText('1,234');
    const summaryLoads = api.count('/api/billing/summary');
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'welcome15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME15 applied: 15 credits added.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/subscriptions')?.body).toEqual({
      user_id: me.id,
      promo_code: 'welcome15',
    });
    expect(await screen.findByText('1,249')).toBeTruthy();
    expect(api.count('/api/billing/summary')).toBeGreaterThan(summaryLoads);
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('says why a promo code was refused, in the user language, under the field', async () => {
    billingApi();
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('That promo code has expired.')).toBeTruthy();
    expect(screen.queryByText('server text')).toBeNull();
    expect(screen.getByText('1,234')).toBeTruthy();
  });

  it('refuses an empty promo code without calling the server', async () => {
    const api = billingApi();
    const user = userEvent.setup();
    show();
    await screen.findByRole('textbox', { name: 'Promo code' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Promo code' }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(api.count('/api/subscriptions')).toBe(0);
  });

  it('charts the months with an accessible label and the same numbers in a hidden table; 12 months on request', async () => {
    const api = billingApi();
    const user = userEvent.setup();
    show();
    const chart = await screen.findByRole('img', {
      name: /credits spent and held per month over the last 6 months/,
    });
    expect(chart).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Credits spent and held per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'June 202601',
      'July 202622',
      'August 202643',
      'September 202664',
      'October 202685',
      'November 2026106',
    ]);
    expect(screen.getByText('Over these months: 30 spent, 21 held, 6 given back.')).toBeTruthy();
    const postings = screen.getByRole('table', { name: 'Credits by job posting' });
    expect(within(postings).getByRole('link', { name: 'Senior Frontend Engineer' })).toBeTruthy();
    expect(within(postings).getAllByRole('row')[1]!.textContent).toBe(
      'Senior Frontend Engineer9522',
    );
    expect(api.calls.find((c) => c.path === '/api/billing/usage')?.query).toBe('?months=6');
    await user.click(screen.getByRole('button', { name: '12 months' }));
    await screen.findByRole('img', { name: /over the last 12 months/ });
    expect(
      within(screen.getByRole('table', { name: 'Credits spent and held per month' })).getAllByRole(
        'row',
      ),
    ).toHaveLength(13);
    expect(api.calls.some((c) => c.path === '/api/billing/usage' && c.query === '?months=12')).toBe(
      true,
    );
  });

  it('pages through the history, newest first, each change in words', async () => {
    const api = billingApi({ ledgerTotal: 45 });
    const user = userEvent.setup();
    show();
    // jsdom matches no media query: the phone's list is shown.
    const history = await screen.findByRole('list', { name: 'Credit history, newest first' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    // e0 grant, e1 reserve, e2 capture, e3 release, ... e6 adjust.
    expect(within(items[0]!).getByText('Granted')).toBeTruthy();
    expect(within(items[0]!).getByText('+20')).toBeTruthy();
    expect(within(items[1]!).getByText('Held for an invitation')).toBeTruthy();
    expect(within(items[1]!).getByText('\u22121')).toBeTruthy();
    expect(within(items[1]!).getByText('(held +1)')).toBeTruthy();
    expect(within(items[1]!).getByText('Senior Frontend Engineer · Candidate 1')).toBeTruthy();
    expect(within(items[1]!).getByText(/Riley Recruiter/)).toBeTruthy();
    expect(within(items[2]!).getByText('Spent')).toBeTruthy();
    expect(within(items[2]!).getByText('(held \u22121)')).toBeTruthy();
    expect(within(items[3]!).getByText('Given back')).toBeTruthy();
    expect(within(items[6]!).getByText('Adjusted')).toBeTruthy();
    expect(within(items[6]!).getByText('Goodwill 6')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/billing/ledger')?.query).toBe(
      '?page=1&page_size=20',
    );
    await user.click(screen.getByRole('button', { name: 'History page 3' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Credit history, newest first' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(5),
    );
    expect(screen.getByText('Goodwill 41')).toBeTruthy();
    expect(api.calls.some((c) => c.query === '?page=3&page_size=20')).toBe(true);
  });

  it('says when there is no history yet', async () => {
    billingApi({ ledgerTotal: 0 });
    show();
    expect(await screen.findByText(/No credit changes yet/)).toBeTruthy();
  });

  it('tells a reviewer that billing is for owners and recruiters, and asks nothing more', async () => {
    const api = billingApi({
      summaryFails: { status: 403, code: 'organization.role_forbidden', times: 99 },
    });
    show();
    expect(await screen.findByText('Billing is for owners and recruiters')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.count('/api/checkout/packs')).toBe(0);
    expect(api.count('/api/billing/ledger')).toBe(0);
  });

  it('shows a failed load with Retry, which loads it again', async () => {
    billingApi({ summaryFails: { status: 500, code: 'server.error', times: 1 } });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Billing could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,234')).toBeTruthy();
  });

  it('after a checkout return, reads the figures again and drops session_id once the flow used it', async () => {
    const api = billingApi();
    sessionStorage.setItem('session_id', 'cs_test_1');
    const { router, queryClient } = show('/recruiter/billing?session_id=cs_test_1');
    await screen.findByText('1,234');
    // The post-login flow has not answered the session yet: the URL keeps it.
    expect(router.state.location.search).toBe('?session_id=cs_test_1');
    const summaryLoads = api.count('/api/billing/summary');
    // What the flow does once the server confirmed it: forget the session id, reload.
    sessionStorage.removeItem('session_id');
    queryClient.setQueryData(
      sessionKeys.subscription(),
      subscriptionWith({ balance: 1244, updated_at: '2026-11-27T09:30:00.000Z' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.count('/api/billing/summary')).toBeGreaterThan(summaryLoads));
  });

  it('drops a promo_code the link brought once the flow has answered it', async () => {
    billingApi();
    localStorage.setItem('promo_code', 'SPRING');
    const { router, queryClient } = show('/recruiter/billing?promo_code=SPRING&x=1');
    await screen.findByText('1,234');
    expect(router.state.location.search).toBe('?promo_code=SPRING&x=1');
    // The flow answered the code (it forgets it) and reloaded the subscription.
    localStorage.removeItem('promo_code');
    queryClient.setQueryData(
      sessionKeys.subscription(),
      subscriptionWith({ updated_at: '2026-11-27T09:45:00.000Z' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
  });

  it('shows the history as a table on a wide screen', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      billingApi({ ledgerTotal: 2 });
      show();
      const history = await screen.findByRole('table', { name: 'Credit history, newest first' });
      const rows = within(history).getAllByRole('row');
      expect(
        within(rows[0]!)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Date', 'What happened', 'Change', 'Job posting', 'Candidate', 'Who', 'Reason']);
      expect(within(rows[2]!).getByText('Held for an invitation')).toBeTruthy();
      expect(within(rows[2]!).getByText('Candidate 1')).toBeTruthy();
      expect(within(rows[2]!).getByText('(held +1)')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says calmly that a cancelled checkout charged nothing, and cleans the URL', async () => {
    billingApi();
    const { router } = show('/recruiter/billing?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled: nothing was charged.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Checkout cancelled: nothing was charged.')).toBeTruthy();
  });
  it('lists the purchases with their price, buyer and status', async () => {
    billingApi({
      purchases: [
        {
          id: 'cs_2',
          pack: 'pack-10',
          credits: 10,
          amount_cents: 1425,
          currency: 'usd',
          percent_off: 25,
          status: 'open',
          bought_by: 'Sam Sourcer',
          created_at: '2026-11-26T10:00:00.000Z',
          paid_at: null,
        },
        {
          id: 'cs_1',
          pack: 'pack-50',
          credits: 50,
          amount_cents: 8900,
          currency: 'usd',
          percent_off: null,
          status: 'paid',
          bought_by: 'Riley Recruiter',
          created_at: '2026-11-20T10:00:00.000Z',
          paid_at: '2026-11-20T10:01:00.000Z',
        },
      ],
    });
    show();
    const list = await screen.findByRole('list', { name: 'Purchases' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('10 credits for $14.25 · 25% off with a promo code');
    expect(rows[0]!.textContent).toContain('Sam Sourcer');
    expect(rows[0]!.textContent).toContain('Awaiting payment');
    expect(rows[1]!.textContent).toContain('50 credits for $89.00');
    expect(rows[1]!.textContent).toContain('Paid');
  });

  it('says when no credit pack was bought yet', async () => {
    billingApi();
    show();
    await screen.findByText('No credit packs bought yet.');
  });
});
