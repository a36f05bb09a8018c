import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProductRowsProps } from './product-table';
import {
  ActiveChip,
  ProductThumb,
  StockLevel,
  useCategoryName,
  useFormatPrice,
} from './product-cells';

// The phone's list: one card a product with what the table's columns show; the sort is chosen
// above it (SortControls), since there are no headers to click.
export function ProductCards({
  products,
  hrefOf,
  onDelete,
}: Omit<ProductRowsProps, 'state' | 'onSort'>) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const categoryName = useCategoryName();
  return (
    <Box
      component="ul"
      aria-label={t('inventory.table.label')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {products.map((product) => (
        <Box
          component="li"
          key={product.id}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            p: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ProductThumb product={product} size={56} />
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
            <Link
              component={RouterLink}
              to={hrefOf(product.id)}
              underline="hover"
              sx={{ fontWeight: 500 }}
            >
              {product.name}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[categoryName(product.category), product.sku].filter(Boolean).join(' · ')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500 }}>{formatPrice(product.price)}</Typography>
              <Typography variant="body2" component="span">
                <StockLevel stock={product.stock} />
              </Typography>
              <ActiveChip active={product.active} />
            </Box>
          </Box>
          <IconButton
            aria-label={t('inventory.delete.button', { name: product.name })}
            onClick={() => onDelete(product)}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
