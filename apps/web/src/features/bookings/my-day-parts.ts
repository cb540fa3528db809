// The parts of the bookings feature that My Day shows (its accounting preview and progress dialog); the app shell
// hands them over (app/screens.tsx), since features do not import each other.
export { BookingChecklistDialog } from './booking-list/checklist-dialog.tsx';
export { BookingPreview } from './booking-page/booking-preview.tsx';
