import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country } from '@rehearse/contracts/contacts';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { countriesQueryOptions } from '../../../lib/lookup-data';
import type { ContactFormOutput, ContactFormValues } from './contact-form-schema';
import { Flag } from './flag';
import { RepeatedFields } from './repeated-fields';

type FormControl = Control<ContactFormValues, unknown, ContactFormOutput>;

// Any number of phone numbers, each with its country (flag, name and dialling code, from the
// countries call) and a label such as Mobile.
export function PhoneFields({ control }: { control: FormControl }) {
  const { t, i18n } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'phoneNumbers' });
  // A new number starts in the country of the app's language.
  const defaultCountry = i18n.resolvedLanguage === 'tr' ? 'tr' : 'us';
  return (
    <RepeatedFields
      legend={t('contacts.fields.phoneNumbers')}
      rows={fields}
      renderRow={(index) => (
        <>
          <CountryField control={control} index={index} />
          <ControlledTextField
            control={control}
            name={`phoneNumbers.${index}.phoneNumber`}
            type="tel"
            label={t('contacts.fields.phoneNumber')}
            size="small"
            sx={{ flex: 2, minWidth: 140 }}
          />
          <ControlledTextField
            control={control}
            name={`phoneNumbers.${index}.label`}
            label={t('contacts.fields.label')}
            placeholder={t('contacts.fields.phoneLabelHint')}
            size="small"
            sx={{ flex: 1, minWidth: 100 }}
          />
        </>
      )}
      removeLabel={(index) => t('contacts.fields.removePhone', { number: index + 1 })}
      onRemove={remove}
      addLabel={t('contacts.fields.addPhone')}
      onAdd={() => append({ country: defaultCountry, phoneNumber: '', label: '' })}
    />
  );
}

function CountryField({ control, index }: { control: FormControl; index: number }) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQueryOptions());
  const { field } = useController({ control, name: `phoneNumbers.${index}.country` });
  const options = countries.data ?? [];
  const value = options.find((country) => country.iso === field.value) ?? null;
  return (
    <Autocomplete<Country, false, true>
      options={options}
      // null until the countries are in (MUI shows an empty field for it).
      value={value as Country}
      disableClearable
      loading={countries.isPending}
      onChange={(_event, next) => field.onChange(next.iso)}
      getOptionLabel={(country) => `${country.name} ${country.code}`}
      isOptionEqualToValue={(a, b) => a.iso === b.iso}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <Flag iso={country.iso} />
          <span>{country.name}</span>
          <Typography component="span" color="text.secondary">
            {country.code}
          </Typography>
        </Box>
      )}
      size="small"
      sx={{ flex: 2, minWidth: 200 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('contacts.fields.country')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: value ? <Flag iso={value.iso} /> : null,
            },
          }}
        />
      )}
    />
  );
}
