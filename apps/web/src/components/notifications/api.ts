import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MESSAGES, type TNotification, type TNotificationsAnswer } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { useNotify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Spec 001 §8: the drawer's error snackbars hide after 1 second. */
const ERROR_MS = 1000;

/** The bell's count; live 'notification' events refetch it (lib/live-updates.ts). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.count,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/notifications/count', signal),
    enabled,
    select: (answer) => answer.unread,
  });
}

export function useNotificationList(query: { unread: boolean; limit: number }, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.list(query),
    queryFn: ({ signal }) =>
      api.get<TNotificationsAnswer>(`/notifications?unread=${query.unread}&limit=${query.limit}`, signal),
    enabled,
    // Show More keeps the shown items while the longer page loads.
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
}

export function useSetSeen() {
  const refresh = useRefresh();
  const notify = useNotify();
  return useMutation({
    mutationFn: (input: { id: string; seen: boolean }) =>
      api.put<TNotification>(`/notifications/${input.id}/seen`, { seen: input.seen }),
    onSettled: refresh,
    onError: (error) => notify.error(NOTIFICATION_MESSAGES.updateFailed(error.message), ERROR_MS),
  });
}

export function useMarkAllAsRead() {
  const refresh = useRefresh();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => api.post<{ changed: number }>('/notifications/mark-all-read'),
    onSettled: refresh,
    onSuccess: () => notify.success(NOTIFICATION_MESSAGES.markAllSuccess),
    onError: (error) => notify.error(NOTIFICATION_MESSAGES.markAllFailed(error.message), ERROR_MS),
  });
}

export function useReadForAll() {
  const refresh = useRefresh();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => api.post<{ changed: number }>(`/notifications/${id}/read-for-all`),
    onSettled: refresh,
    onError: (error) => notify.error(NOTIFICATION_MESSAGES.updateFailed(error.message), ERROR_MS),
  });
}

export function useDeleteNotification() {
  const refresh = useRefresh();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/notifications/${id}`),
    onSettled: refresh,
    onSuccess: () => notify.success(NOTIFICATION_MESSAGES.deleted),
    onError: (error) => notify.error(NOTIFICATION_MESSAGES.deleteFailed(error.message), ERROR_MS),
  });
}
