import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { STAR_PARTS, type StarDraft } from './star-transcript';

type StarScaffoldProps = {
  value: StarDraft;
  onChange: (value: StarDraft) => void;
  disabled?: boolean;
};

// Four boxes (situation, task, action, result), joined into the answer in that order.
export function StarScaffold({ value, onChange, disabled }: StarScaffoldProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('interviews.star.title')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {STAR_PARTS.map((part) => (
        <TextField
          key={part}
          id={`star-${part}`}
          label={t(`interviews.star.${part}.label`)}
          placeholder={t(`interviews.star.${part}.placeholder`)}
          value={value[part]}
          onChange={(event) => onChange({ ...value, [part]: event.target.value })}
          multiline
          minRows={3}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      ))}
    </Box>
  );
}
