import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TAccountingDocument,
  TCommissionsAnswer,
  TDocumentReviewInput,
  TPaymentConfirmationAnswer,
  TPaymentConfirmationDefaults,
  TPaymentConfirmationInput,
  TPlatformStatusInput,
  TWeeklyPayment,
  TWeeklyPaymentCommand,
  TWeeklyPaymentCommandAnswer,
  TWeeklyPaymentDetail,
  TWeeklyPaymentsAnswer,
} from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys, type CommissionListQuery, type WeeklyPaymentListQuery } from '../../lib/query-keys.ts';

export type { CommissionListQuery, WeeklyPaymentListQuery };

/** The query string of a list: every field that is said, as the server reads it. */
function searchOf(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

const ref = (reference: string) => encodeURIComponent(reference);

export const paymentPaths = {
  list: (query: WeeklyPaymentListQuery) => `/weekly-payments?${searchOf(query)}`,
  detail: (reference: string) => `/weekly-payments/${ref(reference)}`,
  ofBooking: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/weekly-payments`,
  commands: '/weeklyPayment',
  platformStatus: (reference: string) => `/weekly-payments/${ref(reference)}/platform-status`,
  documents: (reference: string) => `/weekly-payments/${ref(reference)}/documents`,
  document: (reference: string, documentId: string) =>
    `/weekly-payments/${ref(reference)}/documents/${encodeURIComponent(documentId)}`,
  commissions: (query: CommissionListQuery) => `/commissions?${searchOf(query)}`,
  confirmationDefaults: (bookingId: string, portId: string | null) =>
    `/bookings/${encodeURIComponent(bookingId)}/payment-confirmation${portId ? `?portId=${encodeURIComponent(portId)}` : ''}`,
  sendConfirmation: '/paymentConfirmation',
};

/** The download address of an accounting document (the browser's own request, with the session cookie). */
export const accountingDocumentHref = (reference: string, documentId: string) =>
  `/api${paymentPaths.document(reference, documentId)}/file`;

/** /weekly-payment's page; filtering and paging keep the rows on screen (dimmed) until the next answer. */
export function useWeeklyPayments(query: WeeklyPaymentListQuery) {
  return useQuery({
    queryKey: queryKeys.payments.list(query),
    queryFn: ({ signal }) => api.get<TWeeklyPaymentsAnswer>(paymentPaths.list(query), signal),
    placeholderData: keepPreviousData,
  });
}

export function useCommissions(query: CommissionListQuery) {
  return useQuery({
    queryKey: queryKeys.payments.commissions(query),
    queryFn: ({ signal }) => api.get<TCommissionsAnswer>(paymentPaths.commissions(query), signal),
    placeholderData: keepPreviousData,
  });
}

/** The booking's payment cards, with their accounting documents (payDate ascending). */
export function useBookingPayments(bookingId: string) {
  return useQuery({
    queryKey: queryKeys.payments.ofBooking(bookingId),
    queryFn: ({ signal }) =>
      api.get<{ data: TWeeklyPaymentDetail[] }>(paymentPaths.ofBooking(bookingId), signal),
  });
}

/** One payment by its reference (My Day's rows carry no record id: the postpone reads it here). */
export function fetchPayment(client: QueryClient, reference: string) {
  return client.fetchQuery({
    queryKey: queryKeys.payments.detail(reference),
    queryFn: ({ signal }) => api.get<TWeeklyPaymentDetail>(paymentPaths.detail(reference), signal),
    staleTime: 10_000,
  });
}

const refreshPayments = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.payments.all }),
    client.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  ]);

/**
 * POST /api/weeklyPayment (spec 000 §7): Move, Block or Unblock, all or nothing. Every payment view refetches
 * afterwards, also after a failure, so the screen shows what the server holds.
 */
export function usePaymentCommands() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commands: TWeeklyPaymentCommand[]) =>
      api.post<TWeeklyPaymentCommandAnswer>(paymentPaths.commands, commands),
    onSettled: () => refreshPayments(client),
  });
}

/** The Move commands of a postponement: each payment's pay date shifted by the same days. */
export function moveCommands(
  payments: readonly Pick<TWeeklyPayment, 'recId' | 'reference' | 'payDate'>[],
  shift: (payDate: string) => string,
): TWeeklyPaymentCommand[] {
  return payments.map((p) => ({
    action: 'Move',
    recId: p.recId,
    reference: p.reference,
    payDate: shift(p.payDate),
  }));
}

/** Put on hold (ON_HOLD) or revert the hold (null). */
export function usePlatformStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, input }: { reference: string; input: TPlatformStatusInput }) =>
      api.put<{ message: string; payment: TWeeklyPayment }>(paymentPaths.platformStatus(reference), input),
    onSettled: () => refreshPayments(client),
  });
}

/** Clear or revert clearing: the payment's clear-invoice task resolved or unresolved (spec 000 §4 "Tasks"). */
export function useClearTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, action }: { taskId: string; action: 'resolve' | 'unresolve' }) =>
      api.put<unknown>(`/tasks/${encodeURIComponent(taskId)}/resolution`, { action }),
    onSettled: () => refreshPayments(client),
  });
}

/** Review and removal of a payment's accounting documents. */
export function useAccountingDocumentWrites(reference: string) {
  const client = useQueryClient();
  const settle = () => refreshPayments(client);
  return {
    review: useMutation({
      mutationFn: ({ documentId, input }: { documentId: string; input: TDocumentReviewInput }) =>
        api.put<TAccountingDocument>(`${paymentPaths.document(reference, documentId)}/status`, input),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (documentId: string) => api.delete<void>(paymentPaths.document(reference, documentId)),
      onSettled: settle,
    }),
    refresh: settle,
  };
}

/** What the payment confirmation dialog starts from: the booking's ports, the configured recipients, the sent mails. */
export function usePaymentConfirmationDefaults(bookingId: string, portId: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.payments.confirmation(bookingId, portId),
    queryFn: ({ signal }) =>
      api.get<TPaymentConfirmationDefaults>(paymentPaths.confirmationDefaults(bookingId, portId), signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSendPaymentConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TPaymentConfirmationInput) =>
      api.post<TPaymentConfirmationAnswer>(paymentPaths.sendConfirmation, input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.payments.all }),
  });
}
