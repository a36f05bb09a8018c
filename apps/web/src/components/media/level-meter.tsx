import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const BARS = 12;

// The microphone's loudness as a row of bars (a meter for assistive technology): the candidate
// sees that the microphone hears them before anything is recorded.
export function LevelMeter({ level }: { level: number }) {
  const { t } = useTranslation();
  const value = Math.round(level * 100);
  const lit = Math.round(level * BARS);
  return (
    <Box
      role="meter"
      aria-label={t('interviews.media.level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: '3px', height: 20 }}
    >
      {Array.from({ length: BARS }, (_, i) => (
        <Box
          key={i}
          sx={{
            width: 6,
            height: `${30 + (i / BARS) * 70}%`,
            borderRadius: 1,
            bgcolor:
              i < lit ? (i >= BARS - 2 ? 'warning.main' : 'success.main') : 'action.selected',
            transition: 'background-color 80ms linear',
          }}
        />
      ))}
    </Box>
  );
}
