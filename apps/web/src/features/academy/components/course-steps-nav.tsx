import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CourseStep } from '@rehearse/contracts/academy';

type Props = {
  steps: CourseStep[];
  // 1-based, as in the address.
  active: number;
  // How many steps are done (the stored currentStep).
  done: number;
  onSelect: (step: number) => void;
};

// Every step of the course beside its content: a button per step, marked done up to the user's
// progress, reached by Tab. Used on wide screens.
export function CourseStepsList({ steps, active, done, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('academy.steps')}>
      <Stepper nonLinear orientation="vertical" activeStep={active - 1}>
        {steps.map((step) => (
          <Step key={step.order} completed={step.order < done}>
            <StepButton
              onClick={() => onSelect(step.order + 1)}
              aria-current={step.order + 1 === active ? 'step' : undefined}
              optional={
                <Typography variant="caption" color="text.secondary">
                  {step.subtitle}
                </Typography>
              }
              sx={{
                textAlign: 'left',
                borderRadius: 1,
                ...(step.order + 1 === active && { bgcolor: 'action.selected' }),
              }}
            >
              {step.title}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
}

// The same choice on a phone: one menu of the steps, so the content keeps the width.
export function CourseStepsMenu({ steps, active, done, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('academy.goToStep')}
      value={active}
      onChange={(event) => onSelect(Number(event.target.value))}
    >
      {steps.map((step) => (
        <MenuItem key={step.order} value={step.order + 1} sx={{ whiteSpace: 'normal' }}>
          {t('academy.stepOption', {
            number: step.order + 1,
            title: step.title,
            context: step.order < done ? 'done' : undefined,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
