import { MAX_PINNED_COMMENTS } from './constants.ts';
import { ACTIVITY_MESSAGES } from './messages.ts';
import type { ActivityType } from './activity.ts';

/**
 * Pins (spec 000 §5): at most 2 pinned comments per record; pin is disabled when 2 are pinned and the item is not
 * one of them. Everyone who may view a comment may pin or unpin it (§6). Unpinning is always allowed.
 */
export function canPin(itemId: string, pinnedIds: readonly string[]): boolean {
  return pinnedIds.includes(itemId) || pinnedIds.length < MAX_PINNED_COMMENTS;
}

/**
 * The pin control from what a viewer is given: the record's pinned count (a customer does not see internal
 * pinned comments, yet they count towards the limit) and whether this item is pinned.
 */
export function pinDisabled(itemIsPinned: boolean, pinnedCount: number): boolean {
  return !itemIsPinned && pinnedCount >= MAX_PINNED_COMMENTS;
}

/** Only comments are pinned (the log's pin control sits on comments, including activity with a comment). */
export function isPinnable(type: ActivityType): boolean {
  return type === 'COMMENT' || type === 'ACTIVITY_WITH_COMMENT';
}

/** The server's check for PUT .../pin: null when allowed, else the refusal. */
export function pinRefusal(
  item: { id: string; type: ActivityType },
  pin: boolean,
  pinnedIds: readonly string[],
): string | null {
  if (!isPinnable(item.type)) return ACTIVITY_MESSAGES.onlyPinComments;
  if (pin && !canPin(item.id, pinnedIds)) return ACTIVITY_MESSAGES.pinLimit;
  return null;
}

/** The snackbar after a pin change. */
export function pinMessage(pinned: boolean): string {
  return pinned ? ACTIVITY_MESSAGES.pinned : ACTIVITY_MESSAGES.unpinned;
}
