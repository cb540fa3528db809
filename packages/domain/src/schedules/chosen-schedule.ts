import { z } from 'zod';
import { ZScheduleRoute } from './route-answer.ts';

/**
 * Book Now keeps the chosen sailing in localStorage under this key and opens /online-booking, which starts from
 * it (spec 000 §2, 001 §2.8). localStorage, not sessionStorage, because an anonymous visitor signs in through an
 * e-mailed link that opens a new tab.
 */
export const CHOSEN_SCHEDULE_STORAGE_KEY = 'portal.chosenSchedule';

/** Picker mode in the same tab: the picked sailing waits here (sessionStorage) for the page that sent us. */
export const PICKED_SCHEDULE_STORAGE_KEY = 'portal.pickedSchedule';

/** The `type` of the window message a picker window posts to its opener. */
export const SCHEDULE_PICKED_MESSAGE = 'portal.schedule-picked';

export const ZChosenSchedule = z.object({
  route: ZScheduleRoute,
  /** The search it was found with, so the next page can show or repeat it. */
  search: z.object({
    origin: z.string(),
    destination: z.string(),
    date: z.string(),
    weeks: z.number(),
  }),
  chosenAt: z.string(),
});
export type TChosenSchedule = z.infer<typeof ZChosenSchedule>;

export const ZSchedulePickedMessage = z.object({
  type: z.literal(SCHEDULE_PICKED_MESSAGE),
  schedule: ZChosenSchedule,
});
export type TSchedulePickedMessage = z.infer<typeof ZSchedulePickedMessage>;

/** A stored or posted value read back; anything else (old format, foreign message) is null. */
export function readChosenSchedule(raw: unknown): TChosenSchedule | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = ZChosenSchedule.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The picked sailing from a `message` event's data, or null when the message is something else. */
export function readSchedulePickedMessage(data: unknown): TChosenSchedule | null {
  const parsed = ZSchedulePickedMessage.safeParse(data);
  return parsed.success ? parsed.data.schedule : null;
}
