// Public surface of the bookings feature: /bookings (booking and request tabs), /bookings/:id and
// /booking-requests/:id.
export { BookingsPage } from './pages/bookings-page.tsx';
export { BookingPage } from './pages/booking-page.tsx';
export { BookingRequestPage } from './pages/booking-request-page.tsx';
