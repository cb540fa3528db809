import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keysChangedBy } from './query-keys.ts';

/**
 * One EventSource for the app: the server sends `change` events with {entity, id} for data this visitor may see,
 * and the matching queries refetch. `key` re-opens the stream when the visitor changes (sign-in, customer view).
 */
export function useLiveUpdates(queryClient: QueryClient, key: string | null | undefined): void {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const onChange = (message: MessageEvent<string>) => {
      let entity: string;
      try {
        entity = (JSON.parse(message.data) as { entity: string }).entity;
      } catch {
        return;
      }
      for (const queryKey of keysChangedBy(entity)) void queryClient.invalidateQueries({ queryKey });
    };
    source.addEventListener('change', onChange);
    return () => {
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [queryClient, key]);
}
