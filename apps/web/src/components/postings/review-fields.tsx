import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCORECARD_VISIBILITIES } from '@rehearse/contracts/scorecards';
import type { PostingFormOutput, PostingFormValues } from './posting-form';

type Control_ = Control<PostingFormValues, unknown, PostingFormOutput>;

// How the hiring team reviews: when they see each other's scorecards (blind scoring, enforced
// by the server), whether candidates' names are hidden from them, and whether undecided
// candidates hear back when the posting closes.
export function ReviewFields({ control, disabled }: { control: Control_; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Controller
        control={control}
        name="scorecard_visibility"
        render={({ field }) => (
          <TextField
            select
            label={t('postings.review.visibilityLabel')}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
            disabled={disabled}
            helperText={t(`postings.review.visibilityHelp.${field.value}`)}
          >
            {SCORECARD_VISIBILITIES.map((visibility) => (
              <MenuItem key={visibility} value={visibility}>
                {t(`postings.review.visibility.${visibility}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <SettingCheckbox
        control={control}
        name="anonymized_review"
        label={t('postings.review.anonymized')}
        help={t('postings.review.anonymizedHelp')}
        disabled={disabled}
      />
      <SettingCheckbox
        control={control}
        name="closing_email"
        label={t('postings.review.closingEmail')}
        help={t('postings.review.closingEmailHelp')}
        disabled={disabled}
      />
    </Box>
  );
}

function SettingCheckbox({
  control,
  name,
  label,
  help,
  disabled,
}: {
  control: Control_;
  name: 'anonymized_review' | 'closing_email';
  label: string;
  help: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            disabled={disabled}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={label}
          />
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        </Box>
      )}
    />
  );
}
