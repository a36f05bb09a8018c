import { PLAN_IDS, type PlanId } from '@rehearse/contracts/billing';
import type { AdminSubscriptionsQuery } from '@rehearse/contracts/admin-subscriptions';
import { SUBSCRIPTIONS_PAGE_SIZE } from './api/admin-subscriptions.queries';

// The screen's tab, search, plan filter, page, the open subscription and its ledger page live
// in the address (?tab=promo-codes, ?search=&plan=&page=2&organization=<id>&ledger_page=2).
export const SUBSCRIPTION_TABS = ['subscriptions', 'promo-codes'] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];

export type SubscriptionsView = {
  tab: SubscriptionTab;
  search?: string;
  plan?: PlanId;
  page: number;
  organization?: string;
  ledgerPage: number;
};

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function parseSubscriptionsView(params: URLSearchParams): SubscriptionsView {
  const search = params.get('search')?.trim().slice(0, 100);
  const plan = params.get('plan');
  return {
    tab: params.get('tab') === 'promo-codes' ? 'promo-codes' : 'subscriptions',
    search: search || undefined,
    plan: PLAN_IDS.find((id) => id === plan),
    page: pageOf(params.get('page')),
    organization: params.get('organization') || undefined,
    ledgerPage: pageOf(params.get('ledger_page')),
  };
}

export function subscriptionsViewToParams(view: SubscriptionsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'subscriptions') params.set('tab', view.tab);
  if (view.search) params.set('search', view.search);
  if (view.plan) params.set('plan', view.plan);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.organization) params.set('organization', view.organization);
  if (view.organization && view.ledgerPage > 1) params.set('ledger_page', String(view.ledgerPage));
  return params;
}

export const subscriptionsQueryOf = (view: SubscriptionsView): AdminSubscriptionsQuery => ({
  search: view.search,
  plan: view.plan,
  page: view.page,
  page_size: SUBSCRIPTIONS_PAGE_SIZE,
});
