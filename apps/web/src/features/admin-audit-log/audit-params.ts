import type { AuditLogQuery } from '@rehearse/contracts/admin-audit-log';
import { AUDIT_PAGE_SIZE } from './api/admin-audit-log.queries';

// The audit log's filters and page in the address
// (?action=organization&actor=ada&organization=<id>&from=2026-11-01&to=2026-11-27&page=2).
export type AuditView = {
  action?: string;
  actor?: string;
  organization?: string;
  from?: string;
  to?: string;
  page: number;
};

// The actions admins' changes record, by area (an area filters all of its actions).
export const AUDIT_ACTIONS = {
  organization: ['create', 'update', 'suspend', 'restore'],
  subscription: ['update', 'adjust'],
  promo_code: ['create', 'update', 'disable', 'enable'],
  platform_invitation: ['create', 'resend', 'revoke'],
  posting: ['create', 'update', 'state'],
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = (value: string | null) => (value && isoDay.test(value) ? value : undefined);

export function parseAuditView(params: URLSearchParams): AuditView {
  const page = Number(params.get('page'));
  const organization = params.get('organization');
  return {
    action: params.get('action')?.trim().slice(0, 100) || undefined,
    actor: params.get('actor')?.trim().slice(0, 200) || undefined,
    organization: organization && uuid.test(organization) ? organization : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function auditViewToParams(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['action', 'actor', 'organization', 'from', 'to'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export const auditQueryOf = (view: AuditView): AuditLogQuery => ({
  action: view.action,
  actor: view.actor,
  organization_id: view.organization,
  from: view.from,
  to: view.to,
  page: view.page,
  page_size: AUDIT_PAGE_SIZE,
});

export const hasFilters = (view: AuditView) =>
  Boolean(view.action || view.actor || view.organization || view.from || view.to);
