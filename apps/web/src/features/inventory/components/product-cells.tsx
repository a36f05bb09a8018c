import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InventoryTwoTone from '@mui/icons-material/Inventory2Outlined';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@rehearse/contracts/inventory';
import { categoriesQueryOptions } from '../api/inventory.queries';

// Below this many the stock shows as low; none at all is "out of stock".
export const LOW_STOCK = 10;

// Prices are in US dollars (the sample catalogue's), written the reader's way.
export function useFormatPrice() {
  const { i18n } = useTranslation();
  return useCallback(
    (value: number) =>
      new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(value),
    [i18n.language],
  );
}

// The category's name, once the list has loaded.
export function useCategoryName() {
  const categories = useQuery(categoriesQueryOptions());
  return (id: string | null) =>
    (id && categories.data?.find((category) => category.id === id)?.name) ?? '';
}

// The product's thumbnail, or a drawn placeholder when it has none (or the file is missing).
export function ProductThumb({ product, size = 40 }: { product: Product; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      {product.thumbnail ? (
        <Box
          component="img"
          src={product.thumbnail}
          alt=""
          loading="lazy"
          width={size}
          height={size}
          sx={{ objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <InventoryTwoTone fontSize="small" aria-hidden />
      )}
    </Box>
  );
}

// The stock with a coloured dot (green, amber when low, red when out) and, when it matters, the
// words, so the colour is never the only sign.
export function StockLevel({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const level = stock === 0 ? 'out' : stock < LOW_STOCK ? 'low' : 'ok';
  const colour = { out: 'error.main', low: 'warning.main', ok: 'success.main' }[level];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colour, flexShrink: 0 }}
      />
      <span>{stock}</span>
      {level !== 'ok' && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
          {t(`inventory.stock.${level}`)}
        </Box>
      )}
    </Box>
  );
}

export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'primary' : 'default'}
      label={active ? t('inventory.active.yes') : t('inventory.active.no')}
    />
  );
}
