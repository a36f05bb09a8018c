import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  POSTING_SORTS,
  POSTING_STATES,
  type PostingList,
  type PostingSort,
} from '@rehearse/contracts/postings';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { paths } from '../../config/paths';
import { postingListQueryOptions } from './api/postings.queries';
import { PostingRow } from './components/posting-row';
import { canEdit } from './components/use-posting-actions';
import {
  parsePostingFilters,
  postingFiltersToParams,
  POSTINGS_PAGE_SIZE,
  toListQuery,
  type PostingFilters,
} from './posting-filters';
import { paginationLabel } from './pagination-label';

const ALL = 'all';

// Job Postings: tabs per state with their counts, search as you type, sort and pages; each
// posting with its state and what an editor may do with it. The filters are in the address.
export function PostingsListScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parsePostingFilters(params);
  const onChange = useCallback(
    (next: PostingFilters) => setParams(postingFiltersToParams(next), { replace: next.page === 1 }),
    [setParams],
  );
  const query = useQuery(postingListQueryOptions(toListQuery(filters)));
  const role = query.data?.role;

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <ScreenTitle>{t('screens.recruiterPostings')}</ScreenTitle>
        {role && canEdit(role) && (query.data?.counts.all ?? 0) > 0 && (
          <Button
            href={paths.recruiter.newPosting.getHref()}
            variant="contained"
            startIcon={<Add />}
          >
            {t('postings.list.new')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <StateTabs filters={filters} data={query.data} onChange={onChange} />
        <Toolbar filters={filters} onChange={onChange} />
        {query.isError ? (
          <QueryErrorState title={t('postings.list.loadFailed')} query={query} />
        ) : !query.data ? (
          <ListSkeleton />
        ) : (
          <Results
            data={query.data}
            filters={filters}
            onChange={onChange}
            fetching={query.isPlaceholderData}
          />
        )}
      </Box>
    </>
  );
}

function StateTabs({
  filters,
  data,
  onChange,
}: {
  filters: PostingFilters;
  data: PostingList | undefined;
  onChange: (filters: PostingFilters) => void;
}) {
  const { t } = useTranslation();
  const count = (key: keyof PostingList['counts']) =>
    data
      ? t('postings.list.tabCount', { label: t(`postings.tabs.${key}`), count: data.counts[key] })
      : t(`postings.tabs.${key}`);
  return (
    <Tabs
      value={filters.state ?? ALL}
      onChange={(_, value: string) =>
        onChange({
          ...filters,
          state: value === ALL ? undefined : (value as PostingFilters['state']),
          page: 1,
        })
      }
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('postings.list.stateFilter')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {[ALL, ...POSTING_STATES].map((state) => (
        <Tab key={state} value={state} label={count(state as keyof PostingList['counts'])} />
      ))}
    </Tabs>
  );
}

function Toolbar({
  filters,
  onChange,
}: {
  filters: PostingFilters;
  onChange: (filters: PostingFilters) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.q ?? '');
  // The last search this box put in the address.
  const pushed = useRef(filters.q);

  // The search applies a moment after typing stops, not on every key.
  useEffect(() => {
    const q = search.trim() || undefined;
    if (q === filters.q) return;
    const timer = window.setTimeout(() => {
      pushed.current = q;
      onChange({ ...filters, q, page: 1 });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search, filters, onChange]);

  // Back/forward or "Clear filters" change the address: follow it.
  useEffect(() => {
    if (filters.q === pushed.current) return;
    pushed.current = filters.q;
    setSearch(filters.q ?? '');
  }, [filters.q]);

  return (
    <Box
      role="search"
      aria-label={t('postings.list.filters')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 220px' },
      }}
    >
      <TextField
        type="search"
        label={t('postings.list.search')}
        placeholder={t('postings.list.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200 },
        }}
      />
      <TextField
        select
        label={t('postings.list.sort')}
        value={filters.sort}
        onChange={(event) =>
          onChange({ ...filters, sort: event.target.value as PostingSort, page: 1 })
        }
      >
        {POSTING_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`postings.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function Results({
  data,
  filters,
  onChange,
  fetching,
}: {
  data: PostingList;
  filters: PostingFilters;
  onChange: (filters: PostingFilters) => void;
  fetching: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / POSTINGS_PAGE_SIZE));
  if (data.counts.all === 0 && !filters.q) {
    return <FirstPosting editor={canEdit(data.role)} />;
  }
  if (data.items.length === 0) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 6 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('postings.list.noMatchTitle')}
        </Typography>
        <Typography color="text.secondary">{t('postings.list.noMatchBody')}</Typography>
        <Button variant="outlined" onClick={() => onChange({ sort: filters.sort, page: 1 })}>
          {t('postings.list.clearFilters')}
        </Button>
      </Box>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gap: 2, opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={fetching}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {t('postings.list.count', { count: data.total })}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
        {data.items.map((posting) => (
          <PostingRow key={posting.id} posting={posting} role={data.role} />
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(filters.page, pages)}
          onChange={(_, page) => onChange({ ...filters, page })}
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={paginationLabel(t)}
        />
      )}
    </Box>
  );
}

function FirstPosting({ editor }: { editor: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 8,
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
      }}
    >
      <WorkOutline aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('postings.list.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {editor ? t('postings.list.emptyBody') : t('postings.list.emptyBodyReviewer')}
      </Typography>
      {editor && (
        <Button href={paths.recruiter.newPosting.getHref()} variant="contained" startIcon={<Add />}>
          {t('postings.list.createFirst')}
        </Button>
      )}
    </Box>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('postings.list.loading')}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={92} />
      ))}
    </Box>
  );
}
