/** Words of the schedule screen, quoted from the spec (000 §2, §8, §9; 001 §8, §9). Keep them exact. */
export const SCHEDULE_TEXT = {
  title: 'Schedule',
  origin: 'Origin port',
  destination: 'Destination port',
  earliestDate: 'Earliest Date',
  weeks: 'Weeks',
  search: 'Search',
  carrier: 'Carrier',
  anyCarrier: 'ANY',
  sortBy: 'Sort by',
  bookNow: 'Book Now',
  requestQuote: 'Request Quote',
  emptyTitle: 'No Results :(',
  emptyText:
    'There are no results for the port combination selected. Please try searching for different origin/destination combination.',
} as const;

export const SCHEDULE_MESSAGES = {
  /** HTTP 504 of the route search. */
  unavailable: 'Service is unavailable at the moment. Please try again later.',
  /** Any other failure; the snackbar persists. */
  unexpected: 'Unexpected error occurred.',
} as const;

/** The copy popover closes after 1500 ms (spec 000 §9, 001 §9). */
export const COPY_POPOVER_MS = 1500;
