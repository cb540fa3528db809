import { useQuery } from '@tanstack/react-query';
import {
  isStaff,
  type TCarrierOption,
  type TUserSummary,
  type UserAccessFacts,
  type ZCompany,
} from '@portal/domain';
import type { z } from 'zod';
import { api } from './api.ts';

/** The reference lists of /api (apps/server/src/modules/reference), shared by every screen that picks from them. */
export interface ContainerTypeOption {
  id: string;
  label: string;
  description: string;
  couldBeOversize: boolean;
  shipperOwned: boolean;
}
export interface CommodityOption {
  id: string;
  name: string;
}
export interface PickupLocationOption {
  id: string;
  name: string;
  street: string | null;
  poBox: string | null;
  city: string;
  zip: string | null;
  countryCode: string;
}
export type ClientOption = z.infer<typeof ZCompany>;
export type UserOption = TUserSummary & Pick<UserAccessFacts, 'role' | 'isAdmin'>;

/** One key per list, so each is fetched once whichever screen asks first. */
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

export function usePickupLocations(enabled = true) {
  return useQuery({
    queryKey: referenceKeys.pickupLocations,
    queryFn: ({ signal }) => api.get<PickupLocationOption[]>('/pickup-locations', signal),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** All clients; staff only (client filters, asking or booking on behalf of a client). */
export function useClients(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.clients,
    queryFn: ({ signal }) => api.get<ClientOption[]>('/clients', signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Staff users (assignee pickers): GET /api/users lists everyone active for staff, sorted by first name. */
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
