import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChecklistTabChoice,
  TBooking,
  TBookingAssignment,
  TBookingEmail,
  TBookingWatchAnswer,
  TSessionUser,
  TTagSelection,
  ZSomethingWrong,
  ZSomethingWrongAnswer,
} from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { UserOption } from '../../../lib/reference-data.ts';
import { bookingPath, bookingQueryOptions } from './booking-query.ts';

/**
 * The booking page against the bookings contract (spec 000 §2 "Booking detail", §4 "Booking"): the booking, its
 * staff actions, watching, the semi-automatic e-mail and the customer's land-transport answer.
 */
export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}

/** A write that answers the booking as it now is: the page shows it at once and the lists refetch. */
function useBookingWrite<I>(id: string, write: (input: I) => Promise<TBooking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKeys.bookings.detail(id), booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all, refetchType: 'inactive' });
    },
  });
}

/** Archive / Restore (staff); archiving also clears inDispute on the server. */
export const useArchiveBooking = (id: string) =>
  useBookingWrite(id, (archived: boolean) => api.put<TBooking>(`${bookingPath(id)}/archived`, { archived }));

/** Dispute (staff), only while pending payment and not archived. */
export const useDisputeBooking = (id: string) =>
  useBookingWrite(id, () => api.put<TBooking>(`${bookingPath(id)}/dispute`));

/** Watch / unwatch: the answer's message is the snackbar's text; the booking refetches for its watchers. */
export function useWatchBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) =>
      api.put<TBookingWatchAnswer>(`${bookingPath(id)}/watching`, { watching }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.detail(id) }),
  });
}

/**
 * The assign-users dialog (staff, spec 000 §4 "Watching"): the booking agent and the customer's contact person,
 * both of whom become watchers. The answer is the booking as it now is; every booking view refetches.
 */
export function useAssignBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignment: TBookingAssignment) =>
      api.put<TBooking>(`${bookingPath(id)}/assignment`, assignment),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKeys.bookings.detail(id), booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}

const fullName = (user: UserOption) => `${user.firstName} ${user.lastName}`;

/**
 * The people of one company (the contact person's options): GET /api/users answers every active user for staff,
 * under the same key as the staff pickers (lib/reference-data.ts), so the list is fetched once.
 */
export function useCompanyUsers(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.reference.users,
    queryFn: ({ signal }) => api.get<UserOption[]>('/users', signal),
    select: (users) =>
      users
        .filter((user) => clientId !== null && user.clientId === clientId)
        .sort((a, b) => fullName(a).localeCompare(fullName(b))),
    staleTime: 5 * 60_000,
    enabled: clientId !== null,
  });
}

/** The semi-automatic e-mail to the destination port agent (staff), sent through the outbox. */
export function useSendBookingEmail(id: string) {
  return useMutation({
    mutationFn: (mail: TBookingEmail) => api.post<{ message: string }>(`${bookingPath(id)}/email`, mail),
  });
}

/** The signed-in user's profile (answeredLandInterest decides the land-transport card). */
export function useViewerProfile(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.profile.own,
    queryFn: ({ signal }) => api.get<TSessionUser>('/profile', signal),
    enabled,
  });
}

/**
 * Remembers the side panel tab a staff member opened (Checklist is operations' work, Accounting accounting's): My
 * Day opens on that category next time (spec 000 §9). The session carries it once saved.
 */
export function useRememberChecklistTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tab: TChecklistTabChoice['tab']) => api.put<void>('/profile/checklist-tab', { tab }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}

/** The customer's answer to the land-transport card; the profile then carries answeredLandInterest. */
export function useAnswerLandTransport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interested: boolean) => api.put<void>('/profile/land-transport', { interested }),
    onSuccess: () => {
      queryClient.setQueryData<TSessionUser>(queryKeys.profile.own, (profile) =>
        profile ? { ...profile, answeredLandInterest: true } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.own });
    },
  });
}

/**
 * A customer's 'Mark that something is wrong' (spec 000 §4 "Tasks"): the server makes or reopens the booking's file
 * check task and logs the comment; the activity log and every task view refetch.
 */
export function useReportSomethingWrong(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: z.output<typeof ZSomethingWrong>) =>
      api.post<z.infer<typeof ZSomethingWrongAnswer>>(`${bookingPath(id)}/something-wrong`, report),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collab.activity('bookings', id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
    },
  });
}

/** The booking's whole tag selection (staff, PUT .../tags; issue 21 part 5): the page shows the answer at once. */
export const useSelectBookingTags = (id: string) =>
  useBookingWrite(id, (selection: TTagSelection) => api.put<TBooking>(`${bookingPath(id)}/tags`, selection));
