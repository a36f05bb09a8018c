import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import {
  brandsQueryOptions,
  categoriesQueryOptions,
  vendorsQueryOptions,
} from '../api/inventory.queries';
import { useFormatPrice } from './product-cells';
import {
  computedPrice,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-schema';

type FormControl = Control<ProductFormValues, unknown, ProductFormOutput>;
type Props = { control: FormControl };

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

// A select of one of the catalogue lists, with "None".
function CatalogueSelect({
  control,
  name,
  options,
}: Props & {
  name: 'category' | 'brand' | 'vendor';
  options: { id: string; name: string }[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ControlledTextField control={control} name={name} select label={t(`inventory.fields.${name}`)}>
      <MenuItem value="">
        <em>{t('inventory.form.none')}</em>
      </MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </ControlledTextField>
  );
}

export function CatalogueFields({ control }: Props) {
  const categories = useQuery(categoriesQueryOptions());
  const brands = useQuery(brandsQueryOptions());
  const vendors = useQuery(vendorsQueryOptions());
  return (
    <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
      <CatalogueSelect control={control} name="category" options={categories.data} />
      <CatalogueSelect control={control} name="brand" options={brands.data} />
      <CatalogueSelect control={control} name="vendor" options={vendors.data} />
    </Box>
  );
}

// A figure typed as text (the form schema reads it), with the keyboard's number pad.
function NumberField({
  control,
  name,
  decimals,
  suffix,
}: Props & {
  name: 'stock' | 'reserved' | 'cost' | 'basePrice' | 'taxPercent' | 'weight';
  decimals?: boolean;
  suffix?: string;
}) {
  const { t } = useTranslation();
  return (
    <ControlledTextField
      control={control}
      name={name}
      type="number"
      required
      label={
        suffix ? `${t(`inventory.fields.${name}`)} (${suffix})` : t(`inventory.fields.${name}`)
      }
      slotProps={{
        htmlInput: {
          min: 0,
          step: decimals ? 0.01 : 1,
          inputMode: decimals ? 'decimal' : 'numeric',
        },
      }}
    />
  );
}

export function StockFields({ control }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={grid}>
      <ControlledTextField
        control={control}
        name="sku"
        label={t('inventory.fields.sku')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <ControlledTextField
        control={control}
        name="barcode"
        label={t('inventory.fields.barcode')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <NumberField control={control} name="stock" />
      <NumberField control={control} name="reserved" />
    </Box>
  );
}

// Cost, base price and tax; the price beside them is computed as they are typed, read-only (the
// server computes the same on save).
export function PricingFields({ control }: Props) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [basePrice, taxPercent] = useWatch({ control, name: ['basePrice', 'taxPercent'] });
  const price = computedPrice(basePrice, taxPercent);
  return (
    <Box sx={grid}>
      <NumberField control={control} name="cost" decimals suffix="USD" />
      <NumberField control={control} name="basePrice" decimals suffix="USD" />
      <NumberField control={control} name="taxPercent" decimals suffix="%" />
      <TextField
        label={t('inventory.fields.price')}
        value={price === null ? '' : formatPrice(price)}
        helperText={t('inventory.form.priceHelp')}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-live': 'polite' } }}
      />
      <NumberField control={control} name="weight" decimals suffix="kg" />
    </Box>
  );
}

export function ActiveSwitch({ control }: Props) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'active' });
  return (
    <FormControlLabel
      control={
        <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
      }
      label={t('inventory.fields.activeLong')}
    />
  );
}
