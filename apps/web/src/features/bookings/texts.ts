/** Words of spec 000 for the bookings page and the booking request page, quoted exactly. */
export const BOOKINGS_TITLE = 'Bookings';

/**
 * The print menu's words (spec 000 §2), the same on the request page and the booking page; kept here, apart from
 * either page's components, so that the booking page reads them without loading the request workbench.
 */
export const PRINT_LABELS = { withCost: 'Print with cost', withoutCosts: 'Print without costs' } as const;

export const REQUEST_LIST_TEXT = {
  empty: 'There are no bookings that might need your attention at the moment.',
  assignPicker: 'Assign task to user',
  assignButton: 'Assign user',
  assignFailed: 'Error assigning task. Please try again.',
  assigned: 'Saved user successfully!',
  clearFields: 'Clear Fields',
} as const;

/** Labels of the field selector and the quick-search dialog (spec 000 §2 "Quick-search dialog"). */
export const SEARCH_FIELD_LABELS = {
  requestNumber: 'Request number',
  client: 'Client',
  vessel: 'Vessel Name',
  quoteNumber: 'Quote Number',
  agreementNumber: 'Agreement Number',
  status: 'Status',
  customerReference: 'Customer ref',
} as const;

export const REQUEST_PAGE_TEXT = {
  title: (carrier: string) => `Booking Request - ${carrier}`,
  subtitle: (id: string) => `File No. ${id}`,
  summary: 'Booking Request Summary',
  cargo: 'Cargo Details',
  portTerms: 'Port Terms',
  closings: 'Closings And Special Remarks',
  noFreight: 'No Freight Details to show',
  /**
   * The fixed legal remark under the freight details (spec 000 §2): the spec gives its content, not its words —
   * the FCL high-security seal obligation and the bill of lading conditions.
   */
  legalRemark: [
    'FCL shipments must be sealed with a high-security seal immediately after stuffing; the seal number is to be forwarded to us together with the details of the contents.',
    'The shipment is subject to the terms and conditions of the carrier’s bill of lading.',
  ],
} as const;
