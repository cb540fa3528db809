/**
 * Public surface of the quotes feature (spec 001 §2.4 to §2.7): Get Quote, the quotes list, the group page and
 * the single quote.
 *
 * Contracts with other screens:
 * - Get Quote reads prefill parameters `origin`, `destination` (UN/LOCODEs), `date` (yyyy-MM-dd), `weeks`,
 *   `quantity` and `type` (container type id such as 22G1, or its label such as 20DC) for its first cargo line.
 * - Book Now keeps the quote for the online booking through lib/chosen-quote.ts and opens /online-booking.
 */
export { GetQuotePage } from './pages/get-quote-page.tsx';
export { QuoteGroupsPage } from './pages/quote-groups-page.tsx';
export { QuoteGroupPage } from './pages/quote-group-page.tsx';
export { QuotePage } from './pages/quote-page.tsx';
