/** The booking screens' words, quoted from spec 000 §2, §8 and 001 §2.9. */
export const BOOKING_MESSAGES = {
  title: 'Bookings',
  archiveTitle: 'Bookings - Archive',
  assigneeEmpty:
    'There are no bookings that might need your attention at the moment. You can use filters bar or quick search (ctrl+g on keyboard) to find what you might be looking for.',
  filterEmpty: 'No bookings found for your filter criteria. Try changing filters.',
  refreshFailed: 'Failed to refresh the contents. Please try again later.',
  watchAdded: 'Successfully added to watchers!',
  watchRemoved: 'Successfully removed from watchers!',
  noFreightDetails: 'No Freight Details to show',
  noWeeklyPayments: 'There are currently no weekly payments for this booking.',
  inDispute: 'in dispute',
  dragHint: 'you can drag files onto the checklist items to attach them',
  quickSearchEmpty: 'There is no record with this criteria.',
  noQuote: 'There is no quote with this ID',
  customerReferenceStaff: 'Customer reference',
  customerReferenceClient: 'Reference',
  disputeRefused: 'A booking can be put in dispute only while it is pending payment and not archived.',
  watchRefused: 'The assigned agent assigns users instead of watching.',
  emailSent: 'The e-mail is on its way to the destination port agent.',
} as const;
