import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { COMPETENCIES, ROLES, SKILLS } from '@rehearse/contracts/question-bank';
import {
  LIBRARY_QUESTION_MAX_LENGTH,
  libraryQuestionInputSchema,
  type LibraryQuestion,
} from '@rehearse/contracts/question-library';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useCreateQuestion, useUpdateQuestion } from '../api/question-library.queries';

// The select holds '' for "no competency"; the contract takes null.
const formSchema = libraryQuestionInputSchema.extend({
  competency: z
    .union([z.literal(''), libraryQuestionInputSchema.shape.competency])
    .transform((v) => (v === '' ? null : v)),
});
type FormValues = z.input<typeof formSchema>;

const valuesOf = (question: LibraryQuestion | null): FormValues => ({
  prompt: question?.prompt ?? '',
  competency: question?.competency ?? '',
  skills: question?.skills ?? [],
  roles: question?.roles ?? [],
});

type Props = {
  // null: a new question.
  question: LibraryQuestion | null;
  onClose: (saved?: LibraryQuestion) => void;
};

// Add or edit a question of the organization's library: the prompt, a competency, skills and
// roles. Each refused field shows its reason under it.
export function QuestionDialog({ question, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const saving = create.isPending || update.isPending;
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: contractResolver(formSchema),
    defaultValues: valuesOf(question),
  });
  const { control, handleSubmit, formState } = form;
  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: (saved: LibraryQuestion) => onClose(saved),
      onError: (error: unknown) => applyServerError(form, error),
    };
    if (question) update.mutate({ id: question.id, patch: values }, done);
    else create.mutate(values, done);
  });
  const titleId = 'question-dialog-title';

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={() => !saving && onClose()}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {question ? t('questionLibrary.dialog.editTitle') : t('questionLibrary.dialog.newTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {formState.errors.root?.form && (
            <Alert severity="error" role="alert">
              {errorText(formState.errors.root.form)}
            </Alert>
          )}
          <ControlledTextField
            control={control}
            name="prompt"
            label={t('questionLibrary.dialog.prompt')}
            placeholder={t('questionLibrary.dialog.promptPlaceholder')}
            helperText={t('questionLibrary.dialog.promptHelp', {
              max: LIBRARY_QUESTION_MAX_LENGTH,
            })}
            required
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: LIBRARY_QUESTION_MAX_LENGTH } }}
          />
          <ControlledTextField
            control={control}
            name="competency"
            select
            label={t('questionLibrary.dialog.competency')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('questionLibrary.dialog.noCompetency')}</MenuItem>
            {COMPETENCIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`interviews.competencies.${c}`)}
              </MenuItem>
            ))}
          </ControlledTextField>
          <TagsField
            control={control}
            name="skills"
            options={SKILLS}
            label={t('questionLibrary.dialog.skills')}
            optionLabel={(skill) => t(`quiz.skills.${skill as (typeof SKILLS)[number]}`)}
          />
          <TagsField
            control={control}
            name="roles"
            options={ROLES}
            label={t('questionLibrary.dialog.roles')}
            optionLabel={(role) => t(`interviews.roles.${role as (typeof ROLES)[number]}`)}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onClose()} disabled={saving}>
            {t('questionLibrary.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {question ? t('questionLibrary.dialog.save') : t('questionLibrary.dialog.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

// Several values from a fixed list, as chips.
function TagsField({
  control,
  name,
  options,
  label,
  optionLabel,
}: {
  control: Control<FormValues, unknown, z.output<typeof formSchema>>;
  name: Extract<FieldPath<FormValues>, 'skills' | 'roles'>;
  options: readonly string[];
  label: string;
  optionLabel: (option: string) => string;
}) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options}
          value={field.value as string[]}
          filterSelectedOptions
          getOptionLabel={optionLabel}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={optionLabel(option)} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error && errorText(fieldState.error)}
            />
          )}
        />
      )}
    />
  );
}
