import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PracticeAttempt } from '@rehearse/contracts/practice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttemptCard } from './attempt-card';
import { AttemptCompare } from './attempt-compare';
import { attemptNumber } from './attempt-label';

type AttemptHistoryProps = {
  questionId: string;
  attempts: readonly PracticeAttempt[];
  // Opened: the attempt just made (its instant feedback).
  openId: string | null;
  onOpenChange: (id: string | null) => void;
  onRefresh: () => void;
};

// Every attempt, newest first; tick two to compare them side by side.
export function AttemptHistory({
  questionId,
  attempts,
  openId,
  onOpenChange,
  onRefresh,
}: AttemptHistoryProps) {
  const { t } = useTranslation();
  const [compared, setCompared] = useState<string[]>([]);
  const present = compared.filter((id) => attempts.some((a) => a.id === id));
  const pair =
    present.length === 2 ? present.map((id) => attempts.find((a) => a.id === id)!) : null;

  return (
    <Box component="section" aria-labelledby="attempts-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="attempts-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('interviews.practice.attemptsTitle', { count: attempts.length })}
        </Typography>
        {attempts.length > 1 && (
          <Typography variant="body2" color="text.secondary">
            {present.length === 1
              ? t('interviews.practice.compareOneMore')
              : t('interviews.practice.compareHint')}
          </Typography>
        )}
      </Box>
      {attempts.length === 0 ? (
        <Typography color="text.secondary">{t('interviews.practice.noAttempts')}</Typography>
      ) : (
        <>
          {pair && (
            <AttemptCompare
              attempts={[pair[0]!, pair[1]!]}
              numbers={[attemptNumber(attempts, pair[0]!.id), attemptNumber(attempts, pair[1]!.id)]}
              onClose={() => setCompared([])}
            />
          )}
          <Box component="ol" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
            {attempts.map((attempt) => (
              <AttemptCard
                key={attempt.id}
                attempt={attempt}
                number={attemptNumber(attempts, attempt.id)}
                questionId={questionId}
                expanded={openId === attempt.id}
                onExpandedChange={(open) => onOpenChange(open ? attempt.id : null)}
                compared={present.includes(attempt.id)}
                compareDisabled={present.length >= 2}
                onCompareChange={(on) =>
                  setCompared((ids) =>
                    on
                      ? [...ids.filter((id) => id !== attempt.id), attempt.id]
                      : ids.filter((id) => id !== attempt.id),
                  )
                }
                onRefresh={onRefresh}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
