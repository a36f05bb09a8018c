import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type RangeSwitchProps<R extends string> = {
  label: string;
  value: R;
  options: readonly { value: R; label: string }[];
  onChange: (value: R) => void;
};

// This week / last week, this year / last year: one choice, always one selected.
export function RangeSwitch<R extends string>({
  label,
  value,
  options,
  onChange,
}: RangeSwitchProps<R>) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      aria-label={label}
      onChange={(_event, next: R | null) => next && onChange(next)}
      sx={{ bgcolor: 'background.paper' }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ px: 1.5 }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
