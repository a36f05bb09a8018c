import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { PublicQuestion } from '@rehearse/contracts/question-pool';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Kbd } from './kbd';
import { InlineMarkdown } from './markdown-text';

type ChoiceOptionsProps = {
  question: PublicQuestion;
  selected: readonly string[];
  onSelect: (optionId: string) => void;
  labelledBy: string;
  disabled?: boolean;
  // Filled with each option's input, so a digit key can move focus to the option it chose.
  inputRefs?: RefObject<(HTMLInputElement | null)[]>;
};

// An unanswered question's options: radios for one answer, checkboxes for "all that apply".
// Each shows the digit that chooses it.
export function ChoiceOptions(props: ChoiceOptionsProps) {
  const { question, selected, onSelect, labelledBy, disabled, inputRefs } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const multiple = question.kind === 'multiple';

  const options = question.options.map((option, index) => {
    const checked = selected.includes(option.id);
    const controlProps = {
      checked,
      onChange: () => onSelect(option.id),
      slotProps: {
        input: {
          ref: (el: HTMLInputElement | null) => {
            if (inputRefs) inputRefs.current[index] = el;
          },
        },
      },
      sx: { mt: -0.75 },
    };
    return (
      <FormControlLabel
        key={option.id}
        value={option.id}
        disabled={disabled}
        control={multiple ? <Checkbox {...controlProps} /> : <Radio {...controlProps} />}
        label={
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.25 }}>
            {index < 9 && <Kbd hidden>{index + 1}</Kbd>}
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <InlineMarkdown source={option.text} />
            </Box>
          </Box>
        }
        sx={(theme) => ({
          m: 0,
          px: 1.5,
          py: 1.25,
          alignItems: 'flex-start',
          border: 1,
          borderRadius: 1.5,
          borderColor: checked ? 'primary.main' : 'divider',
          bgcolor: checked ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
          transition: theme.transitions.create(['border-color', 'background-color']),
          '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
          '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
          '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
        })}
      />
    );
  });

  return (
    <Box>
      {multiple && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('quiz.player.chooseAll')}
        </Typography>
      )}
      {multiple ? (
        <FormGroup
          role="group"
          aria-labelledby={labelledBy}
          aria-describedby={hintId}
          sx={{ gap: 1 }}
        >
          {options}
        </FormGroup>
      ) : (
        <RadioGroup
          aria-labelledby={labelledBy}
          value={selected[0] ?? ''}
          name={`question-${question.id}`}
          sx={{ gap: 1 }}
        >
          {options}
        </RadioGroup>
      )}
    </Box>
  );
}
