export * from './identity.ts';
export * from './platform.ts';
export * from './reference.ts';
export * from './schedules.ts';
export * from './quotes.ts';
export * from './booking-requests.ts';
export * from './tags.ts';
export * from './bookings.ts';
