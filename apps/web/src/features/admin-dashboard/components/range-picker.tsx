import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DASHBOARD_MAX_DAYS } from '@rehearse/contracts/admin-dashboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { RANGE_PRESETS, customRangeProblem, type DashboardRange } from '../dashboard-range';

type Props = {
  range: DashboardRange;
  // The dates the dashboard shows (from its answer), to start a custom range from.
  shown?: { from: string; to: string };
  onChange: (range: DashboardRange) => void;
};

// The last 7, 30 or 90 days, or a custom range of dates (UTC days, at most 366).
export function RangePicker({ range, shown, onChange }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const custom = !('days' in range);
  const [editing, setEditing] = useState(custom);
  const [from, setFrom] = useState(custom ? range.from : (shown?.from ?? ''));
  const [to, setTo] = useState(custom ? range.to : (shown?.to ?? ''));
  const [tried, setTried] = useState(false);
  const problem = customRangeProblem(from, to);
  const problemText =
    tried && problem
      ? errorText({
          code: problem,
          message: '',
          params: problem === 'validation.range_too_long' ? { maximum: DASHBOARD_MAX_DAYS } : {},
        })
      : undefined;

  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={editing || custom ? 'custom' : String(range.days)}
        aria-label={t('adminDashboard.range.label')}
        onChange={(_, value: string | null) => {
          if (value === null) return;
          if (value === 'custom') {
            setFrom((current) => current || (shown?.from ?? ''));
            setTo((current) => current || (shown?.to ?? ''));
            setEditing(true);
            return;
          }
          setEditing(false);
          setTried(false);
          onChange({ days: Number(value) as (typeof RANGE_PRESETS)[number] });
        }}
      >
        {RANGE_PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)}>
            {t('adminDashboard.range.days', { count: days })}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">{t('adminDashboard.range.custom')}</ToggleButton>
      </ToggleButtonGroup>
      {(editing || custom) && (
        <Box
          component="form"
          noValidate
          aria-label={t('adminDashboard.range.customLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!problem) onChange({ from, to });
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            type="date"
            size="small"
            label={t('adminDashboard.range.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={Boolean(problemText)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('adminDashboard.range.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(problemText)}
            helperText={problemText}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="outlined">
            {t('adminDashboard.range.apply')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
