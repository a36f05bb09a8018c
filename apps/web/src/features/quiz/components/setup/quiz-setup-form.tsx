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
  QUIZ_LENGTHS,
  type QuizDifficulty,
  type QuizMode,
  type SkillLevel,
} from '@rehearse/contracts/quizzes';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { SkillPicker } from './skill-picker';

export type QuizSettings = {
  skills: Skill[];
  length: (typeof QUIZ_LENGTHS)[number];
  difficulty: QuizDifficulty;
  mode: QuizMode;
};

type QuizSetupFormProps = {
  skills: readonly SkillLevel[];
  initialSkills: readonly Skill[];
  initialLength?: QuizSettings['length'];
  onStart: (settings: QuizSettings) => void;
  starting: boolean;
  error: unknown;
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
  starting,
  error,
}: QuizSetupFormProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Skill[]>(() =>
    skills.filter((s) => initialSkills.includes(s.skill) && s.questions > 0).map((s) => s.skill),
  );
  const [length, setLength] = useState<QuizSettings['length']>(initialLength ?? 10);
  const [difficulty, setDifficulty] = useState<QuizDifficulty>('adaptive');
  const [mode, setMode] = useState<QuizMode>('practice');
  const [skillsError, setSkillsError] = useState<string>();
  const firstSkill = useRef<HTMLInputElement>(null);

  const start = () => {
    if (selected.length === 0) {
      setSkillsError(t('quiz.setup.chooseSkill'));
      firstSkill.current?.focus();
      return;
    }
    onStart({ skills: selected, length, difficulty, mode });
  };

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
        <SkillPicker
          skills={skills}
          selected={selected}
          onChange={(next) => {
            setSelected(next);
            if (next.length) setSkillsError(undefined);
          }}
          error={skillsError}
          firstRef={firstSkill}
        />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Field id="quiz-length-label" label={t('quiz.setup.length')}>
            <ToggleButtonGroup
              exclusive
              value={length}
              onChange={(_e, value: QuizSettings['length'] | null) => value && setLength(value)}
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
          </Field>
          <Field id="quiz-difficulty-label" label={t('quiz.setup.difficulty')}>
            <ToggleButtonGroup
              exclusive
              value={difficulty}
              onChange={(_e, value: QuizDifficulty | null) =>
                value !== null && setDifficulty(value)
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
            onChange={(e) => setMode(e.target.value as QuizMode)}
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
        {error != null && <ErrorState title={t('quiz.errors.start')} error={error} />}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrow />}
            onClick={start}
            loading={starting}
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
