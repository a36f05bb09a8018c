import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/workspace.queries';
import { SectionCard } from '../components/section-card';
import { useErrorText } from '../../../lib/error-text';

export const GOAL_MIN = 1;
export const GOAL_MAX = 50;

// This week's sessions against the goal, and the goal itself, set right here.
export function WeeklyGoalCard({ goal, done }: { goal: number; done: number }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(String(goal));
  const [editedFrom, setEditedFrom] = useState(goal);
  const [saved, setSaved] = useState(false);
  // A goal changed elsewhere (another tab, the profile) replaces an untouched draft.
  if (editedFrom !== goal) {
    setEditedFrom(goal);
    setDraft(String(goal));
  }
  const value = Number(draft);
  const invalid = !/^\d+$/.test(draft) || value < GOAL_MIN || value > GOAL_MAX;
  const percent = Math.min(100, Math.round((done / goal) * 100));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setSaved(false);
    update.mutate({ weeklyGoal: value }, { onSuccess: () => setSaved(true) });
  };

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
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('workspace.progress.goal.label')}
          type="number"
          size="small"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setSaved(false);
          }}
          error={invalid}
          helperText={
            invalid ? t('workspace.progress.goal.invalid', { min: GOAL_MIN, max: GOAL_MAX }) : ' '
          }
          slotProps={{ htmlInput: { min: GOAL_MIN, max: GOAL_MAX, inputMode: 'numeric' } }}
          sx={{ maxWidth: 200 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={invalid || update.isPending || value === goal}
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
        {update.isError && (
          <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
            {errorText(update.error)}
          </Alert>
        )}
      </Box>
    </SectionCard>
  );
}
