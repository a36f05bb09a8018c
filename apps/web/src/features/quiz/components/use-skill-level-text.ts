import type { SkillLevel } from '@rehearse/contracts/quizzes';
import { useTranslation } from 'react-i18next';

// One rule for every quiz screen (decision 024): a skill with no rated answers is "Not rated
// yet", never the start level and rating dressed up as a measured one.
export function useSkillLevelText() {
  const { t } = useTranslation();
  return (s: SkillLevel) =>
    s.rating === null
      ? t('quiz.levels.notRated')
      : t('quiz.setup.levelRating', { level: s.level, rating: s.rating });
}
