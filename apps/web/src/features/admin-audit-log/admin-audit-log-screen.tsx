import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { AUDIT_PAGE_SIZE, auditLogQueryOptions } from './api/admin-audit-log.queries';
import {
  auditQueryOf,
  auditViewToParams,
  hasFilters,
  parseAuditView,
  type AuditView,
} from './audit-params';
import { AuditEntries } from './components/audit-entries';
import { AuditFilters } from './components/audit-filters';

// The audit log (/admin/audit-log): what admins changed, newest first, with each change's
// fields before and after; filters and page in the address (docs/decisions/057-admin-workspace.md).
export function AdminAuditLogScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = parseAuditView(params);
  const log = useQuery(auditLogQueryOptions(auditQueryOf(view)));
  const pages = log.data ? Math.ceil(log.data.total / AUDIT_PAGE_SIZE) : 0;
  const show = useCallback((next: AuditView) => setParams(auditViewToParams(next)), [setParams]);
  const onActor = useCallback(
    (actor: string | undefined) =>
      setParams((current) => auditViewToParams({ ...parseAuditView(current), actor, page: 1 })),
    [setParams],
  );

  return (
    <>
      <ScreenTitle>{t('screens.adminAuditLog')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Typography color="text.secondary">{t('adminAuditLog.intro')}</Typography>
        <AuditFilters view={view} onChange={show} onActor={onActor} />
        {log.data && (
          <Typography color="text.secondary" role="status">
            {t('adminAuditLog.count', { count: log.data.total })}
          </Typography>
        )}
        {log.isError && !log.data ? (
          <QueryErrorState title={t('adminAuditLog.loadFailed')} query={log} />
        ) : !log.data ? (
          <Box
            role="status"
            aria-busy="true"
            aria-label={t('adminAuditLog.loading')}
            sx={{ display: 'grid', gap: 1 }}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={96} />
            ))}
          </Box>
        ) : log.data.entries.length === 0 ? (
          <Typography color="text.secondary">
            {log.data.total > 0
              ? t('adminAuditLog.pastEnd')
              : hasFilters(view)
                ? t('adminAuditLog.emptyFiltered')
                : t('adminAuditLog.empty')}
          </Typography>
        ) : (
          <Box sx={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}>
            <AuditEntries entries={log.data.entries} />
          </Box>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(view.page, pages)}
            onChange={(_, page) => show({ ...view, page })}
            getItemAriaLabel={(type, item) =>
              type === 'page'
                ? t('adminAuditLog.pageLinks.page', { page: item })
                : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
                  ? t(`adminAuditLog.pageLinks.${type}`)
                  : ''
            }
            sx={{ justifySelf: 'center' }}
          />
        )}
      </Box>
    </>
  );
}
