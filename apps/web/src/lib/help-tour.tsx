import { Button, Popover, Stack, Typography } from '@mui/material';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface TourStep {
  /** CSS selector of the element the step points at. */
  target: string;
  title: string;
  text: string;
}

interface HelpTour {
  steps: TourStep[] | null;
  register: (steps: TourStep[] | null) => void;
  start: () => void;
}

const HelpTourContext = createContext<HelpTour | null>(null);

/** The help button's slot: a page registers its guided tour, the frame shows the button and runs it. */
export function HelpTourProvider({ children }: { children: ReactNode }) {
  const [steps, register] = useState<TourStep[] | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const value = useMemo(() => ({ steps, register, start: () => setIndex(0) }), [steps]);
  const step = index !== null ? steps?.[index] : undefined;
  const anchor = step ? document.querySelector(step.target) : null;
  return (
    <HelpTourContext.Provider value={value}>
      {children}
      {step && (
        <Popover
          open
          anchorEl={anchor}
          anchorReference={anchor ? 'anchorEl' : 'none'}
          onClose={() => setIndex(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Stack spacing={1} sx={{ p: 2, maxWidth: 320 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {step.title}
            </Typography>
            <Typography variant="body2">{step.text}</Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">
                {index! + 1} / {steps!.length}
              </Typography>
              <Button size="small" onClick={() => setIndex(index! + 1 < steps!.length ? index! + 1 : null)}>
                {index! + 1 < steps!.length ? 'Next' : 'Done'}
              </Button>
            </Stack>
          </Stack>
        </Popover>
      )}
    </HelpTourContext.Provider>
  );
}

export function useHelpTourSlot(): HelpTour {
  const value = useContext(HelpTourContext);
  if (!value) throw new Error('useHelpTourSlot needs a HelpTourProvider above it.');
  return value;
}

/** A page calls this with its steps; the help button appears while the page is shown. */
export function useHelpTour(steps: TourStep[]): void {
  const { register } = useHelpTourSlot();
  useEffect(() => {
    register(steps);
    return () => register(null);
  }, [register, steps]);
}
