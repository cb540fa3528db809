import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * The weekly-payment pieces other features show (features do not import each other): the booking page's payment
 * cards and the postpone menu of My Day's payment rows. The app shell hands the payments feature's parts over
 * (app/screens.tsx); without them a screen shows its own fallback.
 */
export interface PaymentParts {
  /** A booking's weekly payment cards: `summary` on the accounting summary tab, `panel` in the side panel. */
  BookingPayments: ComponentType<{ bookingId: string; variant: 'summary' | 'panel' }>;
  /** The postpone menu of one payment (spec 000 §2 "My Day"). */
  PostponeMenu: ComponentType<{ reference: string; payDate: string | null; label?: string }>;
}

const PaymentPartsContext = createContext<PaymentParts | null>(null);

export function PaymentPartsProvider({ parts, children }: { parts: PaymentParts; children: ReactNode }) {
  return <PaymentPartsContext.Provider value={parts}>{children}</PaymentPartsContext.Provider>;
}

/** The payment parts handed over by the app shell, or null where there are none (tests, other screens). */
export function usePaymentParts(): PaymentParts | null {
  return useContext(PaymentPartsContext);
}
