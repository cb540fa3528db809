import {
  AUDIT_ENTITIES,
  COLLAB_EVENT_ENTITIES,
  type AuditEntity,
  type CollabRecordKind,
  type ConfigType,
  type TagCategory,
  type TBookingRequestsQuery,
  type TBookingsQuery,
  type TCommissionsQuery,
  type TLoadListQuery,
  type TQuoteGroupsQuery,
  type TTasksQuery,
  type TWeeklyPaymentsQuery,
} from '@portal/domain';

/*
 * Every TanStack Query key of the web. A key starts with the entity the server publishes after a change
 * ('quote-group', 'quote', 'booking-request', ...), so one live event invalidates every view of it
 * (lib/live-updates.ts). Two screens showing the same data share a key and fetch once.
 */

export type GroupListQuery = Partial<Omit<TQuoteGroupsQuery, 'page' | 'perPage'>> &
  Pick<TQuoteGroupsQuery, 'page' | 'perPage'>;

/** What the requests list asks: GET /api/booking-requests without the defaults the server fills in. */
export type RequestListQuery = Pick<TBookingRequestsQuery, 'tab' | 'page' | 'perPage'> &
  Partial<
    Pick<TBookingRequestsQuery, 'status' | 'assignee' | 'carrier' | 'clientId' | 'field' | 'q' | 'tagIds'>
  >;

/** What a booking list asks: GET /api/bookings without the defaults the server fills in. */
export type BookingListQuery = Pick<TBookingsQuery, 'tab' | 'category' | 'page' | 'perPage'> &
  Partial<Omit<TBookingsQuery, 'tab' | 'category' | 'page' | 'perPage'>>;

/** What My Day asks: GET /api/tasks with its department, assignee, paging and client-task switch always said. */
export type TaskListQuery = Pick<TTasksQuery, 'category' | 'assignee' | 'clientTasks' | 'page' | 'perPage'> &
  Partial<Pick<TTasksQuery, 'status' | 'carrier' | 'payDate'>>;

/** What /weekly-payment asks: GET /api/weekly-payments; list filters travel as the server's comma lists. */
export type WeeklyPaymentListQuery = Pick<TWeeklyPaymentsQuery, 'page' | 'perPage'> &
  Partial<Pick<TWeeklyPaymentsQuery, 'currency' | 'payDate' | 'carrier'>> & {
    status?: string;
    platformStatus?: string;
    commissionStatus?: string;
  };

/** What /commissions asks: GET /api/commissions. */
export type CommissionListQuery = Pick<TCommissionsQuery, 'page' | 'perPage'> &
  Partial<Pick<TCommissionsQuery, 'currency' | 'carrier' | 'dueFrom' | 'dueTo'>> & { status?: string };

/** A lane of the online booking's quote lookup (origin, destination and carrier; staff: the client). */
export interface QuoteLane {
  origin: string;
  destination: string;
  carrierId: string;
  clientId: string | null;
}

/** What /vessel asks: GET /api/vessel-voyages (the days, a category, a comma list of carriers). */
export interface VesselOverviewQuery {
  from: string;
  to: string;
  category?: string;
  carriers?: string;
}

export const queryKeys = {
  // Under 'booking': a booking's change (its live event) refetches the overview and the open dialog.
  vessels: {
    overview: (query: VesselOverviewQuery) => ['booking', 'vessel-voyages', query] as const,
    bookings: (id: string) => ['booking', 'vessel-voyages', 'bookings', id] as const,
  },
  session: ['session'] as const,
  config: ['config'] as const,
  profile: {
    own: ['profile'] as const,
    redirectCandidates: ['profile', 'redirect-candidates'] as const,
  },
  reference: {
    carriers: ['reference', 'carriers'] as const,
    containerTypes: ['reference', 'container-types'] as const,
    commodityTypes: ['reference', 'commodity-types'] as const,
    pickupLocations: ['reference', 'pickup-locations'] as const,
    portSearch: (text: string) => ['reference', 'ports', 'search', text] as const,
    port: (id: string) => ['reference', 'ports', 'one', id] as const,
    // Clients and users are entities of their own: live 'client' and 'user' changes refresh them.
    clients: ['clients'] as const,
    users: ['users'] as const,
    teams: ['reference', 'teams'] as const,
  },
  schedule: {
    routes: (request: object | null) => ['schedule', 'routes', request] as const,
  },
  specialOffers: {
    all: ['special-offer'] as const,
    live: ['special-offer', 'live'] as const,
    managed: ['special-offer', 'all'] as const,
  },
  quoteGroups: {
    all: ['quote-group'] as const,
    list: (query: GroupListQuery) => ['quote-group', 'list', query] as const,
    detail: (id: string | number) => ['quote-group', 'detail', String(id)] as const,
  },
  quotes: {
    all: ['quote'] as const,
    detail: (id: string | number) => ['quote', 'detail', String(id)] as const,
    ofLane: (lane: QuoteLane) => ['quote', 'lane', lane] as const,
  },
  quoteActivity: {
    ofGroup: (groupId: string | number) => ['quote-activity', 'group', String(groupId)] as const,
    ofQuote: (quoteId: string | number) => ['quote-activity', 'quote', String(quoteId)] as const,
  },
  bookingRequests: {
    all: ['booking-request'] as const,
    list: (query: RequestListQuery) => ['booking-request', 'list', query] as const,
    counts: ['booking-request', 'counts'] as const,
    detail: (id: string) => ['booking-request', 'detail', id] as const,
    quoteSuggestions: (id: string) => ['booking-request', 'quote-suggestions', id] as const,
    /** The request as first submitted (compare dialog). */
    initial: (id: string) => ['booking-request', 'initial', id] as const,
  },
  /** Bookings: the server publishes 'booking' for every change of one (archive, dispute, watchers, Book Now). */
  bookings: {
    all: ['booking'] as const,
    list: (query: BookingListQuery) => ['booking', 'list', query] as const,
    detail: (id: string) => ['booking', 'detail', id] as const,
  },
  /** Quick Search answers bookings (live 'booking' changes refresh it) and quotes. */
  quickSearch: (text: string, page: number) => ['booking', 'quick-search', text, page] as const,
  /** My Day and a booking's task progress; the server publishes 'tasks' after an assignment, resolution or sync. */
  tasks: {
    all: ['tasks'] as const,
    list: (query: TaskListQuery) => ['tasks', 'list', query] as const,
    ofBooking: (bookingId: string) => ['tasks', 'booking', bookingId] as const,
  },
  /**
   * Weekly payments, their accounting documents, commissions and payment confirmations. The server publishes
   * 'payments' after an approval, hold, clearing, postponement, document change or confirmation.
   */
  payments: {
    all: ['payments'] as const,
    list: (query: WeeklyPaymentListQuery) => ['payments', 'list', query] as const,
    detail: (reference: string) => ['payments', 'detail', reference] as const,
    ofBooking: (bookingId: string) => ['payments', 'booking', bookingId] as const,
    commissions: (query: CommissionListQuery) => ['payments', 'commissions', query] as const,
    confirmation: (bookingId: string, portId: string | null) =>
      ['payments', 'confirmation', bookingId, portId] as const,
  },
  /** The load list (/loadList): the server publishes 'container' after a load list is saved. */
  containers: {
    all: ['container'] as const,
    list: (query: TLoadListQuery) => ['container', 'list', query] as const,
  },
  tags: {
    all: ['tag'] as const,
    ofCategory: (category: TagCategory) => ['tag', category] as const,
  },
  specialRemarkTemplates: ['special-remark-template'] as const,
  /**
   * Team Management (issue 21 part 2): under the entities the server publishes, 'team' and 'user', so another
   * admin's save refreshes them.
   */
  teamManagement: {
    teams: ['team', 'manage'] as const,
    admins: ['user', 'admins'] as const,
  },
  /** Team Management's rules and settings (issue 21): keys start with the entity the server publishes. */
  reassignmentRules: ['reassignment-rule'] as const,
  paymentConfigs: (type: ConfigType) => ['payment-confirmation-config', type] as const,
  /**
   * Vessel allocation (issue 22 part 3): under the entity the server publishes after an allocation or flag save;
   * a booking or request change refreshes it too (ALSO_INVALIDATED_BY), as the booked figures come from them.
   */
  vesselAllocation: {
    all: ['vessel-allocation'] as const,
    schedule: (query: Record<string, string>) => ['vessel-allocation', 'schedule', query] as const,
    items: (voyageId: string, pol: string) => ['vessel-allocation', 'items', voyageId, pol] as const,
  },
  /** The carriers' side charges (issue 21 part 4); the server publishes 'side-charges' to everyone after a save. */
  sideCharges: ['side-charges'] as const,
  /** The back office's history (issue 21 part 6): a change of the entity refreshes it (keysChangedBy). */
  audit: (entity: AuditEntity, entityId?: string) => ['audit', entity, entityId ?? null] as const,
  /** The signed-in user's bell and drawer; the server publishes 'notification' to the recipient alone. */
  notifications: {
    all: ['notification'] as const,
    count: ['notification', 'count'] as const,
    list: (query: { unread: boolean; limit: number }) => ['notification', 'list', query] as const,
  },
  /**
   * The activity log, checklist and documents of a request or booking. They start with the record's entity
   * ('booking-request', 'booking'): the server publishes a comment, check or upload as a change of the record.
   */
  collab: {
    activity: (kind: CollabRecordKind, id: string) => [COLLAB_EVENT_ENTITIES[kind], 'activity', id] as const,
    pinned: (kind: CollabRecordKind, id: string) =>
      [COLLAB_EVENT_ENTITIES[kind], 'activity', id, 'pinned'] as const,
    checklist: (kind: CollabRecordKind, id: string) =>
      [COLLAB_EVENT_ENTITIES[kind], 'checklist', id] as const,
    /** Under the record's entity: a change of the record (its agent) refreshes who may be mentioned. */
    mentions: (kind: CollabRecordKind, id: string) => [COLLAB_EVENT_ENTITIES[kind], 'mentions', id] as const,
    checklistView: (kind: CollabRecordKind, id: string, showAll: boolean) =>
      [COLLAB_EVENT_ENTITIES[kind], 'checklist', id, { showAll }] as const,
  },
};

/**
 * What a live change of an entity refreshes besides the entity's own keys: a user change shows in the session and
 * profile, a group change (assignment, archive) on its quotes and their logs, and the other way round; a booking
 * change on its tasks.
 */
export const ALSO_INVALIDATED_BY: Readonly<Record<string, readonly (readonly string[])[]>> = {
  user: [queryKeys.session, queryKeys.profile.own, queryKeys.reference.users],
  client: [queryKeys.reference.clients],
  // A team renamed, added or deleted in Team Management is mentioned by its new name.
  team: [queryKeys.reference.teams],
  'quote-group': [queryKeys.quotes.all, ['quote-activity']],
  quote: [queryKeys.quoteGroups.all, ['quote-activity']],
  // A checklist tick or a date change of a booking resolves, moves or makes its tasks.
  booking: [queryKeys.tasks.all, queryKeys.payments.all, queryKeys.vesselAllocation.all],
  // A request's status, cargo or sailing changes what the allocation dialog counts as requested or in progress.
  'booking-request': [queryKeys.vesselAllocation.all],
  // Resolving a clear-invoice task clears its payment; approving or postponing a payment moves its tasks.
  tasks: [queryKeys.payments.all],
  payments: [queryKeys.tasks.all],
};

/** The keys one live `change` of an entity invalidates. */
export function keysChangedBy(entity: string): (readonly string[])[] {
  const history = (AUDIT_ENTITIES as readonly string[]).includes(entity) ? [['audit', entity]] : [];
  return [[entity], ...(ALSO_INVALIDATED_BY[entity] ?? []), ...history];
}
