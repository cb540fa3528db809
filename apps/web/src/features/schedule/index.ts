/**
 * Public surface of the schedule feature: the Schedule screen (route /schedule, spec 000 §2).
 *
 * Contracts with other screens (types and keys in @portal/domain, schedules/chosen-schedule.ts):
 * - Book Now stores `TChosenSchedule` ({ route, search, chosenAt }) as JSON in localStorage under
 *   CHOSEN_SCHEDULE_STORAGE_KEY ('portal.chosenSchedule') and navigates to /online-booking, which reads it with
 *   `readChosenSchedule`. localStorage survives the new tab an e-mailed login link opens.
 * - Picker mode: open `/schedule?isPicker=true` (optionally with origin, destination, date, weeks). 'Choose'
 *   replaces Book Now and hands the route back:
 *   - opened as a window (window.open without 'noopener'): posts `{ type: 'portal.schedule-picked', schedule }`
 *     (`TSchedulePickedMessage`) to window.opener with this site's origin as target, then closes itself. The
 *     opener listens for 'message', checks `event.origin === location.origin` and reads the data with
 *     `readSchedulePickedMessage`;
 *   - opened in the same tab: stores the same `TChosenSchedule` in sessionStorage under
 *     PICKED_SCHEDULE_STORAGE_KEY ('portal.pickedSchedule') and goes back one page (home when there is none);
 *     the page reads and removes the key when it shows again.
 */
export { SchedulePage } from './pages/schedule-page.tsx';
