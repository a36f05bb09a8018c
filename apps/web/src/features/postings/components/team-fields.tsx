import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostingOptions, PostingRubric } from '@rehearse/contracts/postings';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { rubricsQueryOptions } from '../api/postings.queries';
import type {
  PostingFormOutput,
  PostingFormValues,
} from '../../../components/postings/posting-form';

type Control_ = Control<PostingFormValues, unknown, PostingFormOutput>;

// Which members review this posting's candidates.
export function HiringTeamFields({
  control,
  options,
  disabled,
}: {
  control: Control_;
  options: PostingOptions;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name="hiring_team"
      render={({ field, fieldState }) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('postings.team.legend')}
          </Typography>
          <Box sx={{ display: 'grid' }}>
            {options.members.map((member) => {
              const checked = field.value.includes(member.id);
              return (
                <FormControlLabel
                  key={member.id}
                  disabled={disabled}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, member.id]
                            : field.value.filter((id) => id !== member.id),
                        )
                      }
                    />
                  }
                  label={
                    <span>
                      {member.name}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        ({t(`company.roles.${member.role}`)})
                      </Typography>
                    </span>
                  }
                />
              );
            })}
          </Box>
          {fieldState.error && (
            <FormHelperText error role="alert">
              {errorText(fieldState.error)}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}

// The rubric the posting is scored with, from the organization's rubrics. Changing it unlinks
// the plan's criteria (they belong to the old rubric); an open posting's rubric is locked.
export function RubricField({
  control,
  current,
  disabled,
  lockedHelp,
  onChanged,
}: {
  control: Control_;
  // The saved posting's rubric, shown even when the list cannot load.
  current: PostingRubric | null;
  disabled?: boolean;
  lockedHelp?: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rubrics = useQuery(rubricsQueryOptions());
  const choices = rubrics.data?.map(({ id, name }) => ({ id, name })) ?? [];
  if (current && !choices.some((rubric) => rubric.id === current.id)) {
    choices.unshift({ id: current.id, name: current.name });
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Controller
        control={control}
        name="rubric_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('postings.rubric.label')}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              onChanged();
            }}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error
                ? errorText(fieldState.error)
                : lockedHelp
                  ? undefined
                  : t('postings.rubric.help')
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('postings.rubric.none')}</MenuItem>
            {choices.map((rubric) => (
              <MenuItem key={rubric.id} value={rubric.id}>
                {rubric.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {lockedHelp && (
        // Not the disabled field's helper text: that is drawn too faint to read.
        <Typography variant="body2" color="text.secondary">
          {lockedHelp}
        </Typography>
      )}
      {rubrics.isError && (
        <Alert
          severity="warning"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void rubrics.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        >
          {t('postings.rubric.loadFailed')}
        </Alert>
      )}
      {rubrics.isSuccess && rubrics.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('postings.rubric.noneYet')}{' '}
          <Link href={paths.recruiter.rubric.getHref()}>{t('postings.rubric.create')}</Link>
        </Typography>
      )}
    </Box>
  );
}
