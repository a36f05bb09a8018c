import { ROLES, type Role } from '@rehearse/contracts/question-bank';
import { useTranslation } from 'react-i18next';

// An interview set up from a role template alone is titled with the role's id by the API
// ("frontend"): show the role's translated name instead. A job description's own first line
// stays as it is.
export function useInterviewTitle() {
  const { t } = useTranslation();
  return (title: string) =>
    (ROLES as readonly string[]).includes(title) ? t(`interviews.roles.${title as Role}`) : title;
}
