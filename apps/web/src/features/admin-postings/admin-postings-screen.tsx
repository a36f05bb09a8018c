import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { POSTING_STATES } from '@rehearse/contracts/postings';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { SearchField } from '../../components/search-field';
import { paths } from '../../config/paths';
import { POSTINGS_PAGE_SIZE, adminPostingsQueryOptions } from './api/admin-postings.queries';
import { OrganizationPicker } from './components/organization-picker';
import { PostingCards, PostingTable } from './components/posting-list';
import {
  hasFilters,
  parsePostingsView,
  postingsQueryOf,
  postingsViewToParams,
  type PostingsView,
} from './posting-params';

// Every organization's postings for admins (/admin/postings): by organization, state and search,
// a page at a time, all in the address (docs/decisions/057-admin-workspace.md).
export function AdminPostingsScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const view = parsePostingsView(params);
  const list = useQuery(adminPostingsQueryOptions(postingsQueryOf(view)));
  const pages = list.data ? Math.ceil(list.data.total / POSTINGS_PAGE_SIZE) : 0;

  const show = useCallback(
    (next: PostingsView) => setParams(postingsViewToParams(next)),
    [setParams],
  );
  const filter = (patch: Partial<PostingsView>) => show({ ...view, ...patch, page: 1 });
  const onSearch = useCallback(
    (search: string | undefined) =>
      setParams((current) =>
        postingsViewToParams({ ...parsePostingsView(current), search, page: 1 }),
      ),
    [setParams],
  );
  const createHref = `${paths.admin.createPosting.getHref()}${
    view.organization ? `?organization=${view.organization}` : ''
  }`;

  return (
    <>
      <ScreenTitle>{t('screens.adminPostings')}</ScreenTitle>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box
          role="search"
          aria-label={t('adminPostings.filters.label')}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr) auto',
            },
            alignItems: 'center',
          }}
        >
          <OrganizationPicker
            size="small"
            label={t('adminPostings.filters.organization')}
            value={view.organization}
            onChange={(organization) => filter({ organization: organization?.id })}
          />
          <TextField
            select
            size="small"
            label={t('adminPostings.filters.state')}
            value={view.state ?? ''}
            onChange={(event) =>
              filter({ state: POSTING_STATES.find((state) => state === event.target.value) })
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('adminPostings.filters.all')}</MenuItem>
            {POSTING_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`postings.states.${state}`)}
              </MenuItem>
            ))}
          </TextField>
          <SearchField
            size="small"
            label={t('adminPostings.filters.search')}
            value={view.search}
            onSearch={onSearch}
          />
          <Button
            variant="contained"
            href={createHref}
            startIcon={<Add aria-hidden />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('adminPostings.add')}
          </Button>
        </Box>
        {list.data && (
          <Typography color="text.secondary" role="status">
            {t('adminPostings.count', { count: list.data.total })}
          </Typography>
        )}
        {list.isError && !list.data ? (
          <QueryErrorState title={t('adminPostings.loadFailed')} query={list} />
        ) : !list.data ? (
          <Box
            role="status"
            aria-busy="true"
            aria-label={t('adminPostings.loading')}
            sx={{ display: 'grid', gap: 1 }}
          >
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Box>
        ) : list.data.postings.length === 0 ? (
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography color="text.secondary">
              {list.data.total > 0
                ? t('adminPostings.pastEnd')
                : hasFilters(view)
                  ? t('adminPostings.emptyFiltered')
                  : t('adminPostings.empty')}
            </Typography>
            {list.data.total > 0 ? (
              <Button variant="outlined" onClick={() => show({ ...view, page: 1 })}>
                {t('adminPostings.firstPage')}
              </Button>
            ) : hasFilters(view) ? (
              <Button variant="outlined" onClick={() => show({ page: 1 })}>
                {t('adminPostings.filters.clear')}
              </Button>
            ) : null}
          </Box>
        ) : (
          <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {wide ? (
              <PostingTable postings={list.data.postings} />
            ) : (
              <PostingCards postings={list.data.postings} />
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
                ? t('adminPostings.pageLinks.page', { page: item })
                : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
                  ? t(`adminPostings.pageLinks.${type}`)
                  : ''
            }
            sx={{ justifySelf: 'center' }}
          />
        )}
      </Box>
    </>
  );
}
