import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { matchRoutePattern } from '@portal/domain';
import { useSession } from '../../lib/session.ts';
import { SCREENS } from '../screens.tsx';

// The tour's code (driver.js, its styles and every screen's steps) downloads when a tour starts, not with a page.
const loadTour = () => import('../../features/tour/run-tour.ts');

/** Starts the guided tour of the screen at the current address (the help button, the guided-tour prompt). */
export function useStartTour(): () => Promise<void> {
  const { pathname } = useLocation();
  const { session } = useSession();
  return useCallback(async () => {
    const pattern = SCREENS.find((s) => matchRoutePattern(s.pattern, pathname))?.pattern ?? null;
    const { runTour } = await loadTour();
    runTour(pattern, session.visitor);
  }, [pathname, session.visitor]);
}
