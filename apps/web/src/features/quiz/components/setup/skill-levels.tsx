import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SkillLevel } from '@rehearse/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { ratingBarPercent } from '../../attempt-progress';
import { useSkillLevelText } from '../use-skill-level-text';
import { useSkillName } from '../use-skill-name';

// A bar per skill for the candidate's rating; the words beside each bar carry the figures, so
// the bars themselves are decoration for screen readers.
export function SkillLevels({ skills }: { skills: readonly SkillLevel[] }) {
  const { t } = useTranslation();
  const skillName = useSkillName();
  const levelText = useSkillLevelText();
  const rated = skills.filter((s) => s.rating !== null);
  const unrated = skills.filter((s) => s.rating === null);
  // Rated skills first, strongest on top; the rest keep the bank's order.
  const shown = [...rated.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0)), ...unrated];

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="quiz-levels-title"
      data-tour="quiz-levels"
    >
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
        <Box>
          <Typography id="quiz-levels-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
            {t('quiz.levels.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {rated.length === 0 ? t('quiz.levels.empty') : t('quiz.levels.subtitle')}
          </Typography>
          {unrated[0] && (
            <Typography variant="body2" color="text.secondary">
              {t('quiz.levels.startLevel', { level: unrated[0].level })}
            </Typography>
          )}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {shown.map((s) => (
            <Box component="li" key={s.skill} sx={{ display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {skillName(s.skill)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {levelText(s)}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
              >
                <Box
                  sx={{
                    width: s.rating === null ? 0 : `${ratingBarPercent(s.rating)}%`,
                    height: '100%',
                    borderRadius: 4,
                    bgcolor: 'primary.main',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
