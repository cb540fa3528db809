/** Booking request status codes (DECISIONS.md "Request status codes"). */
export const REQUEST_STATUS = { requested: 10, inProgress: 20, confirmed: 30, archived: 40 } as const;
export type RequestStatusCode = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatusCode, string>> = {
  10: 'Requested',
  20: 'In Progress',
  30: 'Confirmed',
  40: 'Archived',
};

export function requestStatusLabel(code: number): string {
  return REQUEST_STATUS_LABELS[code as RequestStatusCode] ?? 'Unknown';
}

/** Assigning an agent moves Requested to In Progress; removing the agent moves In Progress back. */
export function statusAfterAgentChange(status: RequestStatusCode, hasAgent: boolean): RequestStatusCode {
  if (hasAgent && status === REQUEST_STATUS.requested) return REQUEST_STATUS.inProgress;
  if (!hasAgent && status === REQUEST_STATUS.inProgress) return REQUEST_STATUS.requested;
  return status;
}

/** Restore returns to In Progress with an agent, else Requested. */
export function statusAfterRestore(hasAgent: boolean): RequestStatusCode {
  return hasAgent ? REQUEST_STATUS.inProgress : REQUEST_STATUS.requested;
}

/** The request tabs of /bookings (spec 000 §4 "Tab filters"). */
export type RequestTab = 'requests' | 'on-hold' | 'archived-requests';

export function requestTabOf(request: { statusCode: number; hold: boolean }): RequestTab {
  if (request.statusCode >= REQUEST_STATUS.confirmed) return 'archived-requests';
  return request.hold ? 'on-hold' : 'requests';
}

/** Status options of the list filter per view (spec 000 §4). */
export function statusOptionsFor(tab: RequestTab): RequestStatusCode[] {
  return tab === 'archived-requests'
    ? [REQUEST_STATUS.confirmed, REQUEST_STATUS.archived]
    : [REQUEST_STATUS.requested, REQUEST_STATUS.inProgress];
}

/** Editing needs a status below Confirmed, and Requested or an agent (staff) doing it (spec 000 §4). */
export function canEditRequest(request: { statusCode: number }, isAgent: boolean): boolean {
  return (
    request.statusCode < REQUEST_STATUS.confirmed &&
    (request.statusCode === REQUEST_STATUS.requested || isAgent)
  );
}
