import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBookingTasks, TTaskAssignment, TTaskResolution, TTaskRow, TTasksAnswer } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys, type TaskListQuery } from '../../lib/query-keys.ts';

export type { TaskListQuery };

/** The address of GET /api/tasks: every field of the query, as the server reads them (ZTasksQuery). */
export function taskListPath(query: TaskListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return `/tasks?${params.toString()}`;
}

/** My Day's page of tasks; paging and filtering keep the rows on screen (dimmed) until the next answer. */
export function useTasks(query: TaskListQuery) {
  return useQuery({ ...taskListQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/tasks for one page: My Day's query and its route loader (features/my-day/loader.ts). */
export function taskListQueryOptions(query: TaskListQuery) {
  return queryOptions({
    queryKey: queryKeys.tasks.list(query),
    queryFn: ({ signal }) => api.get<TTasksAnswer>(taskListPath(query), signal),
  });
}

/** A booking's progress: every task type it gets, with its task once made (GET /api/bookings/{id}/tasks). */
export function useBookingTasks(bookingId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.tasks.ofBooking(bookingId),
    queryFn: ({ signal }) =>
      api.get<TBookingTasks>(`/bookings/${encodeURIComponent(bookingId)}/tasks`, signal),
    // A missing booking answers 404: asking again will not help.
    retry: false,
    enabled,
  });
}

/** The toolbar's 'Assign user': all the chosen tasks or none; every task view refetches. */
export function useAssignTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignment: TTaskAssignment) =>
      api.put<{ data: TTaskRow[] }>('/tasks/assignment', assignment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}

/** Resolve, reopen or decline one task (staff); a decline shows its follow-up task. */
export function useResolveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, action }: { taskId: string } & TTaskResolution) =>
      api.put<TTaskRow>(`/tasks/${encodeURIComponent(taskId)}/resolution`, { action }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
