import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import type { VisitorType } from '@portal/domain';
import { navbarGuideDone, rememberNavbarGuideDone } from './navbar-guide-storage.ts';
import { NAVBAR_GUIDE, tourSelector, tourSteps, type TourStep } from './steps.ts';

/** Shown: in the document, with a box (a hidden element or one inside a closed drawer has none). */
function onScreen(step: TourStep): boolean {
  const element = document.querySelector<HTMLElement>(tourSelector(step));
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/**
 * driver.js marks the highlighted element as a popup trigger (aria-haspopup, aria-expanded, aria-controls); on the
 * sections and cards the steps point at those attributes are not allowed (axe aria-allowed-attr), and the element
 * opens nothing, so they are taken off again.
 */
function unmarkTrigger(element: Element | undefined): void {
  for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) element?.removeAttribute(name);
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

let active: ReturnType<typeof driver> | null = null;

/**
 * The guided tour of the current screen (spec 001 §2.2): the navbar guide first until it has been finished once,
 * then the page's steps. Only the steps whose element is on the screen are shown. Keyboard: arrows move, Escape
 * ends, Tab stays in the step's popover (driver.js).
 */
export function runTour(pattern: string | null, visitor: VisitorType): void {
  active?.destroy();
  const withNavbar = !navbarGuideDone();
  const steps = tourSteps(pattern, visitor, withNavbar).filter(onScreen);
  // A page without steps of its own (not-found) still gets the navbar guide.
  const shown = steps.length > 0 ? steps : NAVBAR_GUIDE.filter(onScreen);
  if (shown.length === 0) return;
  const lastNavbarStep = shown.reduce((last, step, i) => (NAVBAR_GUIDE.includes(step) ? i : last), -1);
  const tour = driver({
    steps: shown.map((step): DriveStep => ({
      element: tourSelector(step),
      popover: { title: step.title, description: step.text },
    })),
    showProgress: true,
    progressText: '{{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: 'Done',
    popoverClass: 'portal-tour',
    overlayOpacity: 0.45,
    stagePadding: 6,
    stageRadius: 8,
    // No fading and gliding for those who asked their system for less motion. driver.js ignores arrow presses while
    // a step is being shown: for the whole animation, and without it until the next frame.
    animate: !reducedMotion(),
    smoothScroll: !reducedMotion(),
    onHighlighted: (element, _step, { state }) => {
      unmarkTrigger(element);
      // Past the navbar's last step (or on it, going on): the navbar guide is finished.
      if (lastNavbarStep >= 0 && (state.activeIndex ?? -1) > lastNavbarStep) rememberNavbarGuideDone();
    },
    onDestroyStarted: (_element, _step, { state }) => {
      if (lastNavbarStep >= 0 && (state.activeIndex ?? -1) >= lastNavbarStep && !tour.hasNextStep())
        rememberNavbarGuideDone();
      tour.destroy();
    },
    onDestroyed: () => {
      if (active === tour) active = null;
    },
  });
  active = tour;
  tour.drive();
}
