// Public surface of the bookings feature: /bookings (request tabs for now) and /booking-requests/:id.
export { BookingsPage } from './pages/bookings-page.tsx';
export { BookingRequestPage } from './pages/booking-request-page.tsx';
