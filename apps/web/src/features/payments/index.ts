// Public surface of the payments feature: /weekly-payment and /commissions (spec 002 §2), and the parts other
// screens show through the app shell (the booking's payment cards, My Day's postpone menu).
export { WeeklyPaymentPage } from './pages/weekly-payment-page.tsx';
export { CommissionsPage } from './pages/commissions-page.tsx';
export { paymentParts } from './parts.tsx';
