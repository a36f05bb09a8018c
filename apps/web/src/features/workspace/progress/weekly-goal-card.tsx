import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  WEEKLY_GOAL_MAX,
  WEEKLY_GOAL_MIN,
  candidateProfileSchema,
} from '@rehearse/contracts/workspace';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { useErrorText } from '../../../lib/error-text';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../lib/forms/server-error';
import { useUpdateProfile } from '../api/workspace.queries';
import { SectionCard } from '../../../components/section-card';

// The field holds text; the contract's rule decides on the number it reads as.
const goalFormSchema = z.object({
  weeklyGoal: z
    .string()
    .trim()
    .min(1)
    .transform(Number)
    .pipe(candidateProfileSchema.shape.weeklyGoal),
});

// This week's sessions against the goal, and the goal itself, set right here.
export function WeeklyGoalCard({ goal, done }: { goal: number; done: number }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const errorText = useErrorText();
  const form = useForm({
    resolver: contractResolver(goalFormSchema),
    // Checked as it is typed, as the button follows it.
    mode: 'onChange',
    // A goal changed elsewhere (another tab, the profile) replaces the draft.
    values: { weeklyGoal: String(goal) },
  });
  const { control, handleSubmit, formState } = form;
  const draft = useWatch({ control, name: 'weeklyGoal' });
  const [saved, setSaved] = useState(false);
  const invalid = Boolean(formState.errors.weeklyGoal);
  const percent = Math.min(100, Math.round((done / goal) * 100));

  const submit = handleSubmit(({ weeklyGoal }) => {
    setSaved(false);
    update.mutate(
      { weeklyGoal },
      { onSuccess: () => setSaved(true), onError: (error) => applyServerError(form, error) },
    );
  });

  return (
    <SectionCard title={t('workspace.progress.goal.title')} data-tour="progress-goal">
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {t('workspace.home.goal.progress', { done, goal })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={done >= goal ? 'success' : 'primary'}
        aria-label={t('workspace.home.goal.aria', { done, goal })}
        sx={{ height: 10, borderRadius: 5, my: 1.5 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {done >= goal
          ? t('workspace.home.goal.reached')
          : t('workspace.home.goal.left', { count: goal - done })}{' '}
        {t('workspace.progress.goal.explain')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <ControlledTextField
          control={control}
          name="weeklyGoal"
          label={t('workspace.progress.goal.label')}
          type="number"
          size="small"
          onChange={() => setSaved(false)}
          // A line is kept under the field so the layout does not jump when an error shows.
          helperText=" "
          slotProps={{
            htmlInput: { min: WEEKLY_GOAL_MIN, max: WEEKLY_GOAL_MAX, inputMode: 'numeric' },
          }}
          sx={{ maxWidth: 200 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={invalid || update.isPending || draft.trim() === String(goal)}
          sx={{ mt: 0.25, flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('workspace.progress.goal.save')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {saved && !update.isPending && (
          <Alert severity="success" variant="outlined" sx={{ mt: 1 }}>
            {t('workspace.progress.goal.saved')}
          </Alert>
        )}
        {formState.errors.root?.form && (
          <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
            {errorText(formState.errors.root.form)}
          </Alert>
        )}
      </Box>
    </SectionCard>
  );
}
