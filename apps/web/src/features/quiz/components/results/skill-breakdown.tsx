import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AttemptResults } from '@rehearse/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { useSkillName } from '../use-skill-name';

// Per skill: how many were right, the level reached, and how far the rating moved.
export function SkillBreakdown({ results }: { results: AttemptResults }) {
  const { t } = useTranslation();
  const skillName = useSkillName();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {results.bySkill.map((s) => {
        const change = s.ratingAfter - s.ratingBefore;
        const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
        return (
          <Box component="li" key={s.skill} sx={{ display: 'grid', gap: 0.75 }}>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                flexWrap: 'wrap',
                alignItems: 'baseline',
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{skillName(s.skill)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('quiz.results.correctOf', { correct: s.correct, total: s.total })}
              </Typography>
            </Box>
            <Box
              aria-hidden
              sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
            >
              <Box
                sx={{
                  width: `${s.total ? (s.correct / s.total) * 100 : 0}%`,
                  height: '100%',
                  borderRadius: 4,
                  bgcolor: s.correct === s.total ? 'success.main' : 'primary.main',
                }}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('quiz.results.levelRating', {
                level: s.level,
                before: s.ratingBefore,
                after: s.ratingAfter,
                change: `${sign}${Math.abs(change)}`,
              })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
