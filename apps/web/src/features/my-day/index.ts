// Public surface of the My Day feature: /my-day (spec 000 §2 "My Day").
export { MyDayPage } from './pages/my-day-page.tsx';
export type { BookingParts } from './booking-parts.tsx';
