import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { PracticeAttempt } from '@rehearse/contracts/practice';
import { useTranslation } from 'react-i18next';

export type AnswerMode = PracticeAttempt['mode'];

type AnswerModeToggleProps = {
  value: AnswerMode;
  onChange: (next: AnswerMode | null) => void;
  disabled: boolean;
};

// Type, record audio, or record video.
export function AnswerModeToggle({ value, onChange, disabled }: AnswerModeToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: AnswerMode | null) => onChange(next)}
      aria-label={t('interviews.practice.answerMode')}
      disabled={disabled}
    >
      <ToggleButton value="text" sx={{ gap: 0.75, px: 1.5 }}>
        <KeyboardOutlined fontSize="small" aria-hidden />
        {t('interviews.modes.text')}
      </ToggleButton>
      <ToggleButton value="audio" sx={{ gap: 0.75, px: 1.5 }}>
        <MicNoneOutlined fontSize="small" aria-hidden />
        {t('interviews.modes.audio')}
      </ToggleButton>
      <ToggleButton value="video" sx={{ gap: 0.75, px: 1.5 }}>
        <VideocamOutlined fontSize="small" aria-hidden />
        {t('interviews.modes.video')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
