import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ORGANIZATION_STATUSES,
  type AdminOrganizationDetail,
} from '@rehearse/contracts/admin-organizations';
import { ORGANIZATION_TYPES } from '@rehearse/contracts/organizations';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { SearchField } from '../../components/search-field';
import {
  ORGANIZATIONS_PAGE_SIZE,
  adminOrganizationsQueryOptions,
} from './api/admin-organizations.queries';
import { OrganizationCards, OrganizationTable } from './components/organization-list';
import { OrganizationDialog } from './components/organization-dialog';
import { OrganizationPanel } from './components/organization-panel';
import {
  hasFilters,
  organizationsQueryOf,
  organizationsViewToParams,
  parseOrganizationsView,
  type OrganizationsView,
} from './organization-params';

// Organizations for admins (/admin/organization): search, type and status filters, pages, and
// one organization's panel with its members, edit, suspend and restore. Everything but the
// dialog is in the address (docs/decisions/057-admin-workspace.md).
export function AdminOrganizationsScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const view = parseOrganizationsView(params);
  const list = useQuery(adminOrganizationsQueryOptions(organizationsQueryOf(view)));
  const pages = list.data ? Math.ceil(list.data.total / ORGANIZATIONS_PAGE_SIZE) : 0;
  // The dialog: closed, a new organization, or the one being edited.
  const [editing, setEditing] = useState<AdminOrganizationDetail | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const show = useCallback(
    (next: OrganizationsView) => setParams(organizationsViewToParams(next)),
    [setParams],
  );
  const filter = (patch: Partial<OrganizationsView>) => show({ ...view, ...patch, page: 1 });
  const onSearch = useCallback(
    (search: string | undefined) =>
      setParams((current) =>
        organizationsViewToParams({ ...parseOrganizationsView(current), search, page: 1 }),
      ),
    [setParams],
  );
  const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

  return (
    <>
      <ScreenTitle>{t('screens.adminOrganization')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box
          role="search"
          aria-label={t('adminOrganizations.filters.label')}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr)) auto',
            },
            alignItems: 'center',
          }}
        >
          <SearchField
            size="small"
            label={t('adminOrganizations.filters.search')}
            value={view.search}
            onSearch={onSearch}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <TextField
            select
            size="small"
            label={t('adminOrganizations.filters.type')}
            value={view.type ?? ''}
            onChange={(event) =>
              filter({
                type: ORGANIZATION_TYPES.find((type) => type === event.target.value),
              })
            }
            slotProps={selectProps}
          >
            <MenuItem value="">{t('adminOrganizations.filters.all')}</MenuItem>
            {ORGANIZATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`adminOrganizations.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('adminOrganizations.filters.status')}
            value={view.status ?? ''}
            onChange={(event) =>
              filter({
                status: ORGANIZATION_STATUSES.find((status) => status === event.target.value),
              })
            }
            slotProps={selectProps}
          >
            <MenuItem value="">{t('adminOrganizations.filters.all')}</MenuItem>
            {ORGANIZATION_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`adminOrganizations.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<Add aria-hidden />}
            onClick={() => setEditing('new')}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, whiteSpace: 'nowrap' }}
          >
            {t('adminOrganizations.add')}
          </Button>
        </Box>
        {list.data && (
          <Typography color="text.secondary" role="status">
            {t('adminOrganizations.count', { count: list.data.total })}
          </Typography>
        )}
        {list.isError && !list.data ? (
          <QueryErrorState title={t('adminOrganizations.loadFailed')} query={list} />
        ) : !list.data ? (
          <Box
            role="status"
            aria-busy="true"
            aria-label={t('adminOrganizations.loading')}
            sx={{ display: 'grid', gap: 1 }}
          >
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Box>
        ) : list.data.organizations.length === 0 ? (
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography color="text.secondary">
              {list.data.total > 0
                ? t('adminOrganizations.pastEnd')
                : hasFilters(view)
                  ? t('adminOrganizations.emptyFiltered')
                  : t('adminOrganizations.empty')}
            </Typography>
            {list.data.total > 0 ? (
              <Button variant="outlined" onClick={() => show({ ...view, page: 1 })}>
                {t('adminOrganizations.firstPage')}
              </Button>
            ) : hasFilters(view) ? (
              <Button variant="outlined" onClick={() => show({ page: 1 })}>
                {t('adminOrganizations.filters.clear')}
              </Button>
            ) : null}
          </Box>
        ) : (
          <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {wide ? (
              <OrganizationTable
                organizations={list.data.organizations}
                selected={view.organization}
                onOpen={(organization) => show({ ...view, organization })}
              />
            ) : (
              <OrganizationCards
                organizations={list.data.organizations}
                onOpen={(organization) => show({ ...view, organization })}
              />
            )}
          </Box>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(view.page, pages)}
            onChange={(_, page) => show({ ...view, page })}
            getItemAriaLabel={(type, item) =>
              type === 'page'
                ? t('adminOrganizations.pageLinks.page', { page: item })
                : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
                  ? t(`adminOrganizations.pageLinks.${type}`)
                  : ''
            }
            sx={{ justifySelf: 'center' }}
          />
        )}
      </Box>
      {view.organization && (
        <OrganizationPanel
          id={view.organization}
          onClose={() => show({ ...view, organization: undefined })}
          onEdit={(organization) => setEditing(organization)}
        />
      )}
      {editing && (
        <OrganizationDialog
          organization={editing === 'new' ? null : editing}
          onClose={(saved) => {
            const wasNew = editing === 'new';
            setEditing(null);
            if (!saved) return;
            setNotice(wasNew ? t('adminOrganizations.created') : t('adminOrganizations.saved'));
            if (wasNew) show({ ...view, organization: saved.id });
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      </Snackbar>
    </>
  );
}
