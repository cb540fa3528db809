/**
 * Public surface of the online booking (route /online-booking, spec 001 §2.8; review of spec 000 §2).
 *
 * Contracts with other screens:
 * - Starts from what Book Now left in localStorage: the schedule screen's `TChosenSchedule` under
 *   'portal.chosenSchedule' (@portal/domain) and the quote screens' `{ quote, chosenAt }` under
 *   'portal.chosenQuote' (a bare quote or quote number is taken too). Both are removed after a submission.
 * - The draft is kept in sessionStorage under 'portal.onlineBookingDraft' until it is submitted.
 * - On success it opens /booking-requests/{id} with navigation state `{ submitted: true }` (`SubmittedState`); the
 *   request page then shows the thank-you text (REQUEST_SUBMITTED_TEXT). A short snackbar confirms the number.
 */
export { OnlineBookingPage } from './pages/online-booking-page.tsx';
export type { SubmittedState } from './hooks/use-submit-booking.ts';
