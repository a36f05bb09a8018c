import Box from '@mui/material/Box';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';
import { formatCountdown, timerTone } from '../../quiz-clock';

// Orange text would not be readable on white: the warning shows in the border and icon only.
const toneColor = { normal: 'text.primary', warning: 'text.primary', danger: 'error.main' };
const accent = { normal: 'divider', warning: 'warning.main', danger: 'error.main' };

// A countdown in the player's header. role="timer" is not announced on every tick; the player
// announces running out separately.
export function QuizTimer({ remaining, label }: { remaining: number; label: string }) {
  const { t } = useTranslation();
  const tone = timerTone(remaining);
  const text = formatCountdown(remaining);
  return (
    <Box
      role="timer"
      aria-label={t('quiz.player.timeLeft', { label, time: text })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 5,
        border: 1,
        borderColor: accent[tone],
        color: toneColor[tone],
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      <TimerOutlined
        fontSize="small"
        aria-hidden
        sx={{ color: tone === 'normal' ? 'text.secondary' : accent[tone] }}
      />
      <span aria-hidden>{text}</span>
    </Box>
  );
}
