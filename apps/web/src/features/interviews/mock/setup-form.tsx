import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreateMockInterview } from '@rehearse/contracts/mock-interviews';
import { ROLES } from '@rehearse/contracts/question-bank';
import { useState, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { JobTermChips } from './job-term-chips';
import { MIX_PARTS, defaultMix, setMixPart } from './mix';
import { ANSWER_CHOICES, THINK_CHOICES, type SetupValues } from './setup-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type SetupFormProps = {
  // The setup's form (react-hook-form with setup-form-schema.ts); the screen submits it.
  form: UseFormReturn<SetupValues, unknown, CreateMockInterview>;
  disabled?: boolean;
};

// What the interview is for (a role template or a pasted job description), how many questions
// of which kind, and its timing. Each problem, from the contract's rules or the server (too few
// questions for the role), shows at its setting.
export function SetupForm({ form, disabled }: SetupFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, setValue, getValues, formState } = form;
  const questionCount = useWatch({ control, name: 'questionCount' });
  const jobDescription = useWatch({ control, name: 'jobDescription' });
  const [countShown, setCountShown] = useState(() => getValues('questionCount'));

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="setup-title"
      data-tour="mock-setup"
    >
      <CardContent sx={{ display: 'grid', gap: 3, p: { xs: 2, sm: 3 } }}>
        <Typography id="setup-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('interviews.setup.title')}
        </Typography>
        <Section title={t('interviews.setup.forWhat')}>
          <ControlledTextField
            control={control}
            name="role"
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            id="setup-role"
            label={t('interviews.setup.role')}
            helperText={t('interviews.setup.roleHelp')}
            disabled={disabled}
          >
            <MenuItem value="">{t('interviews.setup.anyRole')}</MenuItem>
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`interviews.roles.${role}`)}
              </MenuItem>
            ))}
          </ControlledTextField>
          <ControlledTextField
            control={control}
            name="jobDescription"
            id="setup-job-description"
            label={t('interviews.setup.jobDescription')}
            multiline
            minRows={4}
            maxRows={12}
            helperText={t('interviews.setup.jobDescriptionHelp')}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
          />
          <JobTermChips jobDescription={jobDescription ?? ''} />
        </Section>

        <Section title={t('interviews.setup.questions')}>
          <Controller
            control={control}
            name="questionCount"
            render={({ field, fieldState }) => (
              <Box sx={{ px: 1 }}>
                <Typography id="setup-count-label" variant="body2" gutterBottom>
                  {t('interviews.setup.questionCount', { count: countShown })}
                </Typography>
                <Slider
                  aria-labelledby="setup-count-label"
                  min={1}
                  max={10}
                  step={1}
                  marks
                  value={countShown}
                  onChange={(_, value) => setCountShown(value)}
                  onChangeCommitted={(_, count) => {
                    setCountShown(count);
                    field.onChange(count);
                    // A new count starts from the default mix, which always adds up.
                    setValue('mix', defaultMix(count), { shouldValidate: formState.isSubmitted });
                  }}
                  valueLabelDisplay="auto"
                  disabled={disabled}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      onBlur: field.onBlur,
                      'aria-invalid': Boolean(fieldState.error),
                      'aria-describedby': fieldState.error ? 'setup-count-error' : undefined,
                    },
                  }}
                />
                {fieldState.error && (
                  <FormHelperText id="setup-count-error" error>
                    {errorText(fieldState.error)}
                  </FormHelperText>
                )}
              </Box>
            )}
          />
          <Controller
            control={control}
            name="mix"
            render={({ field, fieldState }) => (
              <Box
                role="group"
                aria-labelledby="setup-mix-label"
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                }}
              >
                <Typography id="setup-mix-label" variant="body2" sx={{ gridColumn: '1 / -1' }}>
                  {t('interviews.setup.mix')}
                </Typography>
                {MIX_PARTS.map((part, index) => (
                  <TextField
                    key={part}
                    id={`setup-mix-${part}`}
                    type="number"
                    label={t(`interviews.kinds.${part}`)}
                    value={field.value[part]}
                    onChange={(event) =>
                      field.onChange(
                        setMixPart(field.value, questionCount, part, Number(event.target.value)),
                      )
                    }
                    onBlur={field.onBlur}
                    inputRef={index === 0 ? field.ref : undefined}
                    error={Boolean(fieldState.error)}
                    disabled={disabled}
                    slotProps={{ htmlInput: { min: 0, max: questionCount, step: 1 } }}
                  />
                ))}
                {fieldState.error && (
                  <Typography
                    variant="body2"
                    color="error"
                    role="alert"
                    sx={{ gridColumn: '1 / -1' }}
                  >
                    {errorText(fieldState.error)}
                  </Typography>
                )}
              </Box>
            )}
          />
        </Section>

        <Section title={t('interviews.setup.timing')}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <ControlledTextField
              control={control}
              name="thinkSeconds"
              select
              id="setup-think"
              label={t('interviews.setup.thinkTime')}
              disabled={disabled}
            >
              {THINK_CHOICES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s === 0
                    ? t('interviews.setup.noThinkTime')
                    : t('interviews.seconds', { count: s })}
                </MenuItem>
              ))}
            </ControlledTextField>
            <ControlledTextField
              control={control}
              name="answerSeconds"
              select
              id="setup-answer"
              label={t('interviews.setup.answerTime')}
              disabled={disabled}
            >
              {ANSWER_CHOICES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s < 60
                    ? t('interviews.seconds', { count: s })
                    : t('interviews.minutes', { count: s / 60 })}
                </MenuItem>
              ))}
            </ControlledTextField>
            <ControlledTextField
              control={control}
              name="takes"
              select
              id="setup-takes"
              label={t('interviews.setup.takes')}
              disabled={disabled}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <MenuItem key={n} value={n}>
                  {t('interviews.setup.takesN', { count: n })}
                </MenuItem>
              ))}
            </ControlledTextField>
          </Box>
        </Section>
      </CardContent>
    </Card>
  );
}
