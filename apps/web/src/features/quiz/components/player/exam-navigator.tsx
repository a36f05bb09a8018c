import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import Flag from '@mui/icons-material/Flag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type NavigatorItem = { position: number; answered: boolean; flagged: boolean };

type ExamNavigatorProps = {
  items: readonly NavigatorItem[];
  current: number;
  onGo: (position: number) => void;
};

// Numbered buttons for every exam question: filled when answered, a flag when flagged, a ring
// around the one on screen.
export function ExamNavigator({ items, current, onGo }: ExamNavigatorProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('quiz.exam.navigator')}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
          gap: 1,
        }}
      >
        {items.map((item) => {
          const isCurrent = item.position === current;
          const state = [
            item.answered ? t('quiz.exam.answered') : t('quiz.exam.notAnswered'),
            item.flagged ? t('quiz.exam.flagged') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={item.position}>
              <ButtonBase
                onClick={() => onGo(item.position)}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={t('quiz.exam.goTo', { n: item.position + 1, state })}
                sx={(theme) => ({
                  position: 'relative',
                  width: '100%',
                  height: 44,
                  borderRadius: 1.5,
                  border: 2,
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  borderColor: isCurrent
                    ? 'primary.main'
                    : item.answered
                      ? 'transparent'
                      : 'divider',
                  bgcolor: item.answered ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
                  ...(item.answered &&
                    theme.applyStyles('dark', { bgcolor: alpha(theme.palette.primary.main, 0.3) })),
                  color: 'text.primary',
                  '&.Mui-focusVisible': {
                    outline: `2px solid ${theme.palette.primary.main}`,
                    outlineOffset: 2,
                  },
                })}
              >
                {item.position + 1}
                {item.flagged && (
                  <Flag
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: 1,
                      right: 1,
                      fontSize: 14,
                      color: 'warning.main',
                    }}
                  />
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      <Box
        aria-hidden
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1.5, color: 'text.secondary' }}
      >
        <Legend swatch={<Swatch filled />} label={t('quiz.exam.answered')} />
        <Legend swatch={<Swatch />} label={t('quiz.exam.notAnswered')} />
        <Legend
          swatch={<Flag sx={{ fontSize: 14, color: 'warning.main' }} />}
          label={t('quiz.exam.flagged')}
        />
      </Box>
    </Box>
  );
}

function Swatch({ filled }: { filled?: boolean }) {
  return (
    <Box
      sx={(theme) => ({
        width: 14,
        height: 14,
        borderRadius: 0.5,
        border: filled ? 0 : 2,
        borderColor: 'divider',
        bgcolor: filled ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
        ...(filled &&
          theme.applyStyles('dark', { bgcolor: alpha(theme.palette.primary.main, 0.3) })),
      })}
    />
  );
}

function Legend({ swatch, label }: { swatch: ReactNode; label: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {swatch}
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}
