import type { QueryClient } from '@tanstack/react-query';
import type { TSessionInfo } from '@portal/domain';
import { taskListQueryOptions } from './api.ts';
import { filtersOf, myDayViewerOf, queryOf } from './my-day-params.ts';

/**
 * My Day's route loader (app/screens.tsx `prefetch`): the page of tasks the address and the session name, asked
 * for while the screen's code downloads, by the same rules and key useMyDayState and useTasks use.
 */
export function prefetchMyDay(queryClient: QueryClient, session: TSessionInfo, search: URLSearchParams) {
  const query = queryOf(filtersOf(search, myDayViewerOf(session)));
  return queryClient.prefetchQuery(taskListQueryOptions(query));
}
