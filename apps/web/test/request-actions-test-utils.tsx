import type { TBookingRequestDetail, TTag } from '@portal/domain';
import { request } from './bookings-test-utils.tsx';

/** A request page's data as the workbench answers it, ready for Book Now unless overridden. */
export function detail(overrides: Partial<TBookingRequestDetail> = {}): TBookingRequestDetail {
  return {
    ...request({
      statusCode: 20,
      statusText: 'In Progress',
      agent: { id: 'a1', name: 'Luca Rossi' },
      freightDetails: [
        {
          seqNr: 1,
          text: 'Seafreight',
          group: 'EXTERNAL',
          quantity: 2,
          unit: 'CTR',
          unitValue: 1115,
          currency: 'USD',
          total: 2230,
          internal1: false,
          isManual: false,
        },
        {
          seqNr: 2,
          text: 'Agency Commission',
          group: 'INTERNAL1',
          quantity: 2,
          unit: 'TEU',
          unitValue: -25,
          currency: 'USD',
          total: -50,
          internal1: true,
          isManual: false,
        },
      ],
    }),
    version: 3,
    blNumber: null,
    intBlNumber: null,
    intraRefNumber: null,
    statisticClient: null,
    externalBookingReference: null,
    bookingId: null,
    leadingCurrency: 'USD',
    specialRemarks: [],
    quoteValidity: null,
    tagIds: [],
    ...overrides,
  };
}

/** Request tags with ids that are valid uuids: tag(1) … tag(12). */
export function tag(n: number, overrides: Partial<TTag> = {}): TTag {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    text: `Tag ${n}`,
    color: '#0288d1',
    category: 'bookingRequest',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
