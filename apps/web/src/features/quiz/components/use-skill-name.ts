import type { Skill } from '@rehearse/contracts/question-bank';
import { useTranslation } from 'react-i18next';

// A skill's name in the reader's language (rating changes carry skills as plain strings).
export function useSkillName() {
  const { t } = useTranslation();
  return (skill: string) => t(`quiz.skills.${skill as Skill}`);
}
