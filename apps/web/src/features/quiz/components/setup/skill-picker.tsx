import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Skill } from '@rehearse/contracts/question-bank';
import type { SkillLevel } from '@rehearse/contracts/quizzes';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { useSkillLevelText } from '../use-skill-level-text';
import { useSkillName } from '../use-skill-name';

type SkillPickerProps = {
  skills: readonly SkillLevel[];
  selected: readonly Skill[];
  onChange: (skills: Skill[]) => void;
  error?: string;
  firstRef?: Ref<HTMLInputElement>;
};

// Checkbox cards, one per skill, each with the candidate's level and the questions behind it.
export function SkillPicker({ skills, selected, onChange, error, firstRef }: SkillPickerProps) {
  const { t } = useTranslation();
  const skillName = useSkillName();
  const levelText = useSkillLevelText();
  const available = skills.filter((s) => s.questions > 0).map((s) => s.skill);
  const toggle = (skill: Skill) =>
    onChange(
      selected.includes(skill)
        ? selected.filter((s) => s !== skill)
        : available.filter((s) => s === skill || selected.includes(s)),
    );

  return (
    <Box
      role="group"
      data-tour="quiz-skills"
      aria-labelledby="quiz-skills-label"
      aria-describedby={error ? 'quiz-skills-error' : undefined}
      sx={{ minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography
          id="quiz-skills-label"
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600 }}
        >
          {t('quiz.setup.skills')}
          <Box component="span" sx={visuallyHidden}>
            {t('quiz.setup.selectedCount', { count: selected.length })}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button size="small" onClick={() => onChange(available)}>
            {t('quiz.setup.selectAll')}
          </Button>
          <Button size="small" onClick={() => onChange([])} disabled={selected.length === 0}>
            {t('quiz.setup.clear')}
          </Button>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 1,
        }}
      >
        {skills.map((s, index) => {
          const checked = selected.includes(s.skill);
          const empty = s.questions === 0;
          return (
            <Box
              key={s.skill}
              component="label"
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'flex-start',
                gap: 0.5,
                p: 1,
                pr: 1.5,
                border: 1,
                borderRadius: 1.5,
                cursor: empty ? 'default' : 'pointer',
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
                opacity: empty ? 0.6 : 1,
                transition: theme.transitions.create(['border-color', 'background-color']),
                '&:hover': empty ? undefined : { borderColor: 'primary.main' },
                '&:has(input:focus-visible)': {
                  outline: `2px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              <Checkbox
                checked={checked}
                disabled={empty}
                onChange={() => toggle(s.skill)}
                slotProps={{ input: { ref: index === 0 ? firstRef : undefined } }}
                sx={{ p: 0.75 }}
              />
              <Box sx={{ minWidth: 0, pt: 0.5 }}>
                <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                  {skillName(s.skill)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {levelText(s)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.answered > 0
                    ? t('quiz.setup.questionsAnswered', {
                        count: s.questions,
                        answered: s.answered,
                      })
                    : t('quiz.setup.questionCount', { count: s.questions })}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      {error && (
        <FormHelperText id="quiz-skills-error" error sx={{ mt: 1, fontSize: '0.875rem' }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
