import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../components/controlled-text-field';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { customRangeSchema, RANGE_PRESETS, type DayRange, type RangeChoice } from './date-range';

type RangeSelectorProps = {
  choice: RangeChoice;
  range: DayRange;
  today: string;
  onChange: (choice: RangeChoice) => void;
};

// Last 7 / 30 / 90 / 365 days, or any from-to range (applied with a button, so half-typed
// dates never load).
export function RangeSelector({ choice, range, today, onChange }: RangeSelectorProps) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(choice.kind === 'custom');
  const schema = useMemo(() => customRangeSchema(today), [today]);
  const form = useForm({
    resolver: contractResolver<typeof schema, DayRange>(schema),
    defaultValues: range,
  });
  const { control, handleSubmit, reset } = form;
  const selected = custom ? 'custom' : choice.kind === 'preset' ? String(choice.days) : 'custom';

  const choose = (next: string) => {
    if (next === 'custom') {
      setCustom(true);
      reset(range);
      return;
    }
    const days = RANGE_PRESETS.find((p) => String(p) === next);
    if (!days) return;
    setCustom(false);
    onChange({ kind: 'preset', days });
  };
  const apply = handleSubmit(({ from, to }) => onChange({ kind: 'custom', from, to }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-tour="progress-range">
      {/* Buttons where they fit; a menu on a phone, where five buttons would wrap. */}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selected}
        aria-label={t('workspace.progress.range.label')}
        onChange={(_event, next: string | null) => next && choose(next)}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, bgcolor: 'background.paper' }}
      >
        {RANGE_PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)} sx={{ px: 1.5 }}>
            {t('workspace.progress.range.days', { count: days })}
          </ToggleButton>
        ))}
        <ToggleButton value="custom" sx={{ px: 1.5 }}>
          {t('workspace.progress.range.custom')}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('workspace.progress.range.label')}
        value={selected}
        onChange={(e) => choose(e.target.value)}
        sx={{ display: { xs: 'flex', sm: 'none' } }}
      >
        {RANGE_PRESETS.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {t('workspace.progress.range.days', { count: days })}
          </MenuItem>
        ))}
        <MenuItem value="custom">{t('workspace.progress.range.custom')}</MenuItem>
      </TextField>
      {custom && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void apply(event)}
          aria-label={t('workspace.progress.range.customLabel')}
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <ControlledTextField
            control={control}
            name="from"
            type="date"
            size="small"
            label={t('workspace.progress.range.from')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            sx={{ flex: '1 1 150px', maxWidth: 200 }}
          />
          <ControlledTextField
            control={control}
            name="to"
            type="date"
            size="small"
            label={t('workspace.progress.range.to')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 150px', maxWidth: 200 }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
            {t('workspace.progress.range.apply')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
