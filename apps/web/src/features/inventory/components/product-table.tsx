import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product, ProductSortField } from '@rehearse/contracts/inventory';
import type { TableState } from '../hooks/use-inventory-route';
import {
  ActiveChip,
  ProductThumb,
  StockLevel,
  useCategoryName,
  useFormatPrice,
} from './product-cells';

export type ProductRowsProps = {
  products: Product[];
  state: TableState;
  onSort: (sort: ProductSortField) => void;
  hrefOf: (id: string) => string;
  onDelete: (product: Product) => void;
};

const COLUMNS: { field: ProductSortField; align?: 'right' | 'center' }[] = [
  { field: 'name' },
  { field: 'sku' },
  { field: 'price', align: 'right' },
  { field: 'stock', align: 'right' },
  { field: 'active', align: 'center' },
];

// The wide table: one row a product, the sortable columns' headers change the sort (a second
// click reverses it).
export function ProductTable({ products, state, onSort, hrefOf, onDelete }: ProductRowsProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const categoryName = useCategoryName();
  return (
    <Table size="small" aria-label={t('inventory.table.label')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 56 }}>
            <Box component="span" sx={{ fontSize: 0 }}>
              {t('inventory.table.image')}
            </Box>
          </TableCell>
          {COLUMNS.map(({ field, align }) => (
            <TableCell
              key={field}
              align={align}
              sortDirection={state.sort === field ? state.order : false}
            >
              <TableSortLabel
                active={state.sort === field}
                direction={state.sort === field ? state.order : 'asc'}
                onClick={() => onSort(field)}
              >
                {t(`inventory.fields.${field}`)}
              </TableSortLabel>
            </TableCell>
          ))}
          <TableCell align="right">{t('inventory.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id} hover>
            <TableCell>
              <ProductThumb product={product} />
            </TableCell>
            <TableCell>
              <Link
                component={RouterLink}
                to={hrefOf(product.id)}
                underline="hover"
                sx={{ fontWeight: 500 }}
              >
                {product.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {categoryName(product.category)}
              </Typography>
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{product.sku}</TableCell>
            <TableCell align="right">{formatPrice(product.price)}</TableCell>
            <TableCell align="right">
              <StockLevel stock={product.stock} />
            </TableCell>
            <TableCell align="center">
              <ActiveChip active={product.active} />
            </TableCell>
            <TableCell align="right">
              <IconButton
                aria-label={t('inventory.delete.button', { name: product.name })}
                onClick={() => onDelete(product)}
              >
                <DeleteOutlined />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
