import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text';
import { useToast } from '../toast/use-toast';
import type { TagStore } from './tag-store';

// A tag of the user's, or the offer to create one with the typed title.
type Option = { id: string; title: string; create?: true };
const filter = createFilterOptions<Option>();

type Props = {
  store: TagStore;
  label: string;
  // The chosen tags' ids (a form field's value, onChange and ref).
  value: string[];
  onChange: (ids: string[]) => void;
  inputRef?: Ref<HTMLInputElement>;
};

// Tags picked from the user's tags of a feature; typing a new title offers to create it.
export function TagPicker({ store, label, value, onChange, inputRef }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const tags = store.useTags();
  const create = store.useCreate();
  const options: Option[] = tags.data ?? [];
  const selected = value
    .map((id) => options.find((tag) => tag.id === id))
    .filter((tag): tag is Option => tag !== undefined);

  const createTag = (title: string) =>
    create.mutate(title, {
      onSuccess: (tag) => onChange([...value, tag.id]),
      onError: (error) =>
        toast({
          severity: 'error',
          message: t('tags.createFailed', { title, reason: errorText(error) }),
        }),
    });

  return (
    <Autocomplete<Option, true>
      multiple
      options={options}
      value={selected}
      loading={tags.isPending || create.isPending}
      getOptionLabel={(option) =>
        option.create ? t('tags.createOption', { title: option.title }) : option.title
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
        else onChange(next.filter((tag) => !tag.create).map((tag) => tag.id));
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={option.title} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          helperText={t('tags.pickerHelp')}
        />
      )}
    />
  );
}
