/** Every URL of the portal (route tables of spec 001 §2.1). Components link through these, never a typed string. */
function path<P extends string>(pattern: P) {
  return { pattern, getHref: () => pattern as string };
}

export const paths = {
  home: path('/'),
  schedule: path('/schedule'),
  quotesGroups: path('/quotes/groups'),
  quoteGroup: {
    pattern: '/quotes/groups/:id',
    getHref: (id: string) => `/quotes/groups/${encodeURIComponent(id)}`,
  },
  quotesGet: path('/quotes/get'),
  quote: { pattern: '/quotes/:id', getHref: (id: string) => `/quotes/${encodeURIComponent(id)}` },
  onlineBooking: path('/online-booking'),
  bookingRequest: {
    pattern: '/booking-requests/:id',
    getHref: (id: string) => `/booking-requests/${encodeURIComponent(id)}`,
  },
  bookings: path('/bookings'),
  booking: { pattern: '/bookings/:id', getHref: (id: string) => `/bookings/${encodeURIComponent(id)}` },
  myDay: path('/my-day'),
  myProfile: path('/my-profile'),
  clientStatistics: path('/client-statistics'),
  teams: path('/teams'),
  vessel: path('/vessel'),
  landTransport: path('/land-transport'),
  landTransportConfig: path('/land-transport-config'),
  loadList: path('/loadList'),
  equipmentControl: path('/equipment-control'),
  equipment: path('/equipment'),
  charges: path('/charges'),
  carrierCharges: { pattern: '/charges/:id', getHref: (id: string) => `/charges/${encodeURIComponent(id)}` },
  weeklyPayment: path('/weekly-payment'),
  commissions: path('/commissions'),
  notFound: path('/not-found'),
} as const;
