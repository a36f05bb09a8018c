import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InventoryTag, Product } from '@rehearse/contracts/inventory';
import { useUnsavedChangesGuard } from '../../../components/confirmation/use-unsaved-changes-guard';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { TagPicker } from '../../../components/tags/tag-picker';
import { productTagStore } from '../api/inventory-tags.queries';
import { inventoryKeys, useUpdateProduct } from '../api/inventory.queries';
import { ImagesField } from './images-field';
import {
  ActiveSwitch,
  CatalogueFields,
  PricingFields,
  Section,
  StockFields,
} from './product-fields';
import {
  formValuesOf,
  productFormSchema,
  serverFields,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-schema';

// onDelete is given the way to let the editor go without asking, once the delete is confirmed.
type Props = { product: Product; onDelete: (allowLeaving: () => void) => void };

// The product's editor. Saving (PATCH) shows the change in the table and here at once; if the
// server refuses, both go back, the form keeps what was typed with the server's reasons, and a
// toast says so. Leaving with unsaved changes asks first.
export function ProductForm({ product, onDelete }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const client = useQueryClient();
  const update = useUpdateProduct();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: contractResolver(productFormSchema),
    defaultValues: formValuesOf(product),
  });
  const { control, handleSubmit, formState } = form;
  const tags = useController({ control, name: 'tags' });
  const allowLeaving = useUnsavedChangesGuard(formState.isDirty, {
    title: t('inventory.form.leaveTitle'),
    message: t('inventory.form.leaveMessage'),
    leave: t('inventory.form.leave'),
    stay: t('inventory.form.stay'),
  });

  const onSubmit = handleSubmit(async (values) => {
    // A tag deleted meanwhile (the tags dialog) is no longer the user's: it is left out.
    const known = client.getQueryData<InventoryTag[]>(inventoryKeys.tags());
    const tags = known
      ? values.tags.filter((id) => known.some((tag) => tag.id === id))
      : values.tags;
    try {
      const saved = await update.mutateAsync({ id: product.id, product: { ...values, tags } });
      form.reset(formValuesOf(saved));
      toast({ message: t('inventory.toast.saved', { name: saved.name }) });
    } catch (error) {
      applyServerError(form, error, { fields: serverFields });
      toast({
        severity: 'error',
        message: t('inventory.toast.saveFailed', { reason: errorText(error) }),
      });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('inventory.form.label', { name: product.name })}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 4, p: { xs: 2, sm: 3 } }}
    >
      {formState.errors.root?.form && (
        <Alert severity="error" role="alert">
          {errorText(formState.errors.root.form)}
        </Alert>
      )}
      <Section title={t('inventory.form.basics')}>
        <ControlledTextField
          control={control}
          name="name"
          label={t('inventory.fields.name')}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <ControlledTextField
          control={control}
          name="description"
          label={t('inventory.fields.description')}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <CatalogueFields control={control} />
        <TagPicker
          store={productTagStore}
          label={t('inventory.fields.tags')}
          value={tags.field.value}
          onChange={tags.field.onChange}
          inputRef={tags.field.ref}
        />
        <ActiveSwitch control={control} />
      </Section>
      <Section title={t('inventory.form.stock')}>
        <StockFields control={control} />
      </Section>
      <Section title={t('inventory.form.pricing')}>
        <PricingFields control={control} />
      </Section>
      <ImagesField control={control} savedThumbnail={product.thumbnail} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button
          color="error"
          variant="outlined"
          onClick={() => onDelete(allowLeaving)}
          disabled={formState.isSubmitting}
        >
          {t('inventory.delete.short')}
        </Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            color="inherit"
            onClick={() => form.reset()}
            disabled={!formState.isDirty || formState.isSubmitting}
          >
            {t('inventory.form.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('inventory.form.saving') : t('inventory.form.save')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
