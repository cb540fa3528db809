import type { TActivityItem } from '@portal/domain';

/** Who wrote an entry: the person's name, or 'Platform' for the portal's own entries. */
export function authorName(by: TActivityItem['by']): string {
  return by === 'PLATFORM' ? 'Platform' : `${by.firstName} ${by.lastName}`.trim();
}
