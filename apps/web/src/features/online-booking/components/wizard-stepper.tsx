import { Step, StepLabel, Stepper } from '@mui/material';
import { STEPS } from '../wizard/draft.ts';

/** The four steps (001 §2.8); the ones behind are marked done. */
export function WizardStepper({ step }: { step: number }) {
  return (
    <Stepper
      activeStep={step}
      alternativeLabel
      aria-label="Booking steps"
      sx={{
        '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' }, mt: { xs: 0.75, sm: 1 } },
        '& .MuiStepLabel-label.Mui-active': { fontWeight: 700 },
      }}
    >
      {STEPS.map((label, i) => (
        <Step key={label} completed={i < step}>
          <StepLabel aria-current={i === step ? 'step' : undefined}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
