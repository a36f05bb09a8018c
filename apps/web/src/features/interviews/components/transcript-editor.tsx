import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const countWords = (text: string) =>
  (text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu) ?? []).length;

type TranscriptEditorProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  helper?: string;
  // True while speech recognition is filling it: the text still stays editable.
  listening?: boolean;
  disabled?: boolean;
  minRows?: number;
  error?: string;
  autoFocus?: boolean;
};

// The answer's words: typed, or heard by speech recognition and corrected here.
export function TranscriptEditor(props: TranscriptEditorProps) {
  const { id, value, onChange, label, helper, listening, disabled, minRows = 6, error } = props;
  const { t } = useTranslation();
  const words = countWords(value);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextField
        id={id}
        label={label ?? t('interviews.transcript.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={minRows}
        disabled={disabled}
        autoFocus={props.autoFocus}
        error={Boolean(error)}
        helperText={error ?? helper}
        slotProps={{ htmlInput: { maxLength: 20_000, spellCheck: true } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 0.5 }}>
        <Typography
          variant="caption"
          color={listening ? 'success.main' : 'text.secondary'}
          aria-live="polite"
        >
          {listening ? t('interviews.transcript.listening') : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('interviews.transcript.words', { count: words })}
        </Typography>
      </Box>
    </Box>
  );
}
