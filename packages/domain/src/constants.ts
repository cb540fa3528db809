/** Constants of spec 000 §9, 001 §9 and 002 §9 that the frame and platform use. */
export const PRODUCT_NAME = 'Freight Portal';

export const SNACKBAR = {
  maxStack: 3,
  defaultMs: 1000,
  errorMs: 3000,
  saveSuccessMs: 1500,
  fileTypeErrorMs: 4000,
} as const;

export const LOGIN_DIALOG_RESET_MS = 1000;
export const LOGIN_TOKEN_TTL_MS = 15 * 60 * 1000;
/**
 * Login requests allowed within the window: `max` per client address and e-mail address together, `perClient` times
 * that per client address (one address trying many people), `perEmail` times that per e-mail address from anywhere
 * (many addresses filling one inbox with login mails).
 */
export const LOGIN_RATE_LIMIT = { max: 5, perClient: 4, perEmail: 4, windowMs: 15 * 60 * 1000 } as const;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'portal_session';

export const WORLD_CLOCK_TICK_MS = 1000;
export const SCROLL_TO_TOP_THRESHOLD_PX = 170;
export const BACKDROP_Z_INDEX = 10000;
export const CONSENT_COOKIE = { name: 'consent', value: 'true' } as const;

export const OFFICE_HOURS = 'Mon-Fri 08:00-12:00 and 13:00-17:30';

export const LIST_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 250;
export const SAVED_FILTER_TTL_MS = 5 * 60 * 1000;

/** Keyboard sequences of spec 001 §2.2 (tinykeys syntax). */
export const SHORTCUTS = {
  quickSearch: ['Control+g', 'Meta+k', 'Control+Shift+g', 'j q'],
  focusScheduleOrigin: ['g s'],
} as const;
