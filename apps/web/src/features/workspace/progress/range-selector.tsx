import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customRangeError,
  MAX_CUSTOM_DAYS,
  RANGE_PRESETS,
  type DayRange,
  type RangeChoice,
} from './date-range';

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
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [submitted, setSubmitted] = useState(false);
  const error = customRangeError(from, to, today);
  const selected = custom ? 'custom' : choice.kind === 'preset' ? String(choice.days) : 'custom';

  const choose = (next: string) => {
    if (next === 'custom') {
      setCustom(true);
      setFrom(range.from);
      setTo(range.to);
      return;
    }
    const days = RANGE_PRESETS.find((p) => String(p) === next);
    if (!days) return;
    setCustom(false);
    onChange({ kind: 'preset', days });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error === null) onChange({ kind: 'custom', from, to });
  };

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
          onSubmit={apply}
          aria-label={t('workspace.progress.range.customLabel')}
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            type="date"
            size="small"
            label={t('workspace.progress.range.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            error={submitted && error !== null && error !== 'tooLong'}
            sx={{ flex: '1 1 150px', maxWidth: 200 }}
          />
          <TextField
            type="date"
            size="small"
            label={t('workspace.progress.range.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={submitted && error !== null}
            sx={{ flex: '1 1 150px', maxWidth: 200 }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
            {t('workspace.progress.range.apply')}
          </Button>
          {submitted && error && (
            <Box role="alert" sx={{ flexBasis: '100%', color: 'error.main', typography: 'body2' }}>
              {t(`workspace.progress.range.errors.${error}`, { max: MAX_CUSTOM_DAYS })}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
