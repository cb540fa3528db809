import { ZQuote, ZScheduleRoute } from '@portal/domain';
import type { BookingDraft } from './draft.ts';

/**
 * The draft lives in sessionStorage: it survives a reload of this tab, not the closing of it, and never mixes
 * two tabs' bookings. It belongs to the user who wrote it.
 */
export const DRAFT_STORAGE_KEY = 'portal.onlineBookingDraft';
/** Raise when the draft's shape changes: an older draft is then dropped instead of misread. */
const DRAFT_VERSION = 1;

interface StoredDraft {
  version: number;
  userId: string;
  draft: BookingDraft;
}

export function readDraft(userId: string): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.version !== DRAFT_VERSION || stored.userId !== userId || !stored.draft) return null;
    const draft = stored.draft;
    if (!Array.isArray(draft.lines) || typeof draft.step !== 'number') return null;
    // Sailing and quote are re-checked: the rest is plain form input this tab wrote itself.
    return {
      ...draft,
      schedule: draft.schedule && ZScheduleRoute.safeParse(draft.schedule).success ? draft.schedule : null,
      quote: draft.quote && ZQuote.safeParse(draft.quote).success ? draft.quote : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, draft: BookingDraft): void {
  try {
    const stored: StoredDraft = { version: DRAFT_VERSION, userId, draft };
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the booking still works, it just does not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
