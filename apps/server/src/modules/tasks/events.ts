import type { LiveEvent } from '@portal/domain';

/** The booking a task change belongs to. */
export interface TaskBooking {
  id: string;
  clientId: string;
  carrierId: string;
}

/**
 * The live event of a change of a booking's tasks: My Day and the booking's progress refetch on entity 'tasks'.
 * It carries ids only; the booking's company and carrier decide who hears it (as every booking event).
 */
export function tasksEvent(booking: TaskBooking): LiveEvent {
  return { entity: 'tasks', id: booking.id, clientId: booking.clientId, carrierIds: [booking.carrierId] };
}
