import {
  actorOfSession,
  allowedCarriers,
  soleAllowedCarrier,
  type TCarrierOption,
  type TSessionInfo,
} from '@portal/domain';
import { useMemo } from 'react';
import { useSession } from './session.ts';

/** The carriers the visitor may choose for a new request or quote, by the domain's rule the server enforces. */
export interface CarrierScope {
  /** The allowed carrier ids, or null for every carrier. */
  allowed: readonly string[] | null;
  /** With exactly one allowed carrier (spec 000 §6): that carrier, preselected and locked. */
  sole: string | null;
  /** The carriers of a list the visitor may choose: enabled and allowed. */
  offered: (carriers: readonly TCarrierOption[]) => TCarrierOption[];
}

export function carrierScopeOf(session: TSessionInfo): CarrierScope {
  const actor = actorOfSession(session);
  const allowed = allowedCarriers(actor);
  return {
    allowed,
    sole: soleAllowedCarrier(actor),
    offered: (carriers) => carriers.filter((c) => !c.disabled && (!allowed || allowed.includes(c.id))),
  };
}

/** The carrier restriction of the signed-in visitor (a customer's or a restricted staff member's list). */
export function useCarrierScope(): CarrierScope {
  const { session } = useSession();
  return useMemo(() => carrierScopeOf(session), [session]);
}
