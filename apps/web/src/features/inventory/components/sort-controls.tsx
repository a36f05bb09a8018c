import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORT_FIELDS, type ProductSortField } from '@rehearse/contracts/inventory';
import type { TableState } from '../hooks/use-inventory-route';

type Props = { state: TableState; onChange: (change: Partial<TableState>) => void };

// On a phone the cards have no headers to click: the sort and its direction are chosen here.
export function SortControls({ state, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
      <TextField
        select
        size="small"
        label={t('inventory.sort.label')}
        value={state.sort}
        onChange={(event) => onChange({ sort: event.target.value as ProductSortField })}
      >
        {PRODUCT_SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {t(`inventory.fields.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('inventory.sort.order')}
        value={state.order}
        onChange={(event) => onChange({ order: event.target.value as 'asc' | 'desc' })}
      >
        <MenuItem value="asc">{t('inventory.sort.asc')}</MenuItem>
        <MenuItem value="desc">{t('inventory.sort.desc')}</MenuItem>
      </TextField>
    </Box>
  );
}
