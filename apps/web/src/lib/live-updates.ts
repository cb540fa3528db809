import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Entities whose change also refreshes other data. Convention: every query key starts with the entity name
 * (['user', id], ['client', ...]), so one invalidation by the entity reaches every view of it.
 */
const ALSO_INVALIDATE: Record<string, readonly string[]> = {
  user: ['session', 'profile', 'users'],
  client: ['clients'],
  // A group change (assignment, archive) shows on its quotes and their logs too, and the other way round.
  'quote-group': ['quote', 'quote-activity'],
  quote: ['quote-group', 'quote-activity'],
};

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
      for (const name of [entity, ...(ALSO_INVALIDATE[entity] ?? [])]) {
        void queryClient.invalidateQueries({ queryKey: [name] });
      }
    };
    source.addEventListener('change', onChange);
    return () => {
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [queryClient, key]);
}
