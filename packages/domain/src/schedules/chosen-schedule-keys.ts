/**
 * Book Now keeps the chosen sailing in localStorage under this key and opens /online-booking, which starts from
 * it (spec 000 §2, 001 §2.8). localStorage, not sessionStorage, because an anonymous visitor signs in through an
 * e-mailed link that opens a new tab.
 */
export const CHOSEN_SCHEDULE_STORAGE_KEY = 'portal.chosenSchedule';

/** Picker mode in the same tab: the picked sailing waits here (sessionStorage) for the page that sent us. */
export const PICKED_SCHEDULE_STORAGE_KEY = 'portal.pickedSchedule';

/** The `type` of the window message a picker window posts to its opener. */
export const SCHEDULE_PICKED_MESSAGE = 'portal.schedule-picked';
