import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYMENT_TYPES,
  POSTING_SKILLS_MAX,
  SALARY_PERIODS,
  WORKPLACE_TYPES,
  type PostingOptions,
} from '@rehearse/contracts/postings';
import type { Skill } from '@rehearse/contracts/question-bank';
import { ControlledTextField } from '../controlled-text-field';
import { useErrorText } from '../../lib/error-text';
import type { PostingFormOutput, PostingFormValues } from './posting-form';
import { NumberField } from './number-field';

type Props = {
  control: Control<PostingFormValues, unknown, PostingFormOutput>;
  options: PostingOptions;
  currency: string;
  disabled?: boolean;
};

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

// The posting's details: title, department, location, workplace and employment type, target
// role and skills (from the question bank's lists) and an optional salary range.
export function DetailsFields({ control, options, currency, disabled }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // A currency the posting has that the list lacks (set through the API) stays choosable.
  const currencies =
    currency && !options.currencies.includes(currency)
      ? [currency, ...options.currencies]
      : options.currencies;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ControlledTextField
        control={control}
        name="title"
        label={t('postings.fields.title')}
        required
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <Box sx={grid}>
        <ControlledTextField
          control={control}
          name="department"
          label={t('postings.fields.department')}
          disabled={disabled}
        />
        <ControlledTextField
          control={control}
          name="location"
          label={t('postings.fields.location')}
          placeholder={t('postings.fields.locationPlaceholder')}
          disabled={disabled}
        />
        <ControlledTextField
          control={control}
          name="workplace_type"
          label={t('postings.fields.workplaceType')}
          select
          disabled={disabled}
        >
          {WORKPLACE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`postings.workplace.${type}`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <ControlledTextField
          control={control}
          name="employment_type"
          label={t('postings.fields.employmentType')}
          select
          disabled={disabled}
        >
          {EMPLOYMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`postings.employment.${type}`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <ControlledTextField
          control={control}
          name="target_role"
          label={t('postings.fields.targetRole')}
          select
          disabled={disabled}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('postings.fields.none')}</MenuItem>
          {options.roles.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`interviews.roles.${role}`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              disabled={disabled}
              options={options.skills}
              value={field.value}
              onChange={(_, value: Skill[]) => field.onChange(value)}
              onBlur={field.onBlur}
              getOptionLabel={(skill) => t(`quiz.skills.${skill}`)}
              getOptionDisabled={() => field.value.length >= POSTING_SKILLS_MAX}
              filterSelectedOptions
              renderValue={(value, getItemProps) =>
                value.map((skill, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return (
                    <Chip key={key} size="small" label={t(`quiz.skills.${skill}`)} {...itemProps} />
                  );
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('postings.fields.skills')}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error
                      ? errorText(fieldState.error)
                      : t('postings.fields.skillsHelp', { max: POSTING_SKILLS_MAX })
                  }
                />
              )}
            />
          )}
        />
      </Box>
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
      >
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
          {t('postings.fields.salary')}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('postings.fields.optional')}
          </Typography>
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <NumberField
            control={control}
            name="salary_min"
            nullable
            min={0}
            label={t('postings.fields.salaryMin')}
            disabled={disabled}
          />
          <NumberField
            control={control}
            name="salary_max"
            nullable
            min={0}
            label={t('postings.fields.salaryMax')}
            disabled={disabled}
          />
          <ControlledTextField
            control={control}
            name="salary_currency"
            label={t('postings.fields.currency')}
            select
            disabled={disabled}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('postings.fields.none')}</MenuItem>
            {currencies.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </ControlledTextField>
          <ControlledTextField
            control={control}
            name="salary_period"
            label={t('postings.fields.period')}
            select
            disabled={disabled}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('postings.fields.none')}</MenuItem>
            {SALARY_PERIODS.map((period) => (
              <MenuItem key={period} value={period}>
                {t(`postings.periods.${period}`)}
              </MenuItem>
            ))}
          </ControlledTextField>
        </Box>
      </Box>
    </Box>
  );
}
