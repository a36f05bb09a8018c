import { useTranslation } from 'react-i18next';
import { splitDuration } from '../../quiz-clock';

// "42 s", "3 min 5 s" in the reader's language.
export function useDurationText() {
  const { t } = useTranslation();
  return (ms: number) => {
    if (ms > 0 && ms < 500) return t('quiz.duration.underSecond');
    const { minutes, seconds } = splitDuration(ms);
    return minutes > 0
      ? t('quiz.duration.minutesSeconds', { minutes, seconds })
      : t('quiz.duration.seconds', { seconds });
  };
}
