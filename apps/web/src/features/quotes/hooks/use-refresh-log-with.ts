import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Staff changes (assignment, status, archive) write a log line but are published as 'quote-group' or 'quote'
 * events, not 'quote-activity': when the record refetches after its first load, refetch its log too.
 */
export function useRefreshLogWith(dataUpdatedAt: number, logKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const first = useRef<number | null>(null);
  const key = JSON.stringify(logKey);
  useEffect(() => {
    if (!dataUpdatedAt) return;
    if (first.current === null) {
      first.current = dataUpdatedAt;
      return;
    }
    if (dataUpdatedAt !== first.current) {
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] });
    }
  }, [dataUpdatedAt, key, queryClient]);
}
