import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product, ProductSortField } from '@rehearse/contracts/inventory';
import { QueryErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { productPageQueryOptions } from '../api/inventory.queries';
import {
  apiQueryOf,
  PAGE_SIZES,
  tableSearchString,
  type TableChange,
  type TableState,
} from '../hooks/use-inventory-route';
import { ProductCards } from './product-cards';
import { ProductTable } from './product-table';

type Props = {
  state: TableState;
  onChange: (change: TableChange) => void;
  hrefOf: (id: string) => string;
  onDelete: (product: Product) => void;
  onCreate: () => void;
};

// The page of products the address names: a table (a card list on a phone), its paging, and the
// states between: first load, reload (the previous page stays, under a progress bar), nothing
// at all, nothing found, and a page past the last (a stale link) with the way to the last one.
export function ProductList({ state, onChange, hrefOf, onDelete, onCreate }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useQuery(productPageQueryOptions(apiQueryOf(state)));

  if (query.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <QueryErrorState title={t('inventory.table.loadFailed')} query={query} />
      </Box>
    );
  }
  if (!query.data) return <ListSkeleton />;

  const { products, pagination } = query.data;
  const progress = query.isPlaceholderData && (
    <LinearProgress
      aria-label={t('inventory.table.loading')}
      sx={{ position: 'absolute', inset: '0 0 auto' }}
    />
  );
  // The API answers null past the last page, and an empty slice at it (its pages are
  // zero-based): either way this page holds nothing while other pages do.
  const length = 'length' in pagination ? pagination.length : undefined;
  if (!products || (products.length === 0 && length !== 0)) {
    const last = { ...state, page: pagination.lastPage };
    return (
      <Box sx={{ position: 'relative', p: 2 }}>
        {progress}
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={paths.apps.inventory.getHref(tableSearchString(last))}
              color="inherit"
            >
              {t('inventory.table.toLastPage', { page: pagination.lastPage })}
            </Button>
          }
        >
          {t('inventory.table.pastLast', { page: state.page, last: pagination.lastPage })}
        </Alert>
      </Box>
    );
  }
  if (products.length === 0) {
    return (
      <Box sx={{ position: 'relative', p: 4, display: 'grid', gap: 2, justifyItems: 'center' }}>
        {progress}
        <Typography color="text.secondary">
          {state.search
            ? t('inventory.table.noMatch', { search: state.search })
            : t('inventory.table.empty')}
        </Typography>
        {state.search ? (
          <Button variant="outlined" onClick={() => onChange({ search: undefined })}>
            {t('inventory.table.clearSearch')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onCreate}>
            {t('inventory.new')}
          </Button>
        )}
      </Box>
    );
  }

  const rows = { products, hrefOf, onDelete };
  return (
    <Box sx={{ position: 'relative' }} aria-busy={query.isPlaceholderData}>
      {progress}
      <Box sx={{ overflowX: 'auto' }}>
        {phone ? (
          <ProductCards {...rows} />
        ) : (
          <ProductTable
            {...rows}
            state={state}
            onSort={(sort: ProductSortField) =>
              onChange((current) => ({
                sort,
                order: current.sort === sort && current.order === 'asc' ? 'desc' : 'asc',
              }))
            }
          />
        )}
      </Box>
      <TablePagination
        component="div"
        count={length ?? 0}
        page={state.page - 1}
        onPageChange={(_event, next) => onChange({ page: next + 1 })}
        rowsPerPage={state.size}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onRowsPerPageChange={(event) => onChange({ size: Number(event.target.value) })}
        labelRowsPerPage={t('inventory.table.perPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('inventory.table.shown', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`inventory.table.goTo.${type}`)}
        // A phone has room for the previous and next buttons only.
        showFirstButton={!phone}
        showLastButton={!phone}
        sx={{ '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } } }}
      />
    </Box>
  );
}

function ListSkeleton() {
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1.5 }} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={40} height={40} />
          <Skeleton sx={{ flex: 1 }} />
          <Skeleton width={80} />
        </Box>
      ))}
    </Box>
  );
}
