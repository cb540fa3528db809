import { useQuery } from '@tanstack/react-query';
import {
  isStaff,
  type TCarrierOption,
  type TQuoteContainer,
  type TUserSummary,
  type UserAccessFacts,
  type ZCompany,
} from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

/*
 * Reference lists the quote screens read. The item types are built from the domain's quote shapes (a quote's
 * container line holds the same type, commodity and depot records the lists answer), plus the list-only fields.
 */
export type ContainerTypeOption = TQuoteContainer['containerType'] & {
  couldBeOversize: boolean;
  shipperOwned: boolean;
};
export type CommodityOption = TQuoteContainer['commodityType'];
export type PickupLocationOption = NonNullable<TQuoteContainer['pickupLocation']>;
export type ClientOption = z.infer<typeof ZCompany>;
export type UserOption = TUserSummary & Pick<UserAccessFacts, 'role' | 'isAdmin'>;

/** Keys start with 'reference'; carriers share the schedule screen's key and shape. */
export const referenceKeys = {
  carriers: ['reference', 'carriers'] as const,
  containerTypes: ['reference', 'container-types'] as const,
  commodityTypes: ['reference', 'commodity-types'] as const,
  pickupLocations: ['reference', 'pickup-locations'] as const,
  // 'clients' and 'users' are refreshed by live 'client' and 'user' changes (lib/live-updates.ts).
  clients: ['clients'] as const,
  users: ['users'] as const,
};

const REFERENCE_STALE_MS = 30 * 60_000;

export function useCarriers() {
  return useQuery({
    queryKey: referenceKeys.carriers,
    queryFn: ({ signal }) => api.get<TCarrierOption[]>('/carriers', signal),
    staleTime: Infinity,
  });
}

export function useContainerTypes() {
  return useQuery({
    queryKey: referenceKeys.containerTypes,
    queryFn: ({ signal }) => api.get<ContainerTypeOption[]>('/container-types', signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCommodityTypes() {
  return useQuery({
    queryKey: referenceKeys.commodityTypes,
    queryFn: ({ signal }) => api.get<CommodityOption[]>('/commodity-types', signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function usePickupLocations(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.pickupLocations,
    queryFn: ({ signal }) => api.get<PickupLocationOption[]>('/pickup-locations', signal),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** All clients; staff only (the client filter and the client a staff member asks quotes for). */
export function useClients(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.clients,
    queryFn: ({ signal }) => api.get<ClientOption[]>('/clients', signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The staff users a quote group can be assigned to (GET /api/users lists everyone for staff). */
export function useStaffUsers(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.users,
    queryFn: ({ signal }) => api.get<UserOption[]>('/users', signal),
    select: (users) =>
      users
        .filter((user) => isStaff(user))
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`)),
    staleTime: 5 * 60_000,
    enabled,
  });
}
