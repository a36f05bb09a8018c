import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { Skill } from '@rehearse/contracts/question-bank';
import {
  createQuizSchema,
  QUIZ_LENGTHS,
  type CreateQuiz,
  type QuizDifficulty,
  type QuizMode,
  type SkillLevel,
} from '@rehearse/contracts/quizzes';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { useErrorText } from '../../../../lib/error-text';
import { contractResolver } from '../../../../lib/forms/contract-resolver';
import { applyServerError } from '../../../../lib/forms/server-error';
import { SkillPicker } from './skill-picker';

export type QuizSettings = CreateQuiz;

type QuizSetupFormProps = {
  skills: readonly SkillLevel[];
  initialSkills: readonly Skill[];
  initialLength?: QuizSettings['length'];
  // Resolves once the quiz has started; a refusal shows on the form.
  onStart: (settings: QuizSettings) => Promise<unknown>;
};

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

// The custom quiz: skills, length, difficulty and mode, then Start.
export function QuizSetupForm({
  skills,
  initialSkills,
  initialLength,
  onStart,
}: QuizSetupFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm({
    resolver: contractResolver(createQuizSchema),
    defaultValues: {
      skills: skills
        .filter((s) => initialSkills.includes(s.skill) && s.questions > 0)
        .map((s) => s.skill),
      length: initialLength ?? 10,
      difficulty: 'adaptive',
      mode: 'practice',
    },
  });
  const { control, handleSubmit, formState } = form;
  const [difficulty, mode] = useWatch({ control, name: ['difficulty', 'mode'] });

  const start = handleSubmit(async (settings) => {
    try {
      await onStart(settings);
    } catch (error) {
      // Skills without questions land under the skills; the rest above the button.
      applyServerError(form, error);
    }
  });

  const modes: { value: QuizMode; title: string; body: string }[] = [
    { value: 'practice', title: t('quiz.modes.practice'), body: t('quiz.setup.practiceHint') },
    { value: 'exam', title: t('quiz.modes.exam'), body: t('quiz.setup.examHint') },
  ];

  return (
    <Card variant="outlined" component="section" aria-labelledby="quiz-setup-title">
      <CardContent sx={{ display: 'grid', gap: 3, p: { xs: 2, sm: 3 } }}>
        <Box>
          <Typography id="quiz-setup-title" variant="h2">
            {t('quiz.setup.title')}
          </Typography>
          <Typography color="text.secondary">{t('quiz.setup.subtitle')}</Typography>
        </Box>
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <SkillPicker
              skills={skills}
              selected={field.value}
              onChange={field.onChange}
              error={fieldState.error && errorText(fieldState.error)}
              firstRef={field.ref}
            />
          )}
        />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Field id="quiz-length-label" label={t('quiz.setup.length')}>
            <Controller
              control={control}
              name="length"
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  value={field.value}
                  onChange={(_e, value: QuizSettings['length'] | null) =>
                    value && field.onChange(value)
                  }
                  aria-labelledby="quiz-length-label"
                  data-tour="quiz-length"
                  size="small"
                  sx={{
                    justifySelf: { xs: 'stretch', sm: 'start' },
                    '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'initial' } },
                  }}
                >
                  {QUIZ_LENGTHS.map((n) => (
                    <ToggleButton key={n} value={n} sx={{ px: 2 }}>
                      {t('quiz.setup.questions', { count: n })}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
            />
          </Field>
          <Field id="quiz-difficulty-label" label={t('quiz.setup.difficulty')}>
            <Controller
              control={control}
              name="difficulty"
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  value={field.value}
                  onChange={(_e, value: QuizDifficulty | null) =>
                    value !== null && field.onChange(value)
                  }
                  aria-labelledby="quiz-difficulty-label"
                  size="small"
                  sx={{ justifySelf: 'start', flexWrap: 'wrap' }}
                >
                  <ToggleButton value="adaptive" sx={{ px: 2 }}>
                    {t('quiz.setup.adaptive')}
                  </ToggleButton>
                  {[1, 2, 3, 4, 5].map((level) => (
                    <ToggleButton
                      key={level}
                      value={level}
                      aria-label={t('quiz.difficultyLabel', { level })}
                      sx={{ minWidth: 40 }}
                    >
                      {level}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
            />
            <Typography variant="body2" color="text.secondary">
              {difficulty === 'adaptive'
                ? t('quiz.setup.adaptiveHint')
                : t('quiz.setup.fixedHint', { level: difficulty })}
            </Typography>
          </Field>
        </Box>
        <Field id="quiz-mode-label" label={t('quiz.setup.mode')}>
          <RadioGroup
            aria-labelledby="quiz-mode-label"
            data-tour="quiz-mode"
            value={mode}
            onChange={(e) => form.setValue('mode', e.target.value as QuizMode)}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 1,
            }}
          >
            {modes.map((m) => (
              <Box
                key={m.value}
                component="label"
                sx={(theme) => ({
                  display: 'flex',
                  gap: 0.5,
                  alignItems: 'flex-start',
                  p: 1,
                  pr: 1.5,
                  border: 1,
                  borderRadius: 1.5,
                  cursor: 'pointer',
                  borderColor: mode === m.value ? 'primary.main' : 'divider',
                  bgcolor:
                    mode === m.value ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
                  '&:has(input:focus-visible)': {
                    outline: `2px solid ${theme.palette.primary.main}`,
                    outlineOffset: 2,
                  },
                })}
              >
                <Radio value={m.value} sx={{ p: 0.75 }} />
                <Box sx={{ pt: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{m.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {m.body}
                  </Typography>
                </Box>
              </Box>
            ))}
          </RadioGroup>
        </Field>
        {formState.errors.root?.form && (
          <ErrorState title={t('quiz.errors.start')} error={formState.errors.root.form} />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrow />}
            onClick={() => void start()}
            loading={formState.isSubmitting}
            data-tour="quiz-start"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('quiz.setup.start')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
