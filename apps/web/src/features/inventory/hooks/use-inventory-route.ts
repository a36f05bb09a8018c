import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_SORT_FIELDS, type ProductSortField } from '@rehearse/contracts/inventory';
import type { ProductPageQuery } from '../api/inventory.queries';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

// The table's state as the address holds it: ?q= (search), sort, order, page (counted from 1
// for people; the API's page is zero-based, decision 004) and size. Defaults are left out of the
// address, and a value the API would refuse falls back to its default.
export type TableState = {
  search?: string;
  sort: ProductSortField;
  order: 'asc' | 'desc';
  page: number;
  size: number;
};

// A change to the table's state, or one made of the state as it is when it applies.
export type TableChange = Partial<TableState> | ((current: TableState) => Partial<TableState>);

const DEFAULTS = { sort: 'name', order: 'asc', page: 1, size: PAGE_SIZES[0] } as const;

export function readTableState(params: URLSearchParams): TableState {
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: params.get('q')?.trim() || undefined,
    sort: PRODUCT_SORT_FIELDS.includes(sort as ProductSortField)
      ? (sort as ProductSortField)
      : DEFAULTS.sort,
    order: order === 'desc' ? 'desc' : DEFAULTS.order,
    page: Number.isInteger(page) && page >= 1 && page < 1e9 ? page : DEFAULTS.page,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.size,
  };
}

export function tableSearchString(state: TableState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.sort !== DEFAULTS.sort) params.set('sort', state.sort);
  if (state.order !== DEFAULTS.order) params.set('order', state.order);
  if (state.page !== DEFAULTS.page) params.set('page', String(state.page));
  if (state.size !== DEFAULTS.size) params.set('size', String(state.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

// The API's query for the page on screen: always every field, so the default page 1 of the
// API (its second page) is never used by accident.
export const apiQueryOf = (state: TableState): ProductPageQuery => ({
  search: state.search,
  sort: state.sort,
  order: state.order,
  page: state.page - 1,
  size: state.size,
});

export function useInventoryRoute() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params), [params]);

  // The state last asked for, until the address shows it: the router renders a navigation in a
  // transition, so a quick second click (a header's sort, then its reverse) can come before the
  // re-render and must build on the first, not on what is still drawn.
  const pending = useRef<TableState | null>(null);
  useEffect(() => {
    if (pending.current && tableSearchString(pending.current) === tableSearchString(state)) {
      pending.current = null;
    }
  }, [state]);

  // A new search, sort or size starts again at the first page; paging is its own history entry
  // (Back returns to the previous page), typing in the search is not.
  const update = useCallback(
    (change: TableChange, options: { replace?: boolean } = {}) => {
      const current = pending.current ?? readTableState(params);
      const changed = typeof change === 'function' ? change(current) : change;
      const next = { ...current, ...changed };
      if (!('page' in changed)) next.page = 1;
      pending.current = next;
      setParams(new URLSearchParams(tableSearchString(next)), options);
    },
    [params, setParams],
  );

  return { state, search: tableSearchString(state), update };
}
