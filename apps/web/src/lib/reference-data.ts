import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  isStaff,
  type TCarrierOption,
  type TClient,
  type TDirectoryUser,
  type TPickupLocation,
  type ZCommodityType,
  type ZContainerTypeOption,
  type TTeamOption,
} from '@portal/domain';
import type { z } from 'zod';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

/** The reference lists of /api, shared by every screen that picks from them; shapes are the domain's answers. */
export type ContainerTypeOption = z.infer<typeof ZContainerTypeOption>;
export type CommodityOption = z.infer<typeof ZCommodityType>;
export type PickupLocationOption = TPickupLocation;
export type ClientOption = TClient;
export type UserOption = TDirectoryUser;

/** One key per list (lib/query-keys.ts), so each is fetched once whichever screen asks first. */
const referenceKeys = queryKeys.reference;

const REFERENCE_STALE_MS = 30 * 60_000;

export const carriersQuery = queryOptions({
  queryKey: referenceKeys.carriers,
  queryFn: ({ signal }) => api.get<TCarrierOption[]>('/carriers', signal),
  staleTime: Infinity,
});

export function useCarriers() {
  return useQuery(carriersQuery);
}

export const containerTypesQuery = queryOptions({
  queryKey: referenceKeys.containerTypes,
  queryFn: ({ signal }) => api.get<ContainerTypeOption[]>('/container-types', signal),
  staleTime: REFERENCE_STALE_MS,
});

export function useContainerTypes() {
  return useQuery(containerTypesQuery);
}

export const commodityTypesQuery = queryOptions({
  queryKey: referenceKeys.commodityTypes,
  queryFn: ({ signal }) => api.get<CommodityOption[]>('/commodity-types', signal),
  staleTime: REFERENCE_STALE_MS,
});

export function useCommodityTypes() {
  return useQuery(commodityTypesQuery);
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

/** The teams staff mention in comments (GET /api/teams, staff only). */
export function useTeams(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.teams,
    queryFn: ({ signal }) => api.get<TTeamOption[]>('/teams', signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
