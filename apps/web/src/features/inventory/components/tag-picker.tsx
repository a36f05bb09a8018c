import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { tagsQueryOptions, useCreateTag } from '../api/inventory-tags.queries';
import type { ProductFormOutput, ProductFormValues } from './product-form-schema';

// A tag of the user's, or the offer to create one with the typed title.
type Option = { id: string; title: string; create?: true };
const filter = createFilterOptions<Option>();

// The product's tags, picked from the user's tags; typing a new title offers to create it.
export function TagPicker({
  control,
}: {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const tags = useQuery(tagsQueryOptions());
  const create = useCreateTag();
  const { field } = useController({ control, name: 'tags' });
  const options: Option[] = tags.data ?? [];
  const selected = field.value
    .map((id) => options.find((tag) => tag.id === id))
    .filter((tag): tag is Option => tag !== undefined);

  const createTag = (title: string) =>
    create.mutate(title, {
      onSuccess: (tag) => field.onChange([...field.value, tag.id]),
      onError: (error) =>
        toast({
          severity: 'error',
          message: t('inventory.tags.createFailed', { title, reason: errorText(error) }),
        }),
    });

  return (
    <Autocomplete<Option, true>
      multiple
      options={options}
      value={selected}
      loading={tags.isPending || create.isPending}
      getOptionLabel={(option) =>
        option.create ? t('inventory.tags.createOption', { title: option.title }) : option.title
      }
      isOptionEqualToValue={(a, b) => a.id === b.id && a.title === b.title}
      filterOptions={(all, state) => {
        const found = filter(all, state);
        const title = state.inputValue.trim();
        const exists = all.some((tag) => tag.title.toLowerCase() === title.toLowerCase());
        return title && !exists ? [...found, { id: '', title, create: true }] : found;
      }}
      onChange={(_event, next, _reason, details) => {
        if (details?.option.create) createTag(details.option.title);
        else field.onChange(next.filter((tag) => !tag.create).map((tag) => tag.id));
      }}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={option.title} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('inventory.fields.tags')}
          helperText={t('inventory.tags.pickerHelp')}
        />
      )}
    />
  );
}
