// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminSubscription, LedgerEntry } from '@rehearse/contracts/admin-subscriptions';
import type { PromoCode } from '@rehearse/contracts/admin-promo-codes';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminSubscriptionsScreen } from './admin-subscriptions-screen';

const BASE = '/api/admin/subscriptions';
const PROMO = '/api/admin/promo-codes';
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const refuse = (status: number, error: Record<string, unknown>) =>
  HttpResponse.json({ success: false, error }, { status });

const subscription = (
  n: number,
  overrides: Partial<AdminSubscription> = {},
): AdminSubscription => ({
  organization_id: `o${n}`,
  organization_name: `Organization ${n}`,
  subscription_id: `s${n}`,
  plan: n % 2 ? 'recruiting' : 'candidate-free',
  balance: n,
  reserved: 0,
  monthly_allowance: n % 2 ? 20 : 0,
  seats: n % 2 ? 5 : 1,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function subscriptionsApi() {
  const rows = [
    subscription(1, { organization_name: 'Northwind Talent', balance: 12, reserved: 3 }),
    ...Array.from({ length: 24 }, (_, i) => subscription(i + 2)),
  ];
  const ledger: LedgerEntry[] = [
    {
      id: 'l1',
      kind: 'grant',
      amount: 20,
      reserved_change: 0,
      reason: 'November allowance',
      actor_id: null,
      posting_id: null,
      candidate_id: null,
      created_at: '2026-11-01T00:00:00.000Z',
    },
  ];
  const queries: URLSearchParams[] = [];
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  const keys = new Set<string>();
  apiServer.use(
    http.get(BASE, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const search = query.get('search')?.toLowerCase();
      const found = rows.filter(
        (s) =>
          (!search || s.organization_name.toLowerCase().includes(search)) &&
          (!query.get('plan') || s.plan === query.get('plan')),
      );
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      return ok({
        subscriptions: found.slice((page - 1) * size, page * size),
        page,
        page_size: size,
        total: found.length,
      });
    }),
    http.get(`${BASE}/:id/ledger`, () =>
      ok({ entries: [...ledger], page: 1, page_size: 10, total: ledger.length }),
    ),
    http.post(`${BASE}/:id/adjustments`, async ({ request, params }) => {
      const body = (await request.json()) as {
        amount: number;
        reason: string;
        idempotency_key: string;
      };
      bodies.push({ path: new URL(request.url).pathname, body });
      const row = rows.find((s) => s.organization_id === params.id)!;
      if (row.balance + body.amount < 0)
        return refuse(402, {
          code: 'billing.insufficient_credits',
          message: 'no',
          params: { balance: row.balance, reserved: row.reserved },
        });
      const applied = !keys.has(body.idempotency_key);
      if (applied) {
        keys.add(body.idempotency_key);
        row.balance += body.amount;
        ledger.unshift({
          ...ledger[0]!,
          id: `l${ledger.length + 1}`,
          kind: 'adjust',
          amount: body.amount,
          reason: body.reason,
        });
      }
      return ok({ applied, subscription: row });
    }),
    http.patch(`${BASE}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<AdminSubscription>;
      bodies.push({ path: new URL(request.url).pathname, body });
      const row = rows.find((s) => s.organization_id === params.id)!;
      Object.assign(row, body);
      return ok(row);
    }),
  );
  return { queries, bodies, rows };
}

const openNorthwind = async () => {
  const panel = await screen.findByRole('dialog', { name: 'Northwind Talent' });
  await within(panel).findByText('November allowance');
  return panel;
};

describe('Admin subscriptions', () => {
  it('lists subscriptions, searches and filters by plan in the URL', async () => {
    const { queries } = subscriptionsApi();
    const { router } = renderWithProviders(<AdminSubscriptionsScreen />, {
      url: '/admin/subscription',
    });
    const list = await screen.findByRole('list', { name: 'Subscriptions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]!.textContent).toContain('Northwind Talent');
    expect(items[0]!.textContent).toContain(
      'Balance 12 · Reserved 3 · Monthly allowance 20 · Seats 5',
    );
    expect(screen.getByText('25 subscriptions')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Candidate (free)' }));
    expect(await screen.findByText('12 subscriptions')).toBeTruthy();
    expect(router.state.location.search).toBe('?plan=candidate-free');
    expect(queries.at(-1)?.get('plan')).toBe('candidate-free');

    await user.type(screen.getByRole('searchbox', { name: 'Search by organization' }), 'northwind');
    expect(
      await screen.findByText('No subscriptions match these filters.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?search=northwind&plan=candidate-free');
  });

  it('shows a subscription’s ledger from a deep link', async () => {
    subscriptionsApi();
    renderWithProviders(<AdminSubscriptionsScreen />, {
      url: '/admin/subscription?organization=o1',
    });
    const panel = await openNorthwind();
    const ledger = within(panel).getByRole('list', { name: 'Credit history' });
    expect(ledger.textContent).toContain('Monthly grant');
    expect(ledger.textContent).toContain('+20 credits');
  });

  it('adjusts the balance only with a reason, sends one idempotency key, and shows the new balance', async () => {
    const { bodies } = subscriptionsApi();
    // The first answer is lost (a server error): the retry carries the same key.
    let first = true;
    apiServer.use(
      http.post(`${BASE}/:id/adjustments`, async ({ request }) => {
        if (!first) return undefined;
        first = false;
        bodies.push({ path: 'lost', body: (await request.json()) as Record<string, unknown> });
        return refuse(500, { code: 'request.internal', message: 'no' });
      }),
    );
    renderWithProviders(<AdminSubscriptionsScreen />, {
      url: '/admin/subscription?organization=o1',
    });
    const panel = await openNorthwind();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Adjust the balance of Northwind Talent',
    });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    // The reason is required (at least 3 characters, the contract's rule).
    expect(await within(dialog).findByText('Use at least 3 characters.')).toBeTruthy();
    expect(
      within(dialog).getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(bodies).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Goodwill for an outage',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Done. The new balance is 17.')).toBeTruthy();
    expect(bodies).toHaveLength(2);
    const key = bodies[0]!.body.idempotency_key as string;
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(bodies[1]).toEqual({
      path: `${BASE}/o1/adjustments`,
      body: { amount: 5, reason: 'Goodwill for an outage', idempotency_key: key },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(panel).getByRole('list', { name: 'Credit history' }).textContent).toContain(
        'Adjustment',
      ),
    );
  });

  it('says a refusal below zero in the user’s language, and refuses zero', async () => {
    subscriptionsApi();
    renderWithProviders(<AdminSubscriptionsScreen />, {
      url: '/admin/subscription?organization=o1',
    });
    const panel = await openNorthwind();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: /Adjust the balance/ });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    await user.type(amount, '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Correction');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('This value is not valid.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '-50');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText(
        'No interview credits left: the balance is 12 (3 held by pending invitations). Buy more credits to invite.',
      ),
    ).toBeTruthy();
  });

  it('changes the plan with its terms filled in', async () => {
    const { bodies } = subscriptionsApi();
    renderWithProviders(<AdminSubscriptionsScreen />, {
      url: '/admin/subscription?organization=o1',
    });
    const panel = await openNorthwind();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the plan of Northwind Talent',
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Candidate (free)' }));
    expect(
      (within(dialog).getByRole('spinbutton', { name: 'Seats' }) as HTMLInputElement).value,
    ).toBe('1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subscription saved.')).toBeTruthy();
    expect(bodies).toEqual([
      { path: `${BASE}/o1`, body: { plan: 'candidate-free', seats: 1, monthly_allowance: 0 } },
    ]);
  });
});

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: 'p1',
  code: 'WELCOME50',
  kind: 'credits',
  credits: 50,
  percent_off: null,
  starts_at: null,
  ends_at: null,
  max_redemptions: 100,
  max_per_organization: 1,
  redemption_count: 2,
  disabled: false,
  disabled_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function promoApi() {
  const codes = [
    promo(),
    promo({
      id: 'p2',
      code: 'SPRING20',
      kind: 'percent',
      credits: null,
      percent_off: 20,
      redemption_count: 0,
      disabled: true,
    }),
  ];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  apiServer.use(
    http.get(PROMO, () => ok({ promo_codes: codes })),
    http.post(PROMO, async ({ request }) => {
      const body = (await record(request))!;
      if (body.code === 'WELCOME50')
        return refuse(409, { code: 'admin.promo_code_taken', message: 'no', field: 'code' });
      codes.unshift(promo({ ...body, id: 'p3', redemption_count: 0 } as Partial<PromoCode>));
      return ok(codes[0], 201);
    }),
    http.patch(`${PROMO}/:id`, async ({ request, params }) => {
      const body = (await record(request))!;
      const index = codes.findIndex((c) => c.id === params.id);
      codes[index] = { ...codes[index]!, ...body };
      return ok(codes[index]);
    }),
    http.post(`${PROMO}/:id/:action`, async ({ request, params }) => {
      await record(request);
      const index = codes.findIndex((c) => c.id === params.id);
      codes[index] = { ...codes[index]!, disabled: params.action === 'disable' };
      return ok(codes[index]);
    }),
    http.get(`${PROMO}/:id/redemptions`, () =>
      ok({
        redemptions: [
          {
            id: 'r1',
            organization_id: 'o1',
            organization_name: 'Northwind Talent',
            user_id: 'u1',
            user_email: 'recruiter@rehearse.dev',
            created_at: '2026-11-21T10:00:00.000Z',
          },
        ],
      }),
    ),
  );
  return calls;
}

describe('Admin promo codes', () => {
  it('lists codes with their redemption counts and state, and shows redemptions', async () => {
    promoApi();
    renderWithProviders(<AdminSubscriptionsScreen />, {
      url: '/admin/subscription?tab=promo-codes',
    });
    const items = within(await screen.findByRole('list', { name: 'Promo codes' })).getAllByRole(
      'listitem',
    );
    expect(items[0]!.textContent).toContain('WELCOME50');
    expect(items[0]!.textContent).toContain('50 credits · redeemed 2 of 100');
    expect(items[0]!.textContent).toContain('Active');
    expect(items[1]!.textContent).toContain('20% off');
    expect(items[1]!.textContent).toContain('Disabled');
    await userEvent.setup().click(within(items[0]!).getByRole('button', { name: 'Redemptions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redemptions of WELCOME50' });
    expect(await within(dialog).findByText('Northwind Talent')).toBeTruthy();
  });

  it('applies the form rules: the kind’s amount is required, the end after the start, a taken code on its field', async () => {
    const calls = promoApi();
    renderWithProviders(<AdminSubscriptionsScreen />, {
      url: '/admin/subscription?tab=promo-codes',
    });
    await screen.findByRole('list', { name: 'Promo codes' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.type(code, 'a b');
    await user.type(within(dialog).getByLabelText('Starts'), '2026-12-10T10:00');
    await user.type(within(dialog).getByLabelText('Ends'), '2026-12-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This is not in the expected format.')).toBeTruthy();
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('The start date must not be after the end date.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'welcome50');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Credits' }), '25');
    await user.clear(within(dialog).getByLabelText('Ends'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('A promo code with this code already exists.'),
    ).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({
      code: 'WELCOME50',
      kind: 'credits',
      credits: 25,
      percent_off: null,
      ends_at: null,
    });

    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Percent off' }));
    await user.clear(code);
    await user.type(code, 'autumn-10');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Percent off' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New promo code' })).toBeNull(),
    );
    expect(calls.at(-1)?.body).toMatchObject({
      code: 'AUTUMN-10',
      kind: 'percent',
      percent_off: 10,
      credits: null,
    });
  });

  it('locks a redeemed code’s code and kind, and disables after confirming', async () => {
    const calls = promoApi();
    renderWithProviders(<AdminSubscriptionsScreen />, {
      url: '/admin/subscription?tab=promo-codes',
    });
    const items = within(await screen.findByRole('list', { name: 'Promo codes' })).getAllByRole(
      'listitem',
    );
    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promo code' });
    expect(within(dialog).getByText(/Redeemed 2 times/)).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Code' }) as HTMLInputElement).disabled,
    ).toBe(true);
    const max = within(dialog).getByRole('spinbutton', { name: 'Redemptions in all' });
    await user.clear(max);
    await user.type(max, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty('code');
    expect(calls[0]!.body).not.toHaveProperty('kind');
    expect(calls[0]!.body).toMatchObject({ max_redemptions: 200, credits: 50 });

    await user.click(within(items[0]!).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable WELCOME50?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe(`${PROMO}/p1/disable`));
    await user.click(await within(items[1]!).findByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe(`${PROMO}/p2/enable`));
  });
});
