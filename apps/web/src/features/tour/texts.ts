/** The guided-tour prompt's words (the spec names the prompt, not its wording). */
export const GUIDE_PROMPT_TEXT = {
  region: 'Guided tour',
  title: 'New here? Let us show you around.',
  body: 'A short tour explains the top navigation and this page. The help button (?) in the top bar starts it again whenever you need it.',
  start: 'Start the tour',
  later: 'Not now',
  never: 'Don’t show again',
  saveFailed: 'Your choice could not be saved. Please try again.',
} as const;
