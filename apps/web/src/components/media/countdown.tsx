import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';

export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type CountdownProps = {
  seconds: number;
  // What is being counted down: "Think time", "Time to answer".
  label: string;
  urgent?: boolean;
};

// A countdown as m:ss. Its accessible name says what it counts; a live region would announce
// every second, so the timer role (polite, not announced) is used instead.
export function Countdown({ seconds, label, urgent }: CountdownProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="timer"
      aria-label={t('interviews.timer.left', { label, time: clock(seconds) })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 5,
        border: 1,
        borderColor: urgent ? 'error.main' : 'divider',
        color: urgent ? 'error.main' : 'text.primary',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <TimerOutlined aria-hidden fontSize="small" />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
        {clock(seconds)}
      </Typography>
    </Box>
  );
}
