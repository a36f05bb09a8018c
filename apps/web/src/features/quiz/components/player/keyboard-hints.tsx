import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Kbd } from '../kbd';

// The player's shortcuts, written out where they apply. Phones have no keys to press, so the
// hints show from the small-tablet width up.
export function KeyboardHints({ optionCount, enter }: { optionCount: number; enter: string }) {
  const { t } = useTranslation();
  const last = Math.min(9, optionCount);
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      component="p"
      sx={{
        display: { xs: 'none', sm: 'flex' },
        alignItems: 'center',
        gap: 0.75,
        flexWrap: 'wrap',
        m: 0,
      }}
    >
      {optionCount > 0 && (
        <>
          <Kbd>1</Kbd>–<Kbd>{last}</Kbd>
          <Box component="span" sx={{ mr: 1 }}>
            {t('quiz.keys.choose')}
          </Box>
        </>
      )}
      <Kbd>Enter</Kbd>
      <span>{enter}</span>
    </Typography>
  );
}
