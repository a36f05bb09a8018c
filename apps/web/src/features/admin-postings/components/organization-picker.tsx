import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  organizationNameQueryOptions,
  recruitingOrganizationsQueryOptions,
} from '../api/admin-postings.queries';

type Choice = { id: string; name: string };

// A recruiting organization, searched by name as one types (the first 20 that match).
export function OrganizationPicker({
  value,
  onChange,
  label,
  size,
  required,
  error,
}: {
  value: string | undefined;
  onChange: (organization: Choice | null) => void;
  label: string;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<Choice | null>(null);
  const search = useDebouncedValue(input, 300);
  // The term typed, not the chosen organization's name shown in the box.
  const term = picked && search === picked.name ? '' : search;
  const choices = useQuery(recruitingOrganizationsQueryOptions(term));
  const known = useQuery({
    ...organizationNameQueryOptions(value ?? ''),
    enabled: Boolean(value) && picked?.id !== value,
  });
  const selected: Choice | null = !value
    ? null
    : picked?.id === value
      ? picked
      : (known.data ?? {
          id: value,
          name: known.isError ? t('adminPostings.unknownOrganization') : '…',
        });
  const options = choices.data?.map(({ id, name }) => ({ id, name })) ?? [];

  return (
    <Autocomplete
      size={size}
      options={
        selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options
      }
      value={selected}
      onChange={(_, next) => {
        setPicked(next);
        onChange(next);
      }}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={choices.isFetching}
      loadingText={t('adminPostings.picker.loading')}
      noOptionsText={
        choices.isError ? t('adminPostings.picker.failed') : t('adminPostings.picker.none')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
