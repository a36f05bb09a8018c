import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

type PlayerHeaderProps = {
  position: number;
  total: number;
  answered: number;
  timer?: ReactNode;
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
};

// "Question 3 of 10", how far along the quiz is, the clock and the quiz-wide actions.
export function PlayerHeader(props: PlayerHeaderProps) {
  const { position, total, answered, timer, actions, headingRef } = props;
  const { t } = useTranslation();
  const progress = total > 0 ? Math.round((answered / total) * 100) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <Typography
          variant="h2"
          component="h2"
          ref={headingRef}
          tabIndex={-1}
          sx={{ outline: 'none' }}
        >
          {t('quiz.player.questionOf', { n: position + 1, total })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {timer}
          {actions}
        </Box>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={t('quiz.player.progress', { answered, total })}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
