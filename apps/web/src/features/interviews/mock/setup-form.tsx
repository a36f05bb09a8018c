import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLES, type Role } from '@rehearse/contracts/question-bank';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MIX_PARTS, defaultMix, setMixPart } from './mix';
import { ANSWER_CHOICES, THINK_CHOICES, type SetupValues } from './setup-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type SetupFormProps = {
  values: SetupValues;
  onChange: (values: SetupValues) => void;
  errors: Record<string, string>;
  disabled?: boolean;
};

// What the interview is for (a role template or a pasted job description), how many questions
// of which kind, and its timing.
export function SetupForm({ values, onChange, errors, disabled }: SetupFormProps) {
  const { t } = useTranslation();
  const [countShown, setCountShown] = useState(values.questionCount);
  const set = (patch: Partial<SetupValues>) => onChange({ ...values, ...patch });

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="setup-title"
      data-tour="mock-setup"
    >
      <CardContent sx={{ display: 'grid', gap: 3, p: { xs: 2, sm: 3 } }}>
        <Typography id="setup-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('interviews.setup.title')}
        </Typography>
        <Section title={t('interviews.setup.forWhat')}>
          <TextField
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            id="setup-role"
            label={t('interviews.setup.role')}
            value={values.role}
            onChange={(event) => set({ role: event.target.value as Role | '' })}
            error={Boolean(errors.role)}
            helperText={errors.role ?? t('interviews.setup.roleHelp')}
            disabled={disabled}
          >
            <MenuItem value="">{t('interviews.setup.anyRole')}</MenuItem>
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`interviews.roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="setup-job-description"
            label={t('interviews.setup.jobDescription')}
            value={values.jobDescription}
            onChange={(event) => set({ jobDescription: event.target.value })}
            multiline
            minRows={4}
            maxRows={12}
            error={Boolean(errors.jobDescription)}
            helperText={errors.jobDescription ?? t('interviews.setup.jobDescriptionHelp')}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
          />
        </Section>

        <Section title={t('interviews.setup.questions')}>
          <Box sx={{ px: 1 }}>
            <Typography id="setup-count-label" variant="body2" gutterBottom>
              {t('interviews.setup.questionCount', { count: countShown })}
            </Typography>
            <Slider
              aria-labelledby="setup-count-label"
              min={1}
              max={10}
              step={1}
              marks
              value={countShown}
              onChange={(_, value) => setCountShown(value)}
              onChangeCommitted={(_, value) => {
                const count = value;
                setCountShown(count);
                set({ questionCount: count, mix: defaultMix(count) });
              }}
              valueLabelDisplay="auto"
              disabled={disabled}
            />
          </Box>
          <Box
            role="group"
            aria-labelledby="setup-mix-label"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            }}
          >
            <Typography id="setup-mix-label" variant="body2" sx={{ gridColumn: '1 / -1' }}>
              {t('interviews.setup.mix')}
            </Typography>
            {MIX_PARTS.map((part) => (
              <TextField
                key={part}
                id={`setup-mix-${part}`}
                type="number"
                label={t(`interviews.kinds.${part}`)}
                value={values.mix[part]}
                onChange={(event) =>
                  set({
                    mix: setMixPart(
                      values.mix,
                      values.questionCount,
                      part,
                      Number(event.target.value),
                    ),
                  })
                }
                disabled={disabled}
                slotProps={{ htmlInput: { min: 0, max: values.questionCount, step: 1 } }}
              />
            ))}
            {errors.mix && (
              <Typography variant="body2" color="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
                {errors.mix}
              </Typography>
            )}
          </Box>
        </Section>

        <Section title={t('interviews.setup.timing')}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <TextField
              select
              id="setup-think"
              label={t('interviews.setup.thinkTime')}
              value={values.thinkSeconds}
              onChange={(event) => set({ thinkSeconds: Number(event.target.value) })}
              disabled={disabled}
            >
              {THINK_CHOICES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s === 0
                    ? t('interviews.setup.noThinkTime')
                    : t('interviews.seconds', { count: s })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="setup-answer"
              label={t('interviews.setup.answerTime')}
              value={values.answerSeconds}
              onChange={(event) => set({ answerSeconds: Number(event.target.value) })}
              disabled={disabled}
            >
              {ANSWER_CHOICES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s < 60
                    ? t('interviews.seconds', { count: s })
                    : t('interviews.minutes', { count: s / 60 })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="setup-takes"
              label={t('interviews.setup.takes')}
              value={values.takes}
              onChange={(event) => set({ takes: Number(event.target.value) })}
              disabled={disabled}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <MenuItem key={n} value={n}>
                  {t('interviews.setup.takesN', { count: n })}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </Section>
      </CardContent>
    </Card>
  );
}
