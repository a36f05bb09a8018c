import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import type { MockInterview } from '@rehearse/contracts/mock-interviews';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type RunHeaderProps = {
  interview: MockInterview;
  kind: MockInterview['questions'][number]['kind'] | undefined;
  settings: ReactNode;
  // The settings hold the live transcript's too when answers are recorded.
  withTranscript: boolean;
  onEnd: () => void;
  ending: boolean;
};

// "Question 2 of 5", the question's kind, progress, the read-aloud and transcript settings,
// and End interview.
export function RunHeader(props: RunHeaderProps) {
  const { interview, kind, settings, withTranscript, onEnd, ending } = props;
  const { t } = useTranslation();
  const settingsLabel = withTranscript
    ? 'interviews.liveTranscript.runSettings'
    : 'interviews.speech.settings';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const total = interview.settings.questionCount;
  const position = interview.currentPosition;
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
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h2" id="run-position">
            {t('interviews.run.questionOf', { n: position + 1, total })}
          </Typography>
          {kind && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t(`interviews.kinds.${kind === 'role-specific' ? 'roleSpecific' : kind}`)}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<RecordVoiceOverOutlined />}
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-haspopup="dialog"
            aria-expanded={open}
          >
            {t(settingsLabel)}
          </Button>
          <Button variant="outlined" color="error" size="small" onClick={onEnd} disabled={ending}>
            {t('interviews.run.end')}
          </Button>
        </Box>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(position / total) * 100}
        aria-label={t('interviews.run.progress', { done: position, total })}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t(settingsLabel),
            sx: { p: 2, width: 'min(92vw, 420px)' },
          },
        }}
      >
        {settings}
      </Popover>
    </Box>
  );
}
