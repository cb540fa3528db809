import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** The booking's content in the accounting task preview: its summary, accounting tab and activity log. */
export interface BookingPreviewProps {
  bookingId: string;
  /** Shown first in the main column (the booking's accounting tasks). */
  lead: ReactNode;
  /** Shown instead of everything when the booking does not exist (or is not the viewer's to see). */
  missing: ReactNode;
}

/** A booking's checklist dialog, with My Day's progress above the checklist. */
export interface BookingChecklistDialogProps {
  bookingId: string;
  staff: boolean;
  open: boolean;
  onClose: () => void;
  title?: string;
  children?: ReactNode;
}

/**
 * The parts of the booking page My Day shows (spec 000 §2 "My Day"). Features do not import each other: the app
 * shell hands the bookings feature's parts to this screen (app/screens.tsx), so they are reused, not copied.
 */
export interface BookingParts {
  BookingPreview: ComponentType<BookingPreviewProps>;
  BookingChecklistDialog: ComponentType<BookingChecklistDialogProps>;
}

const BookingPartsContext = createContext<BookingParts | null>(null);

export function BookingPartsProvider({ parts, children }: { parts: BookingParts; children: ReactNode }) {
  return <BookingPartsContext.Provider value={parts}>{children}</BookingPartsContext.Provider>;
}

export function useBookingParts(): BookingParts {
  const parts = useContext(BookingPartsContext);
  if (!parts) throw new Error('useBookingParts must be used inside BookingPartsProvider.');
  return parts;
}
